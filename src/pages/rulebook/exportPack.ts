import type { HouseRuleRecord } from '@/db/records'
import { packFileName, toPackFile } from '@/rulebook/pack'
import type { RuleBookSpec } from '@/rulebook/types'
import type { RuleBookProvenance } from '@/stores/settings'

/**
 * A ruleset's pack file as text: the records of its rule book's entries whose data the entry reads (a
 * damaged record stays on the phone), with the ruleset's provenance. null when nothing is entered yet.
 */
export function packText(ruleset: string, spec: RuleBookSpec, records: readonly HouseRuleRecord[], provenance: RuleBookProvenance, now: number = Date.now()): { name: string; text: string; count: number } | null {
  const byId = new Map(records.filter((r) => r.ruleset === ruleset).map((r) => [r.id, r]))
  const good = spec.entries.flatMap((e) => {
    const r = byId.get(e.id)
    if (!r) return []
    try { return [{ ...r, data: e.check(r.data) }] } catch { return [] }
  })
  if (good.length === 0) return null
  const pack = toPackFile(ruleset, good, { enteredBy: provenance.enteredBy, source: provenance.source }, now)
  return { name: packFileName(ruleset, provenance, now), text: JSON.stringify(pack, null, 1), count: good.length }
}
