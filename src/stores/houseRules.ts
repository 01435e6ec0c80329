import { defineStore } from 'pinia'
import * as v from 'valibot'
import { ref, shallowRef } from 'vue'
import { getDb } from '@/db/db'
import { HouseRuleRecordSchema, type HouseRuleRecord } from '@/db/records'
import { describeStorageError } from '@/db/storageError'
import { troopRecord } from '@/rulesets/wargaming/houseRules'
import type { TroopFactors } from '@/rulesets/wargaming/rosterPresets'

/**
 * The owner's house rules (troop types, changed factors), kept in IndexedDB apart from any battle and
 * reused by every battle. Records that fail the schema are skipped and counted, never silently used.
 */
export const useHouseRulesStore = defineStore('houseRules', () => {
  const records = shallowRef<HouseRuleRecord[]>([])
  const skipped = ref(0)
  const error = ref<string | null>(null)

  async function load(): Promise<void> {
    try {
      const raw = await getDb().houseRules.toArray()
      const ok = raw.flatMap((r) => {
        const p = v.safeParse(HouseRuleRecordSchema, r)
        return p.success ? [p.output] : []
      })
      skipped.value = raw.length - ok.length
      records.value = ok
    } catch (e) {
      error.value = describeStorageError('read your house rules', e)
    }
  }

  /** Saves (or replaces, by id) a troop type; throws RulesInputError for bad factors. */
  async function saveTroop(troop: TroopFactors, note: string, id: string = crypto.randomUUID()): Promise<HouseRuleRecord | null> {
    const previous = records.value.find((r) => r.id === id)
    const record = troopRecord(troop, note, id, Date.now(), previous)
    try {
      await getDb().houseRules.put(record)
    } catch (e) {
      error.value = describeStorageError(`save ${record.name}`, e)
      return null
    }
    records.value = [...records.value.filter((r) => r.id !== id), record]
    return record
  }

  async function remove(id: string): Promise<void> {
    try {
      await getDb().houseRules.delete(id)
      records.value = records.value.filter((r) => r.id !== id)
    } catch (e) {
      error.value = describeStorageError('delete the house rule', e)
    }
  }

  return { records, skipped, error, load, saveTroop, remove }
})
