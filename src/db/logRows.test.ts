import { afterEach, describe, expect, it } from 'vitest'
import { fold } from '@/model/fold'
import type { Action } from '@/model/types'
import { dropDbs, freshDb } from '@/stores/testDb'
import { patch, put, testSetup } from '@/test-utils/battles'
import { CHUNK_ACTIONS, logRows, rowActions } from './logRows'
import { readLog, readQuickStart, RECENT_ACTIONS } from './readBattle'
import { appendAction, putBattle, saveSnapshot } from './writeBattle'

afterEach(dropDbs)

/** u1 added, then n − 1 fire results on it. */
function longLog(n: number): Action[] {
  const log: Action[] = [{ id: 's1', seq: 1, at: 1, kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] }]
  for (let seq = 2; seq <= n; seq++) log.push({ id: `s${seq}`, seq, at: seq, kind: 'fire.applied', label: `lost ${seq % 4}`, ops: [patch('u1', { lostBases: seq % 4 })] })
  return log
}

describe('a whole log is written in chunks when long (IndexedDB pays per row)', () => {
  it(`up to ${CHUNK_ACTIONS} actions: one a row, as appended actions are; above: chunks of ${CHUNK_ACTIONS} keyed by their first seq`, () => {
    expect(CHUNK_ACTIONS).toBe(500)
    expect(logRows('b', longLog(500))).toEqual(longLog(500).map((a) => ({ ...a, battleId: 'b' })))
    const rows = logRows('b', longLog(1001))
    expect(rows.map((r) => [r.battleId, r.seq, 'chunk' in r ? r.chunk.length : 'one'])).toEqual([['b', 1, 500], ['b', 501, 500], ['b', 1001, 1]])
    expect(logRows('b', longLog(501)).map((r) => r.seq)).toEqual([1, 501])
    expect(logRows('b', longLog(1000)).map((r) => r.seq)).toEqual([1, 501])
    expect(logRows('b', [])).toEqual([])
  })

  it('rowActions: chunks give their actions in order, single rows themselves', () => {
    const [a, b, c] = longLog(3)
    expect(rowActions([{ battleId: 'x', seq: 1, chunk: [a, b] }, { ...c, battleId: 'x' }])).toEqual([a, b, { ...c, battleId: 'x' }])
    expect(rowActions([null, 'junk'])).toEqual([null, 'junk'])
  })

  it('a chunked battle with actions appended after it reads back whole; a quick start finds the newest actions across a chunk edge', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'long' })
    const log = longLog(1234)
    await putBattle(db, setup, log, setup.name, 0)
    expect(await db.actions.count()).toBe(3)
    const more = longLog(1240).slice(1234)
    for (const a of more) await appendAction(db, { battleId: 'long', actions: [a], name: setup.name })
    expect(await db.actions.count()).toBe(3 + 6)
    const whole = [...log, ...more]
    expect(await readLog(db, 'long')).toEqual(whole)
    await saveSnapshot(db, 'long', fold(setup, whole))
    // The newest RECENT_ACTIONS start at 1141, inside the chunk 1001…1234: that chunk is read too.
    const quick = await readQuickStart(db, 'long', 1240)
    expect(quick?.loaded).toEqual(whole.slice(1240 - RECENT_ACTIONS))
    expect(quick?.tail).toEqual([])
  })

  it('a quick start whose first action is a chunk’s first, or its last, reads exactly the newest actions', async () => {
    const db = freshDb()
    for (const [id, n] of [['at-start', 1100], ['at-end', 1099]] as const) {
      const setup = testSetup({ id })
      const log = longLog(n)
      await putBattle(db, setup, log, setup.name, 0, fold(setup, log))
      const quick = await readQuickStart(db, id, n)
      expect(quick?.loaded.map((a) => a.seq)).toEqual(log.slice(n - RECENT_ACTIONS).map((a) => a.seq))
      expect(quick?.snapshot.seq).toBe(n)
    }
  })

  it('a damaged action inside a chunk is reported by its place in the log', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'long' })
    await putBattle(db, setup, longLog(600), setup.name, 0)
    const [first] = await db.actions.toArray()
    await db.actions.put({ ...first!, chunk: [...('chunk' in first! ? first.chunk : []).slice(0, 7), null] } as never)
    await expect(readLog(db, 'long')).rejects.toThrow('A stored action of this battle is damaged: actions[7]: expected Object, got null')
  })

  it('putBattle keeps a snapshot of a long log when given its state, and none for a short one', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'a' })
    const log = longLog(200)
    await putBattle(db, setup, log, setup.name, 0, fold(setup, log))
    expect((await db.snapshots.toArray()).map((s) => [s.battleId, s.seq])).toEqual([['a', 200]])
    const short = testSetup({ id: 'b' })
    await putBattle(db, short, log.slice(0, 199), short.name, 0, fold(short, log.slice(0, 199)))
    // A state that is not the log's last is never kept.
    const stale = testSetup({ id: 'c' })
    await putBattle(db, stale, log, stale.name, 0, fold(stale, log.slice(0, 150)))
    expect(await db.snapshots.count()).toBe(1)
  })
})
