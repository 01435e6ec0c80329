import { computed } from 'vue'
import { troopRecord } from '@/rulesets/wargaming/houseRules'
import type { TroopFactors } from '@/rulesets/wargaming/rosterPresets'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/** The owner's troop types and changed factors from the shared owner-records store; `save` throws RulesInputError for bad factors. */
export function useHouseTroops() {
  const store = useOwnerRecordsStore()
  const records = computed(() => store.of('wargaming'))
  async function save(troop: TroopFactors, note: string, id: string = crypto.randomUUID()) {
    return store.put(troopRecord(troop, note, id, Date.now(), store.get('wargaming', id)))
  }
  return { records, save, remove: store.remove, load: store.load, error: computed(() => store.error) }
}
