import { parseNumber } from '@/calc/parseNumber'

/** One value after the unit's name, in the order pasted. Bounds come from the engine, never typed here. */
export interface LineColumn {
  readonly key: string
  /** Names the value in messages ("SP"). */
  readonly label: string
  readonly kind: 'int' | 'text' | 'pick'
  readonly min?: number
  readonly max?: number
  /** For 'pick': the allowed words, matched case- and accent-insensitively; the stored value is the option as written here. */
  readonly options?: readonly string[]
  /** `-` or `—` stands for "no value" (null) instead of being refused. */
  readonly optional?: boolean
}

/** A unit the caller already has; a pasted name is matched to it case- and accent-insensitively. */
export interface KnownName {
  readonly id: string
  readonly name: string
}

export interface LinesShape {
  readonly columns: readonly LineColumn[]
  /** Existing units to match names to. */
  readonly known?: readonly KnownName[]
  /** A name matching none of `known`: reported as a problem, or accepted as a new unit (`id: null`). */
  readonly unknown: 'report' | 'new'
  /** At most this many units (default 200). */
  readonly maxLines?: number
}

export interface ParsedUnitLine {
  /** Line number in the pasted text, from 1. */
  readonly line: number
  /** The name as pasted, trimmed. */
  readonly name: string
  /** The matched unit's id; null for a new unit. */
  readonly id: string | null
  readonly values: Readonly<Record<string, number | string | null>>
}

export interface LineProblem {
  /** Line number in the pasted text, from 1 (0 = the whole paste). */
  readonly line: number
  readonly message: string
}

export type LinesResult = { ok: true; units: ParsedUnitLine[] } | { ok: false; problems: LineProblem[] }

export const MAX_LINES_TEXT = 20_000
const NO_VALUE = new Set(['-', '\u2013', '\u2014'])

/** Lower case, accents and repeated spaces gone, a phone's curly apostrophe straight: "Général  Ney" and "general ney", "D’Erlon" and "D'Erlon" are the same name. */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase().replace(/\s+/g, ' ').trim()
}

const q = (t: string) => `‘${t.length > 30 ? `${t.slice(0, 30)}…` : t}’`

/**
 * Splits a line into a name and its values. With tabs, the first cell is the name and the rest are the
 * values; otherwise the last `n` words are the values and the words before them the name (a name
 * may hold spaces; a trailing comma after a word is a separator).
 */
function split(line: string, n: number): { name: string; values: string[] } {
  if (line.includes('\t')) {
    const cells = line.split('\t').map((c) => c.trim())
    return { name: cells[0] ?? '', values: cells.slice(1) }
  }
  const words = line.trim().split(/\s+/).map((w) => w.replace(/,$/, ''))
  const at = Math.max(1, words.length - n)
  return { name: words.slice(0, at).join(' '), values: words.slice(at) }
}

function readValue(col: LineColumn, raw: string): { ok: true; value: number | string | null } | { ok: false; message: string } {
  if (NO_VALUE.has(raw) || raw === '') return col.optional ? { ok: true, value: null } : { ok: false, message: `${col.label} needed` }
  if (col.kind === 'int') {
    const p = parseNumber(raw, { min: col.min ?? 0, max: col.max ?? 99, integer: true, what: col.label })
    if (!p.ok) return { ok: false, message: p.message.includes('not a number') || p.message.includes('two ways') ? `${col.label}: ${p.message}` : `${q(raw)}: ${p.message}` }
    return { ok: true, value: p.value }
  }
  if (col.kind === 'pick') {
    const hit = (col.options ?? []).find((o) => nameKey(o) === nameKey(raw))
    return hit === undefined ? { ok: false, message: `${col.label}: ${q(raw)} is not one of ${(col.options ?? []).join(', ')}` } : { ok: true, value: hit }
  }
  return raw.length > 60 ? { ok: false, message: `${col.label}: too long (at most 60 characters)` } : { ok: true, value: raw }
}

/**
 * Reads an order of battle pasted as lines, one unit per line: a name, then the caller's columns.
 * Names are matched to the caller's units; every problem names its line ("Line 4: no unit called
 * ‘Bylant’ in this list").
 */
export function parseLines(text: string, shape: LinesShape): LinesResult {
  if (text.length > MAX_LINES_TEXT) return { ok: false, problems: [{ line: 0, message: `Too long (${text.length} characters, at most ${MAX_LINES_TEXT}).` }] }
  const known = new Map((shape.known ?? []).map((k) => [nameKey(k.name), k] as const))
  const seen = new Map<string, number>()
  const units: ParsedUnitLine[] = []
  const problems: LineProblem[] = []
  const n = shape.columns.length
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1
    if (raw.trim() === '') return
    const { name, values } = split(raw, n)
    const bad = (message: string) => problems.push({ line, message: `Line ${line}: ${message}.` })
    if (values.length !== n) return bad(`${values.length} ${values.length === 1 ? 'value' : 'values'} after the name; expected ${n} (${shape.columns.map((c) => c.label).join(', ')})`)
    if (name.length > 60) return bad('the name is too long (at most 60 characters)')
    const key = nameKey(name)
    if (seen.has(key)) return bad(`${q(name)} is already on line ${seen.get(key)}`)
    seen.set(key, line)
    const match = known.get(key)
    if (!match && shape.unknown === 'report') return bad(`no unit called ${q(name)} in this list`)
    const out: Record<string, number | string | null> = {}
    const messages: string[] = []
    shape.columns.forEach((col, c) => {
      const v = readValue(col, values[c] ?? '')
      if (v.ok) out[col.key] = v.value
      else messages.push(v.message.replace(/\.$/, ''))
    })
    if (messages.length) return bad(`${name}: ${messages.join('; ')}`)
    units.push({ line, name, id: match?.id ?? null, values: out })
  })
  if (problems.length === 0 && units.length === 0) problems.push({ line: 0, message: 'Nothing pasted: one unit per line, its name then its values.' })
  if (units.length > (shape.maxLines ?? 200)) problems.push({ line: 0, message: `${units.length} units pasted; at most ${shape.maxLines ?? 200}.` })
  return problems.length ? { ok: false, problems } : { ok: true, units }
}
