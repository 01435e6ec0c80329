import type { HouseRuleRecord } from '@/db/records'
import { QUOTE_LIMIT, quote } from '@/model/issues'
import type { Json } from '@/model/types'
import type { PackRecord, RuleBookPack } from './pack'
import { entryOf } from './registry'
import type { RuleBookEntry, RuleBookLine, RuleBookSpec } from './types'

/** One line that differs: `yours` or `pack` is null where that side has no such line. */
export interface LineChange {
  readonly key: string
  readonly label: string
  readonly yours: string | null
  readonly pack: string | null
}

/**
 * One entry the pack holds, against this phone's record of it: 'new' (you have none), 'same', or
 * 'changed' (a conflict: the owner keeps theirs or takes the pack's; keep is the default).
 */
export interface PackDiffEntry {
  readonly entry: RuleBookEntry
  readonly status: 'new' | 'same' | 'changed'
  /** The pack's record, its data as the entry checked it. */
  readonly record: PackRecord
  /** This phone's record, if any. */
  readonly yours: HouseRuleRecord | null
  /** Set when your record cannot be read by its entry (it is damaged): taking the pack's replaces it. */
  readonly yoursProblem: string | null
  /** 'new': every line of the pack's; 'changed': the lines that differ; 'same': none. */
  readonly lines: readonly LineChange[]
}

export interface PackDiff {
  readonly ruleset: string
  /** The pack's entries, in the rule book's screen order. */
  readonly entries: readonly PackDiffEntry[]
  /** Entries of the rule book the pack does not hold: left as they are. */
  readonly untouched: readonly RuleBookEntry[]
  readonly counts: { readonly new: number; readonly changed: number; readonly same: number }
}

/** What the owner chose for an entry: 'keep' yours (or, for a new one, do not add it), or 'take' the pack's. */
export type PackChoice = 'keep' | 'take'

/** The default choice: a new entry is taken, a conflict keeps yours, the same needs nothing. */
export const defaultChoice = (d: Pick<PackDiffEntry, 'status'>): PackChoice => (d.status === 'new' ? 'take' : 'keep')

/** Lines by key; a key met again (a spec listing it twice) is told apart by its count. */
function byKey(lines: readonly RuleBookLine[]): Map<string, RuleBookLine> {
  const out = new Map<string, RuleBookLine>()
  const seen = new Map<string, number>()
  for (const line of lines) {
    const n = seen.get(line.key) ?? 0
    seen.set(line.key, n + 1)
    out.set(n ? `${line.key}\u0000${n}` : line.key, line)
  }
  return out
}

/** JSON with keys in order: two data equal in value give the same text. */
function canonical(x: Json): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x)
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`
  return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${canonical(x[k] as Json)}`).join(',')}}`
}

function changedLines(yours: readonly RuleBookLine[], theirs: readonly RuleBookLine[]): LineChange[] {
  const mine = byKey(yours)
  const pack = byKey(theirs)
  const out: LineChange[] = []
  for (const [key, line] of pack) {
    const own = mine.get(key)
    if (own?.text !== line.text) out.push({ key: line.key, label: line.label, yours: own?.text ?? null, pack: line.text })
  }
  for (const [key, own] of mine) if (!pack.has(key)) out.push({ key: own.key, label: own.label, yours: own.text, pack: null })
  return out
}

const said = (e: unknown) => quote(e instanceof Error ? e.message : String(e), 3 * QUOTE_LIMIT)

/**
 * The pack (read by restorePack against the same spec) against this phone's records: per entry the pack
 * holds, new, the same, or changed with the lines that differ (`entry.lines`). Records of other rulesets
 * in `own` are ignored. Changes nothing.
 */
export function diffPack(spec: RuleBookSpec, pack: RuleBookPack, own: readonly HouseRuleRecord[]): PackDiff {
  const mine = new Map(own.filter((r) => r.ruleset === pack.ruleset).map((r) => [r.id, r]))
  const held = new Map(pack.records.map((r) => [r.id, r]))
  const entries: PackDiffEntry[] = []
  for (const entry of spec.entries) {
    const record = held.get(entry.id)
    if (!record || entryOf(spec, record.id) !== entry) continue
    const theirs = entry.lines(record.data)
    const yours = mine.get(entry.id) ?? null
    if (!yours) {
      entries.push({ entry, status: 'new', record, yours: null, yoursProblem: null, lines: changedLines([], theirs) })
      continue
    }
    let data: Json
    let lines: readonly RuleBookLine[]
    try {
      data = entry.check(yours.data)
      lines = entry.lines(data)
    } catch (e) {
      entries.push({ entry, status: 'changed', record, yours, yoursProblem: said(e), lines: changedLines([], theirs) })
      continue
    }
    const changed = changedLines(lines, theirs)
    if (!changed.length && canonical(data) !== canonical(record.data))
      changed.push({ key: '', label: `${entry.title}: values not shown line by line`, yours: quote(canonical(data)), pack: quote(canonical(record.data)) })
    entries.push({ entry, status: changed.length ? 'changed' : 'same', record, yours, yoursProblem: null, lines: changed })
  }
  const untouched = spec.entries.filter((e) => !held.has(e.id))
  const count = (s: PackDiffEntry['status']) => entries.filter((d) => d.status === s).length
  return { ruleset: pack.ruleset, entries, untouched, counts: { new: count('new'), changed: count('changed'), same: count('same') } }
}
