import { afterEach, describe, expect, it } from 'vitest'
import { exportBattle } from '@/db/transfer'
import { putBattle, SNAPSHOT_EVERY } from '@/db/writeBattle'
import { fold } from '@/model/fold'
import { stateDigest } from '@/model/snapshot'
import { patch, put, testSetup } from '@/test-utils/battles'
import type { Action } from '@/model/types'
import { useBattleStore } from './battle'
import { dropDbs, freshDb, reload } from './testDb'

afterEach(dropDbs)

/** A played battle: one unit added, then fire that leaves it 0–3 bases lost (within its 4 bases). */
function played(n: number): Action[] {
  const log: Action[] = [{ id: 's1', seq: 1, at: 1, kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] }]
  for (let seq = 2; seq <= n; seq++) log.push({ id: `s${seq}`, seq, at: seq, kind: 'fire.applied', label: `45e Ligne lost ${seq % 4}`, ops: [patch('u1', { lostBases: seq % 4 })] })
  return log
}

async function stored(n: number, withSnapshot = true) {
  const db = freshDb()
  const setup = testSetup({ id: 'ligny', name: 'Ligny' })
  const log = played(n)
  await putBattle(db, setup, log, setup.name, 0, withSnapshot ? fold(setup, log) : undefined)
  return { db, setup, log }
}

describe("a record whose lastSeq disagrees with its log (issue 26)", () => {
  it('is repaired from the log on open: the next tap is saved, not refused as "changed elsewhere", and Save file works', async () => {
    const { db, setup, log } = await stored(14)
    await db.battles.update('ligny', { lastSeq: 17 })
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(true)
    expect(battle.state).toEqual(fold(setup, log))
    expect(battle.error).toMatch(/record said 17 actions, its log has 14/)
    expect((await db.battles.get('ligny'))?.lastSeq).toBe(14)
    expect((await battle.dispatch({ kind: 'fire.applied', label: 'lost 1', ops: [patch('u1', { lostBases: 1 })] }))?.seq).toBe(15)
    expect(battle.error).toBeNull()
    const file = JSON.parse((await exportBattle(db, 'ligny', 0)).text) as { actions: unknown[] }
    expect(file.actions).toHaveLength(15)
  })

  it('a long battle whose record is behind its log is read whole and repaired (no action is written over)', async () => {
    const { db, setup, log } = await stored(SNAPSHOT_EVERY + 20)
    await db.battles.update('ligny', { lastSeq: SNAPSHOT_EVERY + 10 })
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(true)
    expect(battle.state).toEqual(fold(setup, log))
    expect((await battle.dispatch({ kind: 'note', label: 'next', ops: [] }))?.seq).toBe(SNAPSHOT_EVERY + 21)
  })

  it('Save file from the list repairs it too, instead of "log has 14 actions, its record says 17"', async () => {
    const { db } = await stored(14)
    await db.battles.update('ligny', { lastSeq: 17 })
    await expect(exportBattle(db, 'ligny', 0)).resolves.toMatchObject({ name: expect.any(String) as string })
    expect((await db.battles.get('ligny'))?.lastSeq).toBe(14)
  })
})

describe('a stored action that takes a unit past its rules (issue 26)', () => {
  const lost9 = (seq: number): Action => ({ id: `s${seq}`, seq, at: seq, kind: 'fire.applied', label: 'lost 9', ops: [patch('u1', { lostBases: 9 })] })

  it('after a good snapshot, the battle is set aside (not shown) with its readable part', async () => {
    const { db } = await stored(SNAPSHOT_EVERY + 5)
    // Storage damaged under the app: an action after the snapshot says the 4-base battalion lost 9 bases.
    await db.actions.add({ ...lost9(SNAPSHOT_EVERY + 6), battleId: 'ligny' })
    await db.battles.update('ligny', { lastSeq: SNAPSHOT_EVERY + 6 })
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(false)
    expect(battle.state).toBeNull()
    expect(battle.damaged).toMatchObject({ id: 'ligny', readable: true, message: expect.stringContaining('lostBases') as string })
    expect((await db.battles.get('ligny'))?.damage).toBe(battle.damaged?.message)
  })

  it('before the snapshot (which hides it), the whole log read right after the quick open sets the battle aside', async () => {
    const { db } = await stored(SNAPSHOT_EVERY + 5)
    await db.actions.put({ ...lost9(SNAPSHOT_EVERY), battleId: 'ligny' })
    const battle = useBattleStore()
    await battle.open('ligny')
    await expect.poll(() => battle.damaged?.message ?? null).toMatch(/lostBases/)
    expect(battle.state).toBeNull()
    expect(await battle.undo()).toBe(0)
  })
})

describe('a snapshot is a cache, never the truth (issue 26)', () => {
  it('a sound one (its digest and its rules hold) is used: a long battle opens from it with only its newest actions read', async () => {
    const { setup, log } = await stored(SNAPSHOT_EVERY + 5)
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(true)
    expect(battle.state).toEqual(fold(setup, log))
    expect(battle.log.length).toBeLessThan(log.length)
  })

  it('one with changed values (a unit renamed in storage) is dropped: the battle shows its log, and a good snapshot is written', async () => {
    const { db, setup, log } = await stored(SNAPSHOT_EVERY + 5)
    const [key] = await db.snapshots.toCollection().primaryKeys()
    const snap = (await db.snapshots.get(key!))!
    await db.snapshots.put({ ...snap, state: { ...snap.state, units: { u1: { ...snap.state.units.u1!, name: 'Renamed in storage' } } } })
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(true)
    expect(battle.state).toEqual(fold(setup, log))
    expect(battle.state?.units.u1?.name).toBe('Unit u1')
    const kept = await db.snapshots.toArray()
    expect(kept.map((s) => s.state.units.u1?.name)).toEqual(['Unit u1'])
    expect(kept[0]?.digest).toBe(stateDigest(kept[0]!.state))
  })

  it('one holding a unit of a kind its rules do not have is dropped, though its digest matches', async () => {
    const { db, setup, log } = await stored(SNAPSHOT_EVERY + 5)
    const [key] = await db.snapshots.toCollection().primaryKeys()
    const snap = (await db.snapshots.get(key!))!
    const state = { ...snap.state, units: { u1: { ...snap.state.units.u1!, kind: 'dragon' } } }
    await db.snapshots.put({ ...snap, state, digest: stateDigest(state) })
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(true)
    expect(battle.state).toEqual(fold(setup, log))
  })

  it('an old snapshot without digest (as version 2 wrote it) is re-derived from the log', async () => {
    const { db, setup, log } = await stored(SNAPSHOT_EVERY + 5, false)
    const old = fold(setup, log.slice(0, SNAPSHOT_EVERY))
    await db.snapshots.put({ battleId: 'ligny', seq: SNAPSHOT_EVERY, state: old }) // v2: no digest
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(true)
    expect(battle.state).toEqual(fold(setup, log))
    const again = reload(db)
    expect((await again.snapshots.toArray()).map((s) => [s.seq, s.digest === stateDigest(s.state)])).toEqual([[SNAPSHOT_EVERY + 5, true]])
  })
})
