import type { HouseRuleRecord } from '@/db/records'
import { cleanProvenance, packFileName, toPackFile, type PackProvenance, type RuleBookPack } from './pack'
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
 * One ruleset's rule-book data as a pack file to share or download (the Rule book screen's export). Who
 * entered it and from which printing or play aid are asked for; a pack this app could not import again
 * is never written.
 */
export function exportPack(spec: RuleBookSpec, ruleset: string, records: readonly HouseRuleRecord[], provenance: PackProvenance, now: number = Date.now()): ExportedPack {
  const who = cleanProvenance(provenance)
  if (!who.enteredBy) return { ok: false, message: 'Say who entered these tables (a name or a club).' }
  if (!who.source) return { ok: false, message: 'Say which printing or play aid they come from.' }
  const mine = packRecordsOf(spec, ruleset, records)
  if (!mine.length) return { ok: false, message: 'Nothing to export yet: no table of this rule book is filled in.' }
  const pack = toPackFile(ruleset, mine, who, now)
  const text = JSON.stringify(pack, null, 1)
  const check = restorePack(JSON.parse(text), (id) => (id === ruleset ? spec : null))
  if (!check.ok) return { ok: false, message: `This pack cannot be exported: ${check.message}` }
  return { ok: true, pack, name: packFileName(ruleset, who, now), text }
}
