import { afterEach, describe, expect, it } from 'vitest'
import { putBattle, SNAPSHOT_EVERY } from '@/db/writeBattle'
import { fold } from '@/model/fold'
import { patch, put, testSetup } from '@/test-utils/battles'
import type { Action } from '@/model/types'
import { useBattleStore } from './battle'
import { dropDbs, freshDb, reload } from './testDb'

afterEach(dropDbs)

/** A long imported battle: no snapshot on disk, as an import or a migration leaves it. */
function longLog(n: number): Action[] {
  const log: Action[] = [{ id: 's1', seq: 1, at: 1, kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] }]
  for (let seq = 2; seq <= n; seq++) log.push({ id: `s${seq}`, seq, at: seq, kind: 'fire.applied', label: `45e Ligne lost ${seq % 4}`, ops: [patch('u1', { lostBases: seq % 4 })] })
  return log
}

describe('opening a long battle', () => {
  it('keeps a snapshot on the first open; the next open starts from it and shows the same battle and whole log', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'long' })
    const log = longLog(SNAPSHOT_EVERY * 2 + 7)
    await putBattle(db, setup, log, setup.name, 0)

    const first = useBattleStore()
    expect(await first.open('long')).toBe(true)
    expect(first.state).toEqual(fold(setup, log))
    expect(await db.snapshots.count()).toBe(1)

    const again = reload(db)
    const second = useBattleStore()
    expect(await second.open('long')).toBe(true)
    expect(second.state).toEqual(fold(setup, log))
    // The snapshot is at the last action, yet the log tab still has the newest page to show.
    expect(second.log.length).toBeGreaterThanOrEqual(100)
    expect(second.log.at(-1)?.seq).toBe(log.length)
    // The whole log arrives before the next call is handled: an undo goes to the newest action.
    expect(await second.undo()).toBe(1)
    expect(second.log).toHaveLength(log.length + 1)
    expect(second.state?.units.u1?.state.lostBases).toBe((log.length - 1) % 4)
    expect(await again.actions.count()).toBe(log.length + 1)
  })

  it('does not start from a snapshot that a later undo reaches behind', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'long' })
    const log = longLog(SNAPSHOT_EVERY + 1)
    await putBattle(db, setup, log, setup.name, 0)
    // A stale snapshot claiming the unit had lost 3 bases at the last seq before an undo reaching behind it.
    const stale = fold(setup, log.slice(0, SNAPSHOT_EVERY))
    await db.snapshots.put({ battleId: 'long', seq: SNAPSHOT_EVERY, state: { ...stale, units: { u1: { ...stale.units.u1!, state: { lostBases: 99 } } } } })
    const undo: Action = { id: 'undo1', seq: SNAPSHOT_EVERY + 2, at: 0, kind: 'undo', label: 'Undo', undoes: `s${SNAPSHOT_EVERY + 1}`, ops: [] }
    const undo2: Action = { id: 'undo2', seq: SNAPSHOT_EVERY + 3, at: 0, kind: 'undo', label: 'Undo', undoes: `s${SNAPSHOT_EVERY}`, ops: [] }
    await db.actions.bulkAdd([undo, undo2].map((a) => ({ ...a, battleId: 'long' })))
    await db.battles.update('long', { lastSeq: SNAPSHOT_EVERY + 3 })
    const battle = useBattleStore()
    expect(await battle.open('long')).toBe(true)
    expect(battle.state?.units.u1?.state.lostBases).toBe((SNAPSHOT_EVERY - 1) % 4)
  })
})

describe('a battle whose stored log is damaged (found when it is opened)', () => {
  const units = (n: number): Action[] => longLog(n)

  it('is set aside: the page learns what is wrong, the record is marked so the list names it, and its readable part can still be saved', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'wavre', name: 'Wavre' })
    await putBattle(db, setup, units(4), setup.name, 0)
    // Storage damaged under the app: the third action lost its ops.
    await db.actions.update(['wavre', 3], { ops: [null] } as never)

    const battle = useBattleStore()
    expect(await battle.open('wavre')).toBe(false)
    expect(battle.state).toBeNull()
    expect(battle.error).toBeNull()
    expect(battle.damaged).toEqual({ id: 'wavre', name: 'Wavre', message: expect.stringContaining('ops[0]') as string, readable: true })
    expect((await db.battles.get('wavre'))?.damage).toBe(battle.damaged?.message)

    const { checkBattleRecords } = await import('@/db/listBattles')
    const listed = checkBattleRecords(await db.battles.toArray())
    expect(listed.records).toHaveLength(0)
    expect(listed.damaged.map((d) => d.name)).toEqual(['Wavre'])

    const { exportDamaged } = await import('@/db/exportDamaged')
    const saved = await exportDamaged(db, 'wavre', 'readable', 0)
    expect([saved.kept, saved.of]).toEqual([2, 4])
  })

  it('a log that reads but cannot be replayed is damage too, said in the rules words of the refusal', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'ligny', name: 'Ligny' })
    // A patch of a unit that was never added: the fold refuses it.
    await putBattle(db, setup, [{ id: 's1', seq: 1, at: 1, kind: 'fire.applied', label: 'Lost a base', ops: [patch('nobody', { lostBases: 1 })] }], setup.name, 0)
    const battle = useBattleStore()
    expect(await battle.open('ligny')).toBe(false)
    expect(battle.damaged?.message).toMatch(/^its log cannot be replayed: /)
    expect((await db.battles.get('ligny'))?.damage).toMatch(/^its log cannot be replayed: /)
  })

  it('a battle that is simply missing is an error, not damage: nothing is marked', async () => {
    freshDb()
    const battle = useBattleStore()
    expect(await battle.open('nowhere')).toBe(false)
    expect(battle.damaged).toBeNull()
    expect(battle.error).toContain('There is no battle nowhere')
  })
})
