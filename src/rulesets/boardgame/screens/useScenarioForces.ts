import { computed, onMounted, type Ref } from 'vue'
import type { HouseRuleRecord } from '@/db/records'
import { checkForces, forcesRecordId, HISTORICAL, type Historical, type ScenarioForces } from '@/rulesets/boardgame/scenarioForces'
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
  async function save(s: Historical, forces: ScenarioForces, provenance: string, name: string): Promise<HouseRuleRecord | null> {
    const previous = store.get('boardgame', forcesRecordId(s))
    return store.put({
      id: forcesRecordId(s), ruleset: 'boardgame', kind: 'table', name, data: JSON.parse(JSON.stringify(checkForces(forces))) as HouseRuleRecord['data'],
      provenance: provenance.trim() || 'entered by the owner from the Italian rules', version: (previous?.version ?? 0) + 1, updatedAt: Date.now(),
    })
  }
  return { owner, record, save, remove: store.remove, error: computed(() => store.error) }
}
