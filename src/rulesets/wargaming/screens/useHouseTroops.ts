import { computed } from 'vue'
import { checkTroopFactors, troopOfRecord, troopRecord } from '@/rulesets/wargaming/houseRules'
import type { TroopFactors } from '@/rulesets/wargaming/rosterPresets'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/** The owner's troop types and changed factors from the shared owner-records store; `save` throws RulesInputError for bad factors. */
export function useHouseTroops() {
  const store = useOwnerRecordsStore()
  // A stored troop type whose factors do not read is damaged: shown on the Roster, never offered (issue 26).
  for (const kind of ['troopType', 'houseRule'] as const) store.readWith('wargaming', { kind }, (r) => { const t = troopOfRecord(r); return t && checkTroopFactors(t) })
  const records = computed(() => store.of('wargaming'))
  async function save(troop: TroopFactors, note: string, id: string = crypto.randomUUID()) {
    return store.put(troopRecord(troop, note, id, Date.now(), store.get('wargaming', id)))
  }
  return { records, save, remove: store.remove, load: store.load, error: computed(() => store.error) }
}
