import { computed, onMounted } from 'vue'
import type { HitsTable } from '@/engine/miniatures'
import { HITS_RECORD_ID, hitsRecord, hitsTableOf, type OwnerHitsTable } from '@/rulesets/miniatures/hitsRecord'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'

/** The owner's hits table from the shared owner-records store, loaded on mount; `save` throws RulesInputError for a bad row. */
export function useHitsTable() {
  const store = useOwnerRecordsStore()
  onMounted(() => store.load())
  const record = () => store.get('miniatures', HITS_RECORD_ID)
  const hits = computed(() => hitsTableOf(record()))
  async function save(table: HitsTable, who: string): Promise<OwnerHitsTable | null> {
    const saved = await store.put(hitsRecord(table, who, Date.now(), record()))
    return saved ? hitsTableOf(saved) : null
  }
  return { hits, save, error: computed(() => store.error) }
}
