import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { patch, put, testSetup } from '@/test-utils/battles'
import { writeFixture } from '@/test-utils/dbFixtures'
import { AdcDatabase } from './db'
import { readLog } from './readBattle'
import { fold } from '@/model/fold'

const names: string[] = []
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)))
})

/** An action as version 2 stored it: no id; an undo names the seq it cancelled. */
const old = (seq: number, over: Record<string, unknown> = {}) => ({ seq, at: seq, kind: 'fire.applied', label: `lost ${seq % 4}`, ops: [patch('u1', { lostBases: seq % 4 })], ...over })
const battle = (id: string, lastSeq: number) => ({ id, setup: testSetup({ id }), name: id, updatedAt: 1, lastSeq, deletedAt: null })

describe('the v2 → v3 upgrade gives every stored action its id', () => {
  it('in rows of one action and in chunks alike, each undo naming the id it cancelled; the battle folds the same', async () => {
    const name = `adc-test-${crypto.randomUUID()}`
    names.push(name)
    const long = [old(1, { kind: 'unit.add', ops: [put('u1')] }), ...Array.from({ length: 598 }, (_, i) => old(i + 2)), old(600, { kind: 'undo', label: 'Undo', ops: [], undoes: 599 })]
    const rows = [
      { battleId: 'chunked', seq: 1, chunk: long.slice(0, 500) },
      { battleId: 'chunked', seq: 501, chunk: long.slice(500) },
      { ...old(1, { kind: 'unit.add', ops: [put('u1')] }), battleId: 'short' },
      { ...old(2), battleId: 'short' },
      { ...old(3, { kind: 'undo', label: 'Undo', ops: [], undoes: 2 }), battleId: 'short' },
      // An undo naming what it could not have cancelled: left as it was, for the open to find.
      { ...old(1, { kind: 'unit.add', ops: [put('u1')] }), battleId: 'broken' },
      { ...old(2, { kind: 'undo', label: 'Undo', ops: [], undoes: 7 }), battleId: 'broken' },
    ]
    await writeFixture(name, 2, { note: 'v2 rows', battles: [battle('chunked', 600), battle('short', 3), battle('broken', 2)], actions: rows })
    const db = new AdcDatabase(name)
    const stored = await db.actions.toArray()
    const chunks = stored.filter((r) => 'chunk' in r)
    expect(chunks.map((c) => ('chunk' in c ? c.chunk.length : 0))).toEqual([500, 100])
    const chunked = await readLog(db, 'chunked')
    expect(chunked.map((a) => a.id).slice(0, 3)).toEqual(['s1', 's2', 's3'])
    expect(chunked.at(-1)).toMatchObject({ id: 's600', undoes: 's599' })
    expect(fold(testSetup({ id: 'chunked' }), chunked).units.u1?.state.lostBases).toBe(598 % 4)
    expect((await readLog(db, 'short')).map((a) => [a.id, a.undoes])).toEqual([['s1', undefined], ['s2', undefined], ['s3', 's2']])
    const broken = stored.filter((r) => r.battleId === 'broken')
    expect(broken.map((r) => ('id' in r ? r.id : undefined))).toEqual([undefined, undefined])
    await expect(readLog(db, 'broken')).rejects.toThrow("This battle's stored log is damaged: actions[1].undoes: expected 1 (the last action in force), got 7")
    db.close()
  })
})
