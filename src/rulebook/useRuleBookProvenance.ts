import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import type { HouseRuleRecord } from '@/db/records'
import type { RulesetId } from '@/rulesets/list'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'
import { useSettingsStore, type RuleBookProvenance } from '@/stores/settings'
import type { RuleBookEntry } from './types'

/** The provenance as a record carries it: "Entered by Anna from the 2nd printing, play aid B". */
export function provenanceText(p: RuleBookProvenance): string {
  const who = p.enteredBy.trim() ? `Entered by ${p.enteredBy.trim()}` : 'Entered on this phone'
  return p.source.trim() ? `${who} from ${p.source.trim()}` : who
}

/**
 * The record an editor saves for `entry`: its data checked by the entry, stamped with the ruleset's
 * provenance, one version over the one it replaces. Throws the entry's check message on bad data.
 */
export function ruleBookRecord(ruleset: RulesetId, entry: RuleBookEntry, data: unknown, provenance: RuleBookProvenance, previous: HouseRuleRecord | undefined, now: number): HouseRuleRecord {
  return {
    id: entry.id, ruleset, kind: entry.recordKind, name: entry.title, data: entry.check(data),
    provenance: provenanceText(provenance), version: (previous?.version ?? 0) + 1, updatedAt: now,
  }
}

/**
 * What a Rule book editor calls when it saves (issue 24): who entered the data and from which printing
 * or play aid (the fields at the top of the Rule book screen, kept per ruleset in the settings), stamped
 * on the record. `save(entry, data)` checks the data with the entry's own `check`, then writes it through
 * the owner-records store; it resolves to the record, or to null with `error` saying why (a check
 * message or storage refusing), nothing written then.
 */
export function useRuleBookProvenance(ruleset: MaybeRefOrGetter<RulesetId>) {
  const settings = useSettingsStore()
  const records = useOwnerRecordsStore()
  const provenance = computed(() => settings.ruleBookProvenance(toValue(ruleset)))
  const stamp = computed(() => provenanceText(provenance.value))
  let lastError: string | null = null

  async function save(entry: RuleBookEntry, data: unknown, now: number = Date.now()): Promise<HouseRuleRecord | null> {
    const id = toValue(ruleset)
    let record: HouseRuleRecord
    try {
      record = ruleBookRecord(id, entry, data, provenance.value, records.records.find((r) => r.id === entry.id && r.ruleset === id), now)
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e)
      return null
    }
    const saved = await records.put(record)
    lastError = saved ? null : records.error
    return saved
  }

  return { provenance, stamp, save, error: () => lastError }
}
