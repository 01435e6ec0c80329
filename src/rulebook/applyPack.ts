import type { HouseRuleRecord } from '@/db/records'
import { RULESET_IDS, type RulesetId } from '@/rulesets/list'
import { defaultChoice, diffPack, type PackChoice, type PackDiff, type PackDiffEntry } from './diffPack'
import { given, PROVENANCE_NOTE_MAX, type PackRecord, type RuleBookPack } from './pack'
import type { RuleBookSpec } from './types'

/** Where a record taken from a pack came from, added to its own provenance (replacing an earlier one, so it never grows). */
const FROM_PACK = ' — from the rule-book pack by '

/** The record's provenance plus the pack's who, source and day: "typed from card B — from the rule-book pack by Anna (play aid B), 2026-11-27". */
export function takenProvenance(record: PackRecord, pack: RuleBookPack): string {
  const own = record.provenance.split(FROM_PACK)[0]!.trim() || 'no note'
  const { enteredBy, source, note } = pack.provenance
  const what = [given(source) || 'source not said', note].filter(Boolean).join('; ')
  const from = `${FROM_PACK}${given(enteredBy) || 'someone unnamed'} (${what}), ${new Date(pack.exportedAt).toISOString().slice(0, 10)}`
  return `${own.slice(0, Math.max(0, PROVENANCE_NOTE_MAX - from.length))}${from}`.slice(0, PROVENANCE_NOTE_MAX)
}

const choiceOf = (d: PackDiffEntry, choices: ReadonlyMap<string, PackChoice>): PackChoice => choices.get(d.entry.id) ?? defaultChoice(d)

/**
 * The records the owner confirmed: each new entry and each conflict set to 'take' (never one the same,
 * never one kept). A taken record keeps the pack's data, its provenance with the pack's (who, when,
 * source) and its time; its version goes past yours (and is never below the pack's).
 */
export function recordsToApply(diff: PackDiff, pack: RuleBookPack, choices: ReadonlyMap<string, PackChoice>): HouseRuleRecord[] {
  const ruleset = RULESET_IDS.find((id) => id === pack.ruleset)
  if (!ruleset) return []
  return diff.entries
    .filter((d) => d.status !== 'same' && choiceOf(d, choices) === 'take')
    .map((d) => ({
      id: d.entry.id,
      ruleset: ruleset satisfies RulesetId,
      kind: d.entry.recordKind,
      name: d.entry.title,
      data: d.record.data,
      provenance: takenProvenance(d.record, pack),
      version: Math.max((d.yours?.version ?? 0) + 1, d.record.version),
      updatedAt: d.record.updatedAt,
    }))
}

/** What the review showed, entry by entry: a diff made again on the records now must say the same. */
const reviewed = (diff: PackDiff) => JSON.stringify(diff.entries.map((d) => [d.entry.id, d.status, d.yours?.version ?? null, d.lines]))

export type ApplyResult =
  | { ok: true; written: readonly HouseRuleRecord[] }
  | { ok: false; message: string; diff?: PackDiff }

/**
 * Applies what the owner confirmed, in ONE write (`putMany`: all or nothing). The diff is made again on
 * the records as they are now: if one changed since the review (edited on the Rule book screen meanwhile),
 * nothing is written and the fresh diff is returned to review again.
 */
export async function applyPack(
  spec: RuleBookSpec, pack: RuleBookPack, shown: PackDiff, choices: ReadonlyMap<string, PackChoice>,
  own: readonly HouseRuleRecord[], putMany: (records: readonly HouseRuleRecord[]) => Promise<boolean>,
): Promise<ApplyResult> {
  const now = diffPack(spec, pack, own)
  if (reviewed(now) !== reviewed(shown)) {
    const moved = now.entries.filter((d, i) => reviewed({ ...now, entries: [d] }) !== reviewed({ ...shown, entries: shown.entries.slice(i, i + 1) }))
    const names = moved.map((d) => d.entry.title).join(', ') || 'its tables'
    return { ok: false, message: `Your rule book changed since this review (${names}); nothing was written. Look at the differences again.`, diff: now }
  }
  const records = recordsToApply(now, pack, choices)
  if (!records.length) return { ok: true, written: [] }
  if (!(await putMany(records))) return { ok: false, message: 'Your tables could not be saved; nothing was changed.' }
  return { ok: true, written: records }
}
