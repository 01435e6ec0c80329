import { defineStore } from 'pinia'
import * as v from 'valibot'
import { computed, ref, shallowRef } from 'vue'
import { getDb } from '@/db/db'
import { HouseRuleRecordSchema, type HouseRuleRecord } from '@/db/records'
import { describeStorageError } from '@/db/storageError'
import type { HitsTable } from '@/engine/miniatures'
import { HITS_RECORD_ID, hitsRecord, hitsTableOf, type OwnerHitsTable } from '@/rulesets/miniatures/hitsRecord'

/**
 * Tables the owner enters from their own rule book (the texts lack them), kept in IndexedDB apart from any
 * battle, with who entered them, when, and a version a battle action records when it used one.
 */
export const useOwnerTablesStore = defineStore('ownerTables', () => {
  const record = shallowRef<HouseRuleRecord | undefined>(undefined)
  const loaded = ref(false)
  const error = ref<string | null>(null)

  async function load(): Promise<void> {
    try {
      const raw = await getDb().houseRules.get(HITS_RECORD_ID)
      const p = raw === undefined ? null : v.safeParse(HouseRuleRecordSchema, raw)
      record.value = p?.success ? p.output : undefined
      loaded.value = true
    } catch (e) {
      error.value = describeStorageError('read your hits table', e)
    }
  }

  /** Saves the hits table as a new version; throws RulesInputError when a row is wrong. */
  async function saveHits(table: HitsTable, who: string): Promise<OwnerHitsTable | null> {
    const next = hitsRecord(table, who, Date.now(), record.value)
    try {
      await getDb().houseRules.put(next)
    } catch (e) {
      error.value = describeStorageError('save the hits table', e)
      return null
    }
    record.value = next
    error.value = null
    return hitsTableOf(next)
  }

  const hits = computed(() => hitsTableOf(record.value))
  return { hits, loaded, error, load, saveHits }
})
