import Dexie from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import fixture from './fixtures/v1-database.json'
import { AdcDatabase, DB_NAME } from './db'
import { checkBattleRecords, DEXIE_VERSION, LIST_DB_NAME, NATIVE_VERSION, readStoredBattles } from './listBattles'
import { readBattleRecord } from './readBattle'
import type { BattleRecord } from './records'
import { RULESET_IDS } from '@/rulesets/list'

/** How valibot lists the ruleset ids a file may name. */
const ONE_OF_RULESETS = RULESET_IDS.map((id) => `"${id}"`).join(' | ')

const names: string[] = []
const freshName = () => {
  names.push(`adc-list-${crypto.randomUUID()}`)
  return names.at(-1)!
}
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)))
})

const v1 = fixture.battles[0]!
const record = (id: string, extra: Partial<BattleRecord> = {}) =>
  ({ ...v1, id, setup: { ...v1.setup, id }, name: 'Ligny', lastSeq: 0, deletedAt: null, ...extra }) as BattleRecord

/** Opens the database natively at `version`, with the stores `stores`, and closes it. */
function nativeDb(name: string, version: number, stores: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, version)
    req.onupgradeneeded = () => stores.forEach((s) => req.result.createObjectStore(s, { keyPath: 'id' }))
    req.onsuccess = () => {
      req.result.close()
      resolve()
    }
    req.onerror = () => reject(req.error)
  })
}

describe('the battle list read without Dexie', () => {
  it('reads the database db.ts declares, at its version (Dexie version n is IndexedDB version n × 10)', () => {
    expect(LIST_DB_NAME).toBe(DB_NAME)
    expect(new AdcDatabase(freshName()).verno).toBe(DEXIE_VERSION)
    expect(NATIVE_VERSION).toBe(30)
  })

  it('no database yet: an empty list, and the database is not created (Dexie creates it on the first write)', async () => {
    const name = freshName()
    expect(await readStoredBattles(name)).toEqual([])
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name)
    const db = new AdcDatabase(name)
    await db.battles.add(record('b1'))
    expect(db.verno).toBe(3)
    expect(await readStoredBattles(name)).toEqual([record('b1')])
    db.close()
  })

  it('a current database: every record, in key order, and the connection closed at once', async () => {
    const name = freshName()
    const db = new AdcDatabase(name)
    await db.battles.bulkAdd([record('b2', { name: 'Wavre' }), record('b1')])
    db.close()
    const close = vi.spyOn(IDBDatabase.prototype, 'close')
    expect(await readStoredBattles(name)).toEqual([record('b1'), record('b2', { name: 'Wavre' })])
    expect(close).toHaveBeenCalledTimes(1)
    // Nothing holds the database: a version change goes straight through.
    const blocked = vi.fn()
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(name, 30)
      req.onblocked = blocked
      req.onsuccess = () => {
        req.result.close()
        resolve()
      }
      req.onerror = () => reject(req.error)
    })
    expect(blocked).not.toHaveBeenCalled()
  })

  it('a database at version 1 is left to Dexie, which upgrades it exactly as before', async () => {
    const name = freshName()
    const old = new Dexie(name)
    old.version(1).stores({ battles: 'id, updatedAt', actions: '[battleId+seq], battleId' })
    await old.table('battles').bulkAdd(fixture.battles)
    await old.table('actions').bulkAdd(fixture.actions)
    old.close()
    expect(await readStoredBattles(name)).toBeNull()
    const db = new AdcDatabase(name)
    expect(await readBattleRecord(db, v1.id)).toMatchObject({ name: 'Ligny, 16 June', lastSeq: 5, deletedAt: null })
    expect(db.verno).toBe(3)
    db.close()
    const after = await readStoredBattles(name)
    expect(checkBattleRecords(after ?? []).records.map((r) => r.name)).toEqual(['Ligny, 16 June'])
  })

  it('a database without a battles store, or that the browser will not open, is left to Dexie', async () => {
    const name = freshName()
    await nativeDb(name, 30, ['other'])
    expect(await readStoredBattles(name)).toBeNull()
    const refusing = { open: () => { throw new DOMException('no storage', 'SecurityError') } }
    expect(await readStoredBattles(name, refusing)).toBeNull()
    expect(await readStoredBattles(name, null)).toBeNull()
  })

  it('a newer native version (Dexie patching its schema adds 1) is still read', async () => {
    const name = freshName()
    await nativeDb(name, NATIVE_VERSION + 1, ['battles'])
    expect(await readStoredBattles(name)).toEqual([])
  })

  it('a damaged record is set aside by its id, name and field, and not used; the others are', () => {
    const bad = { ...record('b9', { name: 'Essling' }), setup: { ...record('b9').setup, ruleset: 'chess' } }
    const marked = record('b8', { name: 'Wagram', damage: 'actions[1].ops[0]: expected Object, got null' })
    const { records, damaged } = checkBattleRecords([record('b1'), bad, 'junk', marked, { id: 'b7', setup: { name: 'Eylau' } }, { id: 7 }])
    expect(records).toEqual([record('b1')])
    expect(damaged).toEqual([
      { id: 'b9', name: 'Essling', message: `setup.ruleset: expected one of ${ONE_OF_RULESETS}, got "chess"`, readable: false },
      { id: '?', name: '?', message: 'file: expected Object, got "junk"', readable: false },
      { id: 'b8', name: 'Wagram', message: 'actions[1].ops[0]: expected Object, got null', readable: true },
      { id: 'b7', name: 'Eylau', message: expect.stringMatching(/^setup\.id: is missing/), readable: false },
      { id: '?', name: '?', message: expect.stringMatching(/^id: expected string, got 7/), readable: false },
    ])
  })

  it('a damaged record with a huge name or message is named and described in at most ~100 / 300 characters', () => {
    const huge = 'x'.repeat(10_000)
    const [named] = checkBattleRecords([record('b1', { name: huge })]).damaged
    expect(named?.name).toBe(`${'x'.repeat(100)}…`)
    expect(named?.message).toBe('name: must be at most 120 characters') // issue 26: names are bounded
    const [told] = checkBattleRecords([record('b2', { damage: huge })]).damaged
    expect(told?.message).toBe(`${'x'.repeat(300)}…`)
  })

  it('a stored name loses its bidi controls before the list shows it (issue 26)', () => {
    expect(checkBattleRecords([record('b1', { name: '\u202EQuatre Bras' })]).records[0]?.name).toBe('Quatre Bras')
  })
})
