import { computed, onMounted, type Ref } from 'vue'
import { checkForces, forcesRecordId, HISTORICAL, type Historical } from '@/rulesets/boardgame/scenarioForces'
import type { OwnerForces } from '@/rulesets/boardgame/startForces'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

export const isHistorical = (s: string | null): s is Historical => (HISTORICAL as readonly (string | null)[]).includes(s)

/** The owner's forces for a historical scenario (the Rule book entry), read from the owner-records store, loaded on mount. */
export function useScenarioForces(scenario: Ref<string | null>) {
  const store = useOwnerRecordsStore()
  // A stored entry the roster cannot read is damaged: shown where it is edited, never loaded into a battle.
  for (const s of HISTORICAL) store.readWith('boardgame', forcesRecordId(s), (r) => checkForces(r.data))
  onMounted(() => store.load())
  const record = computed(() => (isHistorical(scenario.value) ? store.get('boardgame', forcesRecordId(scenario.value)) : undefined))
  const owner = computed<OwnerForces | null>(() => {
    const r = record.value
    if (!r) return null
    const forces = checkForces(r.data)
    return forces.units.length ? { forces, recordId: r.id, version: r.version } : null
  })
  return { owner, record, error: computed(() => store.error) }
}
