import { defineStore } from 'pinia'
import * as v from 'valibot'
import { computed, ref, shallowRef } from 'vue'
import { getDb } from '@/db/db'
import { HouseRuleRecordSchema, type HouseRuleRecord } from '@/db/records'
import { describeStorageError } from '@/db/storageError'
import { issueMessage } from '@/model/issues'
import type { Json } from '@/model/types'
import { ownerRecordDamage, type OwnerRecordDamage, type OwnerRecordReader } from './ownerRecordsCheck'

/** A stored record that fails the store's own schema: kept aside (never used) so its screen can name it and remove it. */
export interface RejectedOwnerRecord {
  readonly id: string
  readonly ruleset: string | null
  readonly name: string
  readonly problem: string
}

const textOf = (x: unknown): string | null => (typeof x === 'string' ? x : null)

/**
 * Every ruleset's owner-entered tables and house rules (troop types, changed factors, hits tables…),
 * kept in IndexedDB apart from any battle and reused by every battle. One store for all rulesets:
 * a ruleset builds its records (with provenance and a version) and reads them back by id or kind.
 *
 * Records are validated on read: one that fails the store's schema is set aside (`rejected`); one that
 * passes it but that its ruleset's reader cannot read (registered with `readWith`) is damaged, never
 * handed to a screen by `get` or `of`: `damageOf` says what is wrong, `repair` keeps its valid part.
 */
export const useOwnerRecordsStore = defineStore('ownerRecords', () => {
  const records = shallowRef<HouseRuleRecord[]>([])
  const rejected = shallowRef<RejectedOwnerRecord[]>([])
  const skipped = computed(() => rejected.value.length)
  const loaded = ref(false)
  const error = ref<string | null>(null)
  const byId = computed(() => new Map(records.value.map((r) => [r.id, r])))
  /** Each ruleset's reader, by record id or by kind (`kind:<kind>`). */
  const readers = new Map<string, OwnerRecordReader>()
  const damages = new WeakMap<HouseRuleRecord, OwnerRecordDamage | null>()

  async function load(): Promise<void> {
    try {
      const raw = await getDb().houseRules.toArray()
      const ok: HouseRuleRecord[] = []
      const bad: RejectedOwnerRecord[] = []
      for (const r of raw) {
        const p = v.safeParse(HouseRuleRecordSchema, r)
        if (p.success) ok.push(p.output)
        else {
          const x = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>
          bad.push({ id: textOf(x.id) ?? '?', ruleset: textOf(x.ruleset), name: textOf(x.name) ?? 'a stored record', problem: issueMessage(p.issues) })
        }
      }
      rejected.value = bad
      records.value = ok
      loaded.value = true
    } catch (e) {
      error.value = describeStorageError('read your tables and house rules', e)
    }
  }

  const key = (ruleset: string, idOrKind: string) => `${ruleset}\u0000${idOrKind}`

  /** Registers how `ruleset` reads its record `id` (or every record of `{ kind }`): a record it cannot read is damaged. */
  function readWith(ruleset: string, which: string | { kind: HouseRuleRecord['kind'] }, read: OwnerRecordReader): void {
    readers.set(key(ruleset, typeof which === 'string' ? which : `kind:${which.kind}`), read)
  }

  function readerOf(r: HouseRuleRecord): OwnerRecordReader | undefined {
    return readers.get(key(r.ruleset, r.id)) ?? readers.get(key(r.ruleset, `kind:${r.kind}`))
  }

  /** What is wrong with a stored record (its ruleset's reader cannot read it, or the store's schema refused it); null when nothing. */
  function damageOf(ruleset: string, id: string): OwnerRecordDamage | null {
    const r = byId.value.get(id)
    if (!r) {
      const bad = rejected.value.find((x) => x.id === id && (x.ruleset === ruleset || x.ruleset === null))
      return bad ? { problem: bad.problem, repaired: null } : null
    }
    if (r.ruleset !== ruleset) return null
    if (!damages.has(r)) {
      const read = readerOf(r)
      damages.set(r, read ? ownerRecordDamage(r, read) : null)
    }
    return damages.get(r) ?? null
  }

  /** The record with this id, if it is one of `ruleset`'s and not damaged. */
  function get(ruleset: string, id: string | undefined): HouseRuleRecord | undefined {
    const r = id === undefined ? undefined : byId.value.get(id)
    return r?.ruleset === ruleset && !damageOf(ruleset, r.id) ? r : undefined
  }

  /** One ruleset's records that are not damaged, optionally of one kind. */
  function of(ruleset: string, kind?: HouseRuleRecord['kind']): HouseRuleRecord[] {
    return records.value.filter((r) => r.ruleset === ruleset && (kind === undefined || r.kind === kind) && !damageOf(ruleset, r.id))
  }

  /** One ruleset's damaged records (by its readers) and rejected ones, optionally of one kind, with what is wrong. */
  function damagedOf(ruleset: string, kind?: HouseRuleRecord['kind']): { id: string; name: string; damage: OwnerRecordDamage }[] {
    const read = records.value.filter((r) => r.ruleset === ruleset && (kind === undefined || r.kind === kind))
      .flatMap((r) => { const damage = damageOf(ruleset, r.id); return damage ? [{ id: r.id, name: r.name, damage }] : [] })
    const refused = rejected.value.filter((x) => x.ruleset === ruleset).map((x) => ({ id: x.id, name: x.name, damage: { problem: x.problem, repaired: null } }))
    return [...read, ...refused]
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
    rejected.value = rejected.value.filter((r) => r.id !== record.id)
    error.value = null
    return record
  }

  /**
   * Saves (or replaces, by id) several records in ONE transaction: all are stored or none (a rule-book
   * pack is never half applied, issue 24). False and `error` set when storage refuses.
   */
  async function putMany(list: readonly HouseRuleRecord[]): Promise<boolean> {
    try {
      const db = getDb()
      await db.transaction('rw', db.houseRules, async () => { await db.houseRules.bulkPut([...list]) })
    } catch (e) {
      error.value = describeStorageError(list.length === 1 ? `save ${list[0]!.name}` : `save ${list.length} tables`, e)
      return false
    }
    const ids = new Set(list.map((r) => r.id))
    records.value = [...records.value.filter((r) => !ids.has(r.id)), ...list]
    rejected.value = rejected.value.filter((r) => !ids.has(r.id))
    error.value = null
    return true
  }

  /** Keeps the valid part of a damaged record, as a new version that says it was repaired; null when there is nothing to keep. */
  async function repair(ruleset: string, id: string, now: number = Date.now()): Promise<HouseRuleRecord | null> {
    const r = byId.value.get(id)
    const data: Json | null | undefined = r && damageOf(ruleset, id)?.repaired
    if (!r || data === null || data === undefined) return null
    const provenance = `${r.provenance.replace(/ \(repaired: its damaged part removed\)$/, '')} (repaired: its damaged part removed)`
    return put({ ...r, data, provenance, version: r.version + 1, updatedAt: now })
  }

  async function remove(id: string): Promise<void> {
    try {
      await getDb().houseRules.delete(id)
      records.value = records.value.filter((r) => r.id !== id)
      rejected.value = rejected.value.filter((r) => r.id !== id)
    } catch (e) {
      error.value = describeStorageError('delete the record', e)
    }
  }

  return { records, rejected, skipped, loaded, error, load, readWith, damageOf, damagedOf, get, of, put, putMany, repair, remove }
})
