import { computed, onMounted } from 'vue'
import type { FireTable } from '@/engine/series/fireTable'
import type { FormationsTable } from '@/engine/series/formationsTable'
import type { MeleeTable } from '@/engine/series/meleeTable'
import {
  FIRE_RECORD_ID, FORMATIONS_RECORD_ID, MELEE_RECORD_ID, ownedFireTable, ownedFormationsTable, ownedMeleeTable, tableRecord,
} from '@/rulesets/series/ownerTables'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/** The owner's Fire, Melee and Formations Tables from the shared owner-records store, loaded on mount. */
export function useOwnerTables() {
  const store = useOwnerRecordsStore()
  // A stored table that does not read is damaged: shown where it is edited, never read (issue 26).
  for (const [id, read] of [[FIRE_RECORD_ID, ownedFireTable], [MELEE_RECORD_ID, ownedMeleeTable], [FORMATIONS_RECORD_ID, ownedFormationsTable]] as const) store.readWith('series', id, read)
  onMounted(() => { if (!store.loaded) void store.load() })
  const rec = (id: string) => store.get('series', id)
  const fire = computed(() => ownedFireTable(rec(FIRE_RECORD_ID)))
  const melee = computed(() => ownedMeleeTable(rec(MELEE_RECORD_ID)))
  const formations = computed(() => ownedFormationsTable(rec(FORMATIONS_RECORD_ID)))
  const save = (id: string, t: FireTable | MeleeTable | FormationsTable) => store.put(tableRecord(id, t, Date.now(), rec(id)))
  return { fire, melee, formations, save, error: computed(() => store.error) }
}
