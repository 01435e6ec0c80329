import { afterEach, describe, expect, it } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import { patch, put, testSetup } from '@/test-utils/battles'
import type { Action } from '@/model/types'
import { appendToLiveBattle, DELETED_MESSAGE, GONE_MESSAGE, readActionsAfter, watchBattle, type BattleMark } from './liveBattle'
import { putBattle } from './writeBattle'

afterEach(dropDbs)

const act = (seq: number, over: Partial<Action> = {}): Action => ({ id: `s${seq}`, seq, at: seq, kind: 'fire.applied', label: `hit ${seq}`, ops: [patch('u1', { lostBases: seq })], ...over })
const first: Action = { id: 's1', seq: 1, at: 1, kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] }

async function stored(n: number) {
  const db = freshDb()
  const setup = testSetup({ id: 'b1' })
  const log = [first, ...Array.from({ length: n - 1 }, (_, i) => act(i + 2))]
  await putBattle(db, setup, log, setup.name, 0)
  return db
}

describe('appendToLiveBattle', () => {
  it('appends to a battle in force', async () => {
    const db = await stored(1)
    await appendToLiveBattle(db, { battleId: 'b1', actions: [act(2)], name: 'Quatre Bras' })
    expect((await db.battles.get('b1'))?.lastSeq).toBe(2)
    expect(await db.actions.count()).toBe(2)
  })

  it('refuses a deleted battle and writes nothing', async () => {
    const db = await stored(1)
    await db.battles.update('b1', { deletedAt: 10 })
    await expect(appendToLiveBattle(db, { battleId: 'b1', actions: [act(2)], name: 'x' })).rejects.toThrow(DELETED_MESSAGE)
    expect(await db.actions.count()).toBe(1)
    expect((await db.battles.get('b1'))?.lastSeq).toBe(1)
  })

  it('refuses a battle that is not there', async () => {
    const db = await stored(1)
    await expect(appendToLiveBattle(db, { battleId: 'nope', actions: [act(2)], name: 'x' })).rejects.toThrow(GONE_MESSAGE)
  })
})

describe('readActionsAfter', () => {
  it('reads exactly the actions after seq up to lastSeq', async () => {
    const db = await stored(5)
    expect((await readActionsAfter(db, 'b1', 2, 4)).map((a) => a.seq)).toEqual([3, 4])
    expect(await readActionsAfter(db, 'b1', 5, 5)).toEqual([])
  })

  it('refuses a gap (the record says more than the log holds)', async () => {
    const db = await stored(3)
    await expect(readActionsAfter(db, 'b1', 1, 4)).rejects.toThrow(/cannot follow/)
  })

  it('refuses a damaged action, naming the field', async () => {
    const db = await stored(2)
    await db.actions.put({ ...act(3), label: 7 as unknown as string, battleId: 'b1' })
    await expect(readActionsAfter(db, 'b1', 2, 3)).rejects.toThrow(/damaged: .*label/)
  })
})

describe('watchBattle', () => {
  it('reports the mark now and after each change; null once the battle is gone; nothing after stop', async () => {
    const db = await stored(1)
    const seen: (BattleMark | null)[] = []
    const stop = watchBattle(db, 'b1', (m) => seen.push(m), (e) => { throw e })
    const waitFor = async (n: number) => { for (let i = 0; i < 200 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 5)) }
    await waitFor(1)
    expect(seen).toEqual([{ lastSeq: 1, deletedAt: null }])
    await db.battles.update('b1', { deletedAt: 7 })
    await waitFor(2)
    expect(seen[1]).toEqual({ lastSeq: 1, deletedAt: 7 })
    await db.battles.delete('b1')
    await waitFor(3)
    expect(seen[2]).toBeNull()
    stop()
    await db.battles.put({ id: 'b1', setup: testSetup({ id: 'b1' }), name: 'x', updatedAt: 0, lastSeq: 0, deletedAt: null })
    await new Promise((r) => setTimeout(r, 50))
    expect(seen).toHaveLength(3)
  })
})
