import { defineStore } from 'pinia'
import * as v from 'valibot'
import { computed, ref, shallowRef } from 'vue'
import { getDb } from '@/db/db'
import { HouseRuleRecordSchema, type HouseRuleRecord } from '@/db/records'
import { describeStorageError } from '@/db/storageError'

/**
 * Every ruleset's owner-entered tables and house rules (troop types, changed factors, hits tables…),
 * kept in IndexedDB apart from any battle and reused by every battle. One store for all rulesets:
 * a ruleset builds its records (with provenance and a version) and reads them back by id or kind.
 * Records that fail the schema are set aside and counted, never silently used.
 */
export const useOwnerRecordsStore = defineStore('ownerRecords', () => {
  const records = shallowRef<HouseRuleRecord[]>([])
  const skipped = ref(0)
  const loaded = ref(false)
  const error = ref<string | null>(null)
  const byId = computed(() => new Map(records.value.map((r) => [r.id, r])))

  async function load(): Promise<void> {
    try {
      const raw = await getDb().houseRules.toArray()
      const ok = raw.flatMap((r) => {
        const p = v.safeParse(HouseRuleRecordSchema, r)
        return p.success ? [p.output] : []
      })
      skipped.value = raw.length - ok.length
      records.value = ok
      loaded.value = true
    } catch (e) {
      error.value = describeStorageError('read your tables and house rules', e)
    }
  }

  /** The record with this id, if it is one of `ruleset`'s. */
  function get(ruleset: string, id: string | undefined): HouseRuleRecord | undefined {
    const r = id === undefined ? undefined : byId.value.get(id)
    return r?.ruleset === ruleset ? r : undefined
  }

  /** One ruleset's records, optionally of one kind. */
  function of(ruleset: string, kind?: HouseRuleRecord['kind']): HouseRuleRecord[] {
    return records.value.filter((r) => r.ruleset === ruleset && (kind === undefined || r.kind === kind))
  }

  /** Saves (or replaces, by id) a record the ruleset built; null and `error` set when storage refuses. */
  async function put(record: HouseRuleRecord): Promise<HouseRuleRecord | null> {
    try {
      await getDb().houseRules.put(record)
    } catch (e) {
      error.value = describeStorageError(`save ${record.name}`, e)
      return null
    }
    records.value = [...records.value.filter((r) => r.id !== record.id), record]
    error.value = null
    return record
  }

  async function remove(id: string): Promise<void> {
    try {
      await getDb().houseRules.delete(id)
      records.value = records.value.filter((r) => r.id !== id)
    } catch (e) {
      error.value = describeStorageError('delete the record', e)
    }
  }

  return { records, skipped, loaded, error, load, get, of, put, remove }
})
