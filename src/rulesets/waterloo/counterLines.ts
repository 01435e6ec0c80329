import { parseNumber } from '@/calc/parseNumber'
import { mustBeSmall } from '@/engine/waterloo/corpsForces'
import { ORDER_OF_BATTLE, type OrderOfBattleUnit } from '@/engine/waterloo/orderOfBattle'
import type { SideValues } from '@/engine/waterloo/units'
import { parseLines, type LineColumn, type LineProblem, type ParsedUnitLine } from '@/rulebook/parseLines'
import { FIELD_LIMITS, type CounterEntry } from './counters'

/**
 * The counter values pasted as lines (seed 002, A-2a), one unit the text names per line, as its counter reads:
 * name, type, then Fresh SP AF ER and Battleworn SP AF ER. "3*" is an SP with the Small Unit asterisk, "3H" a Heavy
 * artillery AF; "-" where the text prints the value or the owner has none. Bounds are the counters' (FIELD_LIMITS).
 */
const SIDES = ['fresh', 'battleworn'] as const
const KEYS = ['strengthPoints', 'artilleryFactor', 'elanRating'] as const
const TYPES = ['infantry', 'artillery', 'HC', 'LC', 'cavalry'] as const

export const COUNTER_COLUMNS: readonly LineColumn[] = [
  { key: 'type', label: 'type', kind: 'pick', options: TYPES, optional: true },
  ...SIDES.flatMap((side) => KEYS.map((k): LineColumn => ({
    key: `${side}.${k}`, label: `${side === 'fresh' ? 'Fresh' : 'Battleworn'} ${FIELD_LIMITS[k][2]}`, optional: true,
    // SP and AF are read below (an asterisk or an H may follow the number); ER is a plain 1–6.
    ...(k === 'elanRating' ? { kind: 'int', min: FIELD_LIMITS[k][0], max: FIELD_LIMITS[k][1] } : { kind: 'text' }),
  }))),
]

/** An example line for the paste box: a unit of the text, values as a counter shows them (not real values). */
export const COUNTER_LINES_HINT = 'Jerome infantry 4 1 4 3 1 3\nSomerset HC 3 1 5 2 1 4\nHougoumont infantry 1* 0 5 1* 0 4'

export type CounterLinesResult = { ok: true; entries: [string, CounterEntry][] } | { ok: false; problems: LineProblem[] }

/**
 * One pasted SP, AF or ER within the counters' bounds; `mark` is the asterisk after an SP (Small Unit) or the H after
 * an AF (Heavy artillery), as the counter prints them (A-2a).
 */
export function readFactor(raw: string | number, side: 'fresh' | 'battleworn', k: keyof SideValues):
  { ok: true; value: number; mark: boolean; what: string } | { ok: false; message: string } {
  const [min, max, short] = FIELD_LIMITS[k]
  const what = `${side === 'fresh' ? 'Fresh' : 'Battleworn'} ${short}`
  let text = String(raw).trim()
  const mark = (k === 'strengthPoints' && text.endsWith('*')) || (k === 'artilleryFactor' && /\dh$/i.test(text))
  if (mark) text = text.slice(0, -1)
  const n = parseNumber(text, { min, max, integer: true, what })
  if (!n.ok) return { ok: false, message: n.message.replace(/\.$/, '') }
  return n.value === null ? { ok: false, message: `${what} needed` } : { ok: true, value: n.value, mark, what }
}

function readLine(p: ParsedUnitLine, u: OrderOfBattleUnit): { entry: CounterEntry; problems: string[] } {
  const problems: string[] = []
  const entry: { -readonly [K in keyof CounterEntry]: CounterEntry[K] } = {}
  const t = p.values.type
  if (typeof t === 'string') {
    const type = t === 'HC' || t === 'LC' ? 'cavalry' : (t as 'infantry' | 'artillery' | 'cavalry')
    if (u.type !== null && u.type !== type) problems.push(`the text prints ${u.name} as ${u.type}, not ${type}`)
    else if (u.type === null) entry.type = type
    if (t === 'HC' || t === 'LC') {
      if (u.cavalryWeight !== null && u.cavalryWeight !== t) problems.push(`the text prints ${u.name} as ${u.cavalryWeight}, not ${t}`)
      else if (u.cavalryWeight === null) entry.cavalryWeight = t
    }
  }
  let small: boolean | undefined
  let heavy: boolean | undefined
  for (const side of SIDES) {
    const out: { -readonly [K in keyof SideValues]?: number } = {}
    for (const k of KEYS) {
      const raw = p.values[`${side}.${k}`]
      if (raw === null || raw === undefined) continue
      const n = readFactor(raw, side, k)
      if (!n.ok) { problems.push(n.message); continue }
      if (k === 'strengthPoints') small = (small ?? false) || n.mark
      if (k === 'artilleryFactor') heavy = (heavy ?? false) || n.mark
      const printed = u[side][k]
      if (printed !== null && printed !== n.value) problems.push(`${n.what} is printed ${printed} (seed 002), not ${n.value}`)
      else if (printed === null) out[k] = n.value
    }
    if (Object.keys(out).length) entry[side] = out
  }
  // seed 002, A-2: every Imperial Guard infantry unit is a Small Unit, so its counter's SP carries the asterisk.
  if (small === false && mustBeSmall(u.corps, entry.type ?? u.type)) problems.push('an Imperial Guard infantry unit is a Small Unit (seed 002, A-2): its SP carries an asterisk, "3*"')
  if (small !== undefined && u.smallUnit === null) entry.smallUnit = small
  if (heavy !== undefined && u.heavyArtillery === null) entry.heavyArtillery = heavy
  return { entry, problems }
}

/** What parseLines read, checked against what the text prints: the entries, or every problem by line. */
export function counterEntriesOf(units: readonly ParsedUnitLine[]): { entries: [string, CounterEntry][]; problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const entries: [string, CounterEntry][] = []
  for (const p of units) {
    const u = ORDER_OF_BATTLE.find((x) => x.id === p.id)
    if (!u) { problems.push({ line: p.line, message: `Line ${p.line}: no unit called ${p.name.slice(0, 30)} in the order of battle.` }); continue }
    const r = readLine(p, u)
    if (r.problems.length) problems.push({ line: p.line, message: `Line ${p.line}: ${u.name}: ${r.problems.join('; ')}.` })
    else entries.push([u.id, r.entry])
  }
  return { entries, problems }
}

/** The paste box's reading: names matched to the units the text names (L), one line each at most. */
export const COUNTER_LINES_SHAPE = { columns: COUNTER_COLUMNS, known: ORDER_OF_BATTLE.map((u) => ({ id: u.id, name: u.name })), unknown: 'report', maxLines: ORDER_OF_BATTLE.length } as const

/** Reads the pasted lines: every name matched to a unit the text names, every value against the counters' bounds. */
export function readCounterLines(text: string): CounterLinesResult {
  const parsed = parseLines(text, COUNTER_LINES_SHAPE)
  if (!parsed.ok) return parsed
  const r = counterEntriesOf(parsed.units)
  return r.problems.length ? { ok: false, problems: r.problems } : { ok: true, entries: r.entries }
}
