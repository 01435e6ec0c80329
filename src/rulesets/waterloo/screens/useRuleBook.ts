import { computed, onMounted } from 'vue'
import { COUNTERS_RECORD_ID } from '@/rulesets/waterloo/counters'
import { FORCES_RECORD_ID, forcesOf } from '@/rulesets/waterloo/ownerForces'
import { ruleBook } from '@/rulesets/waterloo/ruleBook'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/**
 * What the battle screens read of the Rule book (issue 24): each entry's status summary for its RuleBookLink
 * ("27 of 38 counters need values"), and the owner's order of battle (the units the text does not name).
 */
export function useWlRuleBook() {
  const store = useOwnerRecordsStore()
  onMounted(() => { if (!store.loaded) void store.load() })
  function summary(id: string): string {
    const entry = ruleBook.entries.find((e) => e.id === id)!
    const r = store.get('waterloo', id)
    try { return entry.status(r ? entry.check(r.data) : undefined).summary } catch { return entry.status(undefined).summary }
  }
  const forces = computed(() => forcesOf(store.get('waterloo', FORCES_RECORD_ID)))
  return {
    forces, summary,
    countersSummary: computed(() => summary(COUNTERS_RECORD_ID)),
    forcesSummary: computed(() => summary(FORCES_RECORD_ID)),
  }
}
