import { computed, onMounted } from 'vue'
import type { HitsTable } from '@/engine/miniatures'
import { validateHitsTable } from '@/engine/miniatures/hitsTable'
import { HITS_RECORD_ID, hitsRecord, hitsTableOf, type OwnerHitsTable } from '@/rulesets/miniatures/hitsRecord'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/** The owner's hits table from the shared owner-records store, loaded on mount; `save` throws RulesInputError for a bad row. */
export function useHitsTable() {
  const store = useOwnerRecordsStore()
  // A stored table the rules cannot use (a row of null) is damaged: shown on the Hits table tab, never read (issue 26).
  store.readWith('miniatures', HITS_RECORD_ID, (r) => { const h = hitsTableOf(r); return h && validateHitsTable(h.table) })
  onMounted(() => store.load())
  const record = () => store.get('miniatures', HITS_RECORD_ID)
  const hits = computed(() => hitsTableOf(record()))
  async function save(table: HitsTable, who: string): Promise<OwnerHitsTable | null> {
    const saved = await store.put(hitsRecord(table, who, Date.now(), record()))
    return saved ? hitsTableOf(saved) : null
  }
  return { hits, save, error: computed(() => store.error) }
}
