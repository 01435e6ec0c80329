import { computed } from 'vue'
import { checkTroopFactors, troopOfRecord } from '@/rulesets/wargaming/houseRules'
import { checkHouseTroops, gathered, HOUSE_TROOPS_ID, houseTroopsRecord, troopRecordsOf, withoutTroop, withTroop, type HouseTroops } from '@/rulesets/wargaming/houseTroops'
import type { TroopFactors } from '@/rulesets/wargaming/rosterPresets'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/**
 * The owner's troop types and changed factors from the shared owner-records store, kept as one record (HOUSE_TROOPS_ID) so
 * a rule-book pack carries them; records of one troop each (from before) are still read, and gathered into it on load and
 * on each change. `save` throws RulesInputError for bad factors.
 */
export function useHouseTroops() {
  const store = useOwnerRecordsStore()
  // A stored troop type whose factors do not read is damaged: shown on the Roster, never offered (issue 26).
  for (const kind of ['troopType', 'houseRule'] as const) store.readWith('wargaming', { kind }, (r) => { const t = troopOfRecord(r); return t && checkTroopFactors(t) })
  store.readWith('wargaming', HOUSE_TROOPS_ID, (r) => checkHouseTroops(r.data))
  const own = computed(() => store.get('wargaming', HOUSE_TROOPS_ID))
  const list = computed<HouseTroops>(() => (own.value ? checkHouseTroops(own.value.data) : { troops: [] }))
  const legacy = computed(() => store.of('wargaming').filter((r) => r.id !== HOUSE_TROOPS_ID && troopOfRecord(r)))
  /** Every troop as a record of its own, as the Roster reads them. */
  const records = computed(() => [...legacy.value, ...(own.value ? troopRecordsOf(own.value) : [])])

  async function write(next: HouseTroops) {
    const old = legacy.value
    const saved = await store.put(houseTroopsRecord(next, Date.now(), own.value))
    if (saved) for (const r of old) await store.remove(r.id)
    return saved
  }
  const save = async (troop: TroopFactors, note: string, id: string = crypto.randomUUID()) => write(withTroop(gathered(list.value, legacy.value), troop, note, id))
  const remove = async (id: string) => write(withoutTroop(gathered(list.value, legacy.value), id))
  async function load() {
    await store.load()
    // Gathered once into the one record, unless that record is damaged (then Repair or Remove comes first).
    if (legacy.value.length && !store.damageOf('wargaming', HOUSE_TROOPS_ID)) await write(gathered(list.value, legacy.value))
  }
  return { records, list, save, remove, load, error: computed(() => store.error) }
}
