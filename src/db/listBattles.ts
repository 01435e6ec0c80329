import * as v from 'valibot'
import { issueMessage } from '@/model/issues'
import { damagedEntry, type DamagedBattle } from './damagedEntry'
import { BattleRecordSchema, type BattleRecord } from './records'
import { StorageError } from './storageError'

/**
 * The battle list's first read, without Dexie: the list is the first screen, and Dexie (about
 * 30 KiB gzipped) is only needed once something is written or a battle is opened.
 *
 * The database's name is declared here and db.ts imports it; the version is the one db.ts declares
 * (listBattles.test.ts keeps them in step), not imported from there, as that module brings Dexie with it.
 */
export const LIST_DB_NAME = 'aide-de-camp'
/** The newest `db.version(n)` of AdcDatabase. */
export const DEXIE_VERSION = 3
/** Dexie opens its version n as IndexedDB version n × 10 (and adds 1 when it patches a schema). */
export const NATIVE_VERSION = DEXIE_VERSION * 10

/** Every stored battle passes its schema before the app uses it: the list, and every open (readBattle.ts). */
export function checkBattleRecord(raw: unknown): BattleRecord {
  const parsed = v.safeParse(BattleRecordSchema, raw)
  if (parsed.success) return parsed.output
  const id = typeof raw === 'object' && raw && 'id' in raw ? String(raw.id) : '?'
  throw new StorageError(`Stored battle ${id} is damaged: ${issueMessage(parsed.issues)}`)
}

/**
 * The usable records, and the damaged ones set aside (never used): a record that fails its schema, or
 * one a database upgrade marked with `damage` (its stored log cannot be read).
 */
export function checkBattleRecords(raws: readonly unknown[]): { records: BattleRecord[]; damaged: DamagedBattle[] } {
  const records: BattleRecord[] = []
  const damaged: DamagedBattle[] = []
  for (const raw of raws) {
    const parsed = v.safeParse(BattleRecordSchema, raw)
    if (!parsed.success) damaged.push(damagedEntry(raw, issueMessage(parsed.issues)))
    else if (parsed.output.damage !== undefined) damaged.push(damagedEntry(raw, parsed.output.damage))
    else records.push(parsed.output)
  }
  return { records, damaged }
}

/**
 * Every record of the `battles` store, unchecked, read on the raw IndexedDB API. Opens the
 * database WITHOUT a version (so it never upgrades anything) and closes the connection at once,
 * so it can never hold up Dexie's upgrade. Resolves:
 * - `[]` when there is no database yet: it is not created (Dexie creates it on the first write);
 * - the records when the database is at the app's current version or newer;
 * - `null` when Dexie must read instead: the database is older (Dexie runs the upgrade), lacks the
 *   store, the open was blocked, or the browser refused. Never rejects.
 */
export function readStoredBattles(
  name: string = LIST_DB_NAME,
  idb: Pick<IDBFactory, 'open'> | null = globalThis.indexedDB ?? null,
): Promise<unknown[] | null> {
  return new Promise((resolve) => {
    let done = false
    const finish = (value: unknown[] | null) => {
      if (!done) resolve(value)
      done = true
    }
    let request: IDBOpenDBRequest
    try {
      if (!idb) throw new Error('no IndexedDB')
      request = idb.open(name)
    } catch {
      finish(null)
      return
    }
    // Without a version this only fires for a database that does not exist: leave it uncreated.
    request.onupgradeneeded = () => {
      request.transaction?.abort()
      finish([])
    }
    request.onerror = (e) => {
      e.preventDefault()
      finish(null)
    }
    // Another connection must first let a version change through: Dexie's path waits for it properly.
    request.onblocked = () => finish(null)
    request.onsuccess = () => {
      const db = request.result
      db.onversionchange = () => db.close()
      if (done || db.version < NATIVE_VERSION || !db.objectStoreNames.contains('battles')) {
        db.close()
        finish(null)
        return
      }
      try {
        const tx = db.transaction('battles', 'readonly')
        const all = tx.objectStore('battles').getAll()
        tx.oncomplete = () => finish(all.result as unknown[])
        tx.onerror = tx.onabort = () => finish(null)
      } catch {
        finish(null)
      } finally {
        // Closes as soon as the read transaction ends; no new transaction can start on it.
        db.close()
      }
    }
  })
}
