import type { HouseRuleRecord } from '@/db/records'
import { cleanProvenance, NOT_GIVEN, packFileName, toPackFile, type PackProvenance, type RuleBookPack } from './pack'
import { entryOf } from './registry'
import { restorePack } from './restorePack'
import type { RuleBookSpec } from './types'

/**
 * The owner's records a pack can carry: one per rule-book entry of `ruleset`, whose data its entry reads
 * (a damaged record stays home), each with the data as its entry checks it.
 */
export function packRecordsOf(spec: RuleBookSpec, ruleset: string, records: readonly HouseRuleRecord[]): HouseRuleRecord[] {
  return records.flatMap((r) => {
    const entry = r.ruleset === ruleset ? entryOf(spec, r.id) : undefined
    if (!entry) return []
    try {
      return [{ ...r, kind: entry.recordKind, data: entry.check(r.data) }]
    } catch {
      return []
    }
  })
}

export type ExportedPack = { ok: true; pack: RuleBookPack; name: string; text: string } | { ok: false; message: string }

/**
 * THE one export of a ruleset's rule-book data as a pack file: the Rule book screen's Share / Download and the
 * pack a battle file carries. Who entered it and from which printing or play aid are asked for on the screen,
 * never required: a blank one is written "not given" (so the file says so, and the export is never blocked). A
 * pack this app's own import (restorePack) would refuse is never written: the refusal comes back in its words.
 */
export function exportPack(spec: RuleBookSpec, ruleset: string, records: readonly HouseRuleRecord[], provenance: PackProvenance, now: number = Date.now()): ExportedPack {
  const who = cleanProvenance(provenance)
  const mine = packRecordsOf(spec, ruleset, records)
  if (!mine.length) return { ok: false, message: 'Nothing entered yet: there is nothing to share.' }
  const pack = toPackFile(ruleset, mine, { ...who, enteredBy: who.enteredBy || NOT_GIVEN, source: who.source || NOT_GIVEN }, now)
  const text = JSON.stringify(pack, null, 1)
  const check = restorePack(JSON.parse(text), (id) => (id === ruleset ? spec : null))
  if (!check.ok) return { ok: false, message: `This pack cannot be exported: ${check.message}` }
  return { ok: true, pack, name: packFileName(ruleset, who, now), text }
}
