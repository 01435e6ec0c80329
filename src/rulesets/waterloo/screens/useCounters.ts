import { computed, onMounted } from 'vue'
import { countersOf, countersRecord, COUNTERS_RECORD_ID, type CounterEntry } from '@/rulesets/waterloo/counters'
import { useRuleBookProvenance } from '@/rulebook/useRuleBookProvenance'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/** The owner's counter values from the shared owner-records store; `save` throws RulesInputError naming the field. */
export function useCounters() {
  const store = useOwnerRecordsStore()
  store.readWith('waterloo', COUNTERS_RECORD_ID, countersOf) // values that do not read are damaged (issue 26)
  onMounted(() => { if (!store.loaded) void store.load() })
  const record = () => store.get('waterloo', COUNTERS_RECORD_ID)
  const counters = computed(() => countersOf(record()))
  const values = computed(() => counters.value?.values ?? {})
  // Who entered it and from what: typed beside the form, else the Rule book's provenance (issue 24).
  const { stamp } = useRuleBookProvenance('waterloo')
  async function save(unitId: string, entry: CounterEntry, who: string) {
    return store.put(countersRecord(record(), unitId, entry, who.trim() || stamp.value, Date.now()))
  }
  return { counters, values, save, error: computed(() => store.error) }
}
