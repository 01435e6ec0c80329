import { computed, onMounted } from 'vue'
import {
  FIRE_RECORD_ID, FORMATIONS_RECORD_ID, MELEE_RECORD_ID, ownedFireTable, ownedFormationsTable, ownedMeleeTable,
} from '@/rulesets/series/ownerTables'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/** The owner's Fire, Melee and Formations Tables from the shared owner-records store, loaded on mount (the Rule book's editors save them). */
export function useOwnerTables() {
  const store = useOwnerRecordsStore()
  // A stored table that does not read is damaged: shown where it is edited, never read (issue 26).
  for (const [id, read] of [[FIRE_RECORD_ID, ownedFireTable], [MELEE_RECORD_ID, ownedMeleeTable], [FORMATIONS_RECORD_ID, ownedFormationsTable]] as const) store.readWith('series', id, read)
  onMounted(() => { if (!store.loaded) void store.load() })
  const rec = (id: string) => store.get('series', id)
  const fire = computed(() => ownedFireTable(rec(FIRE_RECORD_ID)))
  const melee = computed(() => ownedMeleeTable(rec(MELEE_RECORD_ID)))
  const formations = computed(() => ownedFormationsTable(rec(FORMATIONS_RECORD_ID)))
  return { fire, melee, formations, error: computed(() => store.error) }
}
