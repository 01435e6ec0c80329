import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_ACTIONS } from '@/db/logRows'
import { SNAPSHOT_EVERY } from '@/db/writeBattle'
import type { Action } from '@/model/types'
import { patch, put } from '@/test-utils/battles'
import { useBattleStore } from './battle'
import { useBattlesStore } from './battles'
import { dropDbs, freshDb, reload } from './testDb'

afterEach(dropDbs)

const sides = [{ name: 'Ney', nationality: 'French' }, { name: 'Wellington', nationality: 'British/KGL' }] as const

async function openNew() {
  const db = freshDb()
  const id = await useBattlesStore().create({ name: 'Quatre Bras', ruleset: 'wargaming', sides })
  const battle = useBattleStore()
  expect(await battle.open(id)).toBe(true)
  await battle.dispatch({ kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] })
  return { db, id, battle }
}

const hit = (n: number) => ({ kind: 'fire.applied', label: `45e Ligne lost ${n}`, ops: [patch('u1', { lostBases: n })], by: 'b' as const })
/** An action another phone made: its own id, any seq (the merge renumbers). */
const theirs = (id: string, over: Partial<Action> = {}): Action => ({ id, seq: 99, at: 1_700_000_000_000, kind: 'fire.applied', label: `their ${id}`, ops: [patch('u1', { damagedBases: 1 })], ...over })

describe('the store for the sync layer: onAppend', () => {
  it('is told of each action made here once it is on disk, undos too, and stops when asked', async () => {
    const { db, id, battle } = await openNew()
    const heard: [string, string[], number][] = []
    const stop = battle.onAppend((battleId, actions, before) => heard.push([battleId, actions.map((a) => a.label), Number(before.units.u1?.state.lostBases)]))
    const onDisk = vi.fn()
    battle.onAppend((_, actions) => void db.actions.count().then((n) => onDisk(n, actions[0]!.seq)))
    await battle.dispatch(hit(1))
    await battle.undo()
    // With the battle as it was before them (for the sync layer's secret split).
    expect(heard).toEqual([[id, ['45e Ligne lost 1'], 0], [id, ['Undo: 45e Ligne lost 1'], 1]])
    await vi.waitFor(() => expect(onDisk).toHaveBeenCalledWith(2, 2))
    stop()
    await battle.dispatch(hit(2))
    expect(heard).toHaveLength(2)
  })

  it('a listener that throws never costs the action: it is saved and shown', async () => {
    const { battle } = await openNew()
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    battle.onAppend(() => { throw new Error('sync down') })
    expect(await battle.dispatch(hit(1))).not.toBeNull()
    expect(battle.state?.units.u1?.state.lostBases).toBe(1)
    expect(battle.error).toBeNull()
    quiet.mockRestore()
  })
})

describe("the store for the sync layer: this phone's name on its actions", () => {
  it('a shared battle\'s actions made here carry the phone\'s name (cleaned); another battle\'s do not; none once the session lets go', async () => {
    const { id, battle } = await openNew()
    battle.setDevice(id, ' Anne\u202e\'s phone ')
    await battle.dispatch(hit(1))
    expect(battle.log.at(-1)?.device).toBe("Anne's phone")
    battle.setDevice('another-battle', 'Ben')
    await battle.dispatch(hit(2))
    expect(battle.log.at(-1)?.device).toBeUndefined()
    battle.setDevice(id, 'N'.repeat(80))
    await battle.dispatch(hit(3))
    expect(battle.log.at(-1)?.device).toBe('N'.repeat(60))
    battle.setDevice(id, null)
    await battle.dispatch(hit(4))
    expect(battle.log.at(-1)?.device).toBeUndefined()
  })

  it('a conflict between two named phones says whose phone made each change', async () => {
    const { id, battle } = await openNew()
    battle.setDevice(id, "Anne's phone")
    await battle.dispatch(hit(1))
    const [added, mine] = battle.log
    const other = theirs('T1', { label: '45e Ligne lost 1', device: "Ben's phone", ops: [{ op: 'unit.patch', id: 'u1', state: { lostBases: 1 }, was: { lostBases: 0 } }] })
    expect(await battle.adoptLog([added!, other, mine!])).toBe(true)
    expect(battle.conflicts[0]?.text).toBe('Two phones changed Unit u1\'s lost bases while apart: 0 → 1 on Anne\'s phone ("45e Ligne lost 1"), 0 → 1 on Ben\'s phone ("45e Ligne lost 1"); both changes stand: 2')
  })
})

describe('the store for the sync layer: adoptLog', () => {
  it('a merged log that interleaves another phone’s actions replaces the log in its order, renumbered, re-folded and on disk', async () => {
    const { db, id, battle } = await openNew()
    await battle.dispatch(hit(1))
    const [added, lost] = battle.log
    const heard = vi.fn()
    battle.onAppend(heard)
    const adopted = await battle.adoptLog([added!, theirs('T1'), lost!, theirs('T2', { ops: [patch('u1', { lostBases: 2 })] })])
    expect(battle.error).toBeNull()
    expect(adopted).toBe(true)
    expect(battle.error).toBeNull()
    expect(battle.log.map((a) => [a.id, a.seq])).toEqual([[added!.id, 1], ['T1', 2], [lost!.id, 3], ['T2', 4]])
    expect(battle.state?.units.u1?.state).toMatchObject({ lostBases: 2, damagedBases: 1 })
    expect(heard).not.toHaveBeenCalled() // adopted, not made here: nothing to share back
    expect((await db.battles.get(id))?.lastSeq).toBe(4)
    const shown = battle.state
    reload(db)
    const again = useBattleStore()
    expect(await again.open(id)).toBe(true)
    expect(again.state).toEqual(shown)
    expect(again.log.map((a) => a.id)).toEqual([added!.id, 'T1', lost!.id, 'T2'])
  })

  it('a merged log that only adds actions after the shown ones appends them; the same log changes nothing', async () => {
    const { db, battle } = await openNew()
    const before = await db.actions.toArray()
    expect(await battle.adoptLog([...battle.log, theirs('T1')])).toBe(true)
    expect(battle.log.map((a) => a.seq)).toEqual([1, 2])
    expect((await db.actions.toArray())[0]).toEqual(before[0]) // the first row untouched: an append
    const log = battle.log
    expect(await battle.adoptLog([...log])).toBe(true)
    expect(battle.log).toBe(log)
  })

  it('an action made here that the merge does not hold yet stays, at the end', async () => {
    const { battle } = await openNew()
    await battle.dispatch(hit(1))
    const [added, lost] = battle.log
    expect(await battle.adoptLog([added!, theirs('T1')])).toBe(true)
    expect(battle.log.map((a) => a.id)).toEqual([added!.id, 'T1', lost!.id])
  })

  it('a merged log broken in itself is refused with why; one action that cannot stand is set aside; nothing is written or shown', async () => {
    const { db, battle } = await openNew()
    const rows = await db.actions.count()
    const shown = battle.state
    expect(await battle.adoptLog([...battle.log, theirs(battle.log[0]!.id)])).toBe(false)
    expect(battle.error).toMatch(/actions\[1\]\.id: ".+" is already the id of actions\[0\]; a log names each action once/)
    expect(await battle.adoptLog([...battle.log, theirs('T1', { ops: [patch('ghost', { lostBases: 1 })] })])).toBe(true)
    expect(battle.setAside.map((a) => [a.action.id, a.reason])).toEqual([['T1', "no unit 'ghost' in this battle"]])
    expect(await battle.adoptLog([...battle.log, theirs('T1', { ops: [patch('u1', { lostBases: 99 })] })])).toBe(true)
    expect(battle.setAside.map((a) => a.action.id)).toEqual(['T1'])
    expect(battle.setAside[0]!.reason).toMatch(/lostBases/)
    expect(await db.actions.count()).toBe(rows)
    expect(battle.state).toBe(shown)
  })

  it('a long merged log is written in chunks with a snapshot, and opens again exactly', async () => {
    const { db, id, battle } = await openNew()
    const more = Array.from({ length: SNAPSHOT_EVERY + CHUNK_ACTIONS }, (_, i) => theirs(`T${i}`, { ops: [patch('u1', { lostBases: i % 4 })] }))
    expect(await battle.adoptLog([theirs('first', { ops: [] }), ...battle.log, ...more])).toBe(true)
    expect(await db.actions.count()).toBe(2) // two chunks of up to CHUNK_ACTIONS actions
    expect((await db.snapshots.toArray()).map((s) => s.seq)).toEqual([more.length + 2])
    const shown = battle.state
    reload(db)
    const again = useBattleStore()
    expect(await again.open(id)).toBe(true)
    expect(again.state).toEqual(shown)
  })
})

describe('the store for the sync layer: readOnly', () => {
  it('a watcher’s phone: dispatch and undo refuse with the message, nothing is written; a merged log is still shown', async () => {
    const { db, battle } = await openNew()
    battle.setReadOnly('You are watching this battle: only the umpire and the players change it.')
    expect(battle.canUndo).toBe(false)
    expect(await battle.dispatch(hit(1))).toBeNull()
    expect(battle.error).toBe('You are watching this battle: only the umpire and the players change it.')
    expect(await battle.undo()).toBe(0)
    expect(await db.actions.count()).toBe(1)
    expect(await battle.adoptLog([...battle.log, theirs('T1')])).toBe(true)
    expect(battle.log).toHaveLength(2)
    battle.setReadOnly(null)
    expect(await battle.dispatch(hit(1))).not.toBeNull()
  })
})

describe('the store for the sync layer: conflicts and settle', () => {
  it('a merge where another phone took a base from the same unit: both losses stand, one conflict; settling it is logged and undoable', async () => {
    const { battle } = await openNew()
    await battle.dispatch(hit(1))
    expect(battle.log[1]!.ops[0]).toMatchObject({ was: { lostBases: 0 } }) // recorded at dispatch
    const [added, mine] = battle.log
    const other = theirs('T1', { label: '45e Ligne lost 1 (other phone)', ops: [{ op: 'unit.patch', id: 'u1', state: { lostBases: 1 }, was: { lostBases: 0 } }] })
    expect(await battle.adoptLog([added!, other, mine!])).toBe(true)
    expect(battle.state?.units.u1?.state.lostBases).toBe(2)
    expect(battle.conflicts.map((c) => c.action)).toEqual([mine!.id])
    await battle.dispatch({ kind: 'note', label: 'A note', ops: [] }) // a tap here: the conflict stays listed
    expect(battle.conflicts.map((c) => c.action)).toEqual([mine!.id])
    expect(battle.conflicts[0]?.text).toMatch(/^Two phones changed Unit u1's lost bases while apart: 0 → 1 on one phone \("45e Ligne lost 1"\), 0 → 1 on the other \("45e Ligne lost 1 \(other phone\)"\); both changes stand: 2$/)
    expect(await battle.settle(mine!.id, 'other')).not.toBeNull()
    expect(battle.state?.units.u1?.state.lostBases).toBe(1)
    expect(battle.conflicts).toEqual([])
    expect(battle.undoLabel).toMatch(/^Undo: Conflict settled: kept the other change to Unit u1's lost bases/)
    await battle.undo()
    expect(battle.conflicts.map((c) => c.action)).toEqual([mine!.id])
    expect(battle.state?.units.u1?.state.lostBases).toBe(2)
    expect(await battle.settle('nobody', 'both')).toBeNull()
    expect(battle.error).toBe('This conflict is already settled (or its action was undone)')
  })
})
