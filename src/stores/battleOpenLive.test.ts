import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DELETED_MESSAGE, GONE_MESSAGE } from '@/db/liveBattle'
import { SNAPSHOT_EVERY } from '@/db/writeBattle'
import { fold } from '@/model/fold'
import { patch, put } from '@/test-utils/battles'
import { useBattleStore } from './battle'
import { useBattlesStore } from './battles'
import { goneReason } from './battleOpenLive'
import { dropDbs, freshDb } from './testDb'

afterEach(dropDbs)

const sides = [
  { name: 'Ney', nationality: 'French' },
  { name: 'Wellington', nationality: 'British/KGL' },
] as const

const hit = (n: number) => ({ kind: 'fire.applied', label: `45e Ligne lost ${n}`, ops: [patch('u1', { lostBases: n })] })
const addUnit = { kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] }

/** One battle open in two tabs: two app instances (two Pinias) on one database. */
async function twoTabs() {
  const db = freshDb()
  const id = await useBattlesStore().create({ name: 'Quatre Bras', ruleset: 'wargaming', sides })
  const a = useBattleStore(createPinia())
  const b = useBattleStore(createPinia())
  expect(await a.open(id)).toBe(true)
  expect(await b.open(id)).toBe(true)
  return { db, id, a, b }
}

/** Waits until the other tab has heard (liveQuery answers asynchronously). */
const heard = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 })

describe('a battle open in two tabs', () => {
  it("shows the other tab's actions as they happen, with the same state and log", async () => {
    const { a, b } = await twoTabs()
    await a.dispatch(addUnit)
    await a.dispatch(hit(1))
    await heard(() => expect(b.log.map((x) => x.seq)).toEqual([1, 2]))
    expect(b.state).toEqual(a.state)
    expect(b.log).toEqual(a.log)
    // b goes on from there: its next action is seq 3, and a hears it in turn.
    expect((await b.dispatch(hit(2)))?.seq).toBe(3)
    await heard(() => expect(a.state?.units.u1?.state.lostBases).toBe(2))
    expect(a.log).toEqual(b.log)
    expect(a.error).toBeNull()
    expect(b.error).toBeNull()
  })

  it("follows an undo made in the other tab (the undone action's effect is gone, the undo is in the log)", async () => {
    const { a, b } = await twoTabs()
    await a.dispatch(addUnit)
    await a.dispatch(hit(1))
    await a.dispatch(hit(3))
    await heard(() => expect(b.state?.seq).toBe(3))
    expect(await a.undo()).toBe(1)
    await heard(() => expect(b.state?.seq).toBe(4))
    expect(b.state?.units.u1?.state.lostBases).toBe(1)
    expect(b.undoLabel).toBe('Undo: 45e Ligne lost 1')
    expect(b.state).toEqual(a.state)
    expect(b.log).toEqual(a.log)
  })

  it('a battle deleted in the other tab: this tab says so at once, refuses writes and saves nothing', async () => {
    const { db, id, a, b } = await twoTabs()
    await a.dispatch(addUnit)
    await heard(() => expect(b.state?.seq).toBe(1))
    await useBattlesStore().remove(id)
    await heard(() => expect(b.gone).toBe(DELETED_MESSAGE))
    expect(b.canUndo).toBe(false)
    expect(await b.dispatch(hit(1))).toBeNull()
    expect(b.error).toBe(DELETED_MESSAGE)
    expect(await b.undo()).toBe(0)
    expect(await db.actions.count()).toBe(1)
    expect((await db.battles.get(id))?.lastSeq).toBe(1)

    // Restored in the other tab: writes are offered again, and go on from the log.
    await useBattlesStore().undoRemove(id)
    await heard(() => expect(b.gone).toBeNull())
    expect(b.canUndo).toBe(true)
    expect((await b.dispatch(hit(1)))?.seq).toBe(2)
  })

  it('a battle removed for good elsewhere: the tab says it is no longer on this phone', async () => {
    const { db, id, b } = await twoTabs()
    await db.battles.delete(id)
    await heard(() => expect(b.gone).toBe(GONE_MESSAGE))
    expect(await b.dispatch(addUnit)).toBeNull()
    expect(await db.actions.count()).toBe(0)
  })

  it('a write racing a delete it has not heard of yet is refused, not saved into "Recently deleted"', async () => {
    const { db, id, b } = await twoTabs()
    // The delete lands while b's action is queued behind a busy job: b cannot have heard of it.
    const write = b.dispatch(addUnit)
    await db.battles.update(id, { deletedAt: 5 })
    expect(await write).toBeNull()
    expect(b.error).toBe(DELETED_MESSAGE)
    expect(await db.actions.count()).toBe(0)
    await heard(() => expect(b.gone).toBe(DELETED_MESSAGE))
  })

  it('a deleted battle opened from its address is shown but offers no writes', async () => {
    const db = freshDb()
    const id = await useBattlesStore().create({ name: 'Ligny', ruleset: 'wargaming', sides })
    await db.battles.update(id, { deletedAt: 1 })
    const tab = useBattleStore(createPinia())
    expect(await tab.open(id)).toBe(true)
    await heard(() => expect(tab.gone).toBe(DELETED_MESSAGE))
    tab.close()
    expect(tab.gone).toBeNull()
  })

  it('after close, the other tab is no longer followed', async () => {
    const { a, b } = await twoTabs()
    b.close()
    await a.dispatch(addUnit)
    await new Promise((r) => setTimeout(r, 50))
    expect(b.state).toBeNull()
    expect(b.log).toEqual([])
  })

  it('a log the other tab cannot have written (a gap) is reported, and the shown battle is kept', async () => {
    const { db, id, a, b } = await twoTabs()
    await a.dispatch(addUnit)
    await heard(() => expect(b.state?.seq).toBe(1))
    const shown = b.state
    await db.battles.update(id, { lastSeq: 3 })
    await heard(() => expect(b.error).toMatch(/changed elsewhere in a way this tab cannot follow/))
    expect(b.state).toBe(shown)
  })

  it('a long battle followed across a snapshot folds exactly like a fresh open', async () => {
    const { a, b } = await twoTabs()
    await a.dispatch(addUnit)
    for (let n = 2; n <= SNAPSHOT_EVERY + 2; n++) await a.dispatch(hit(n % 4))
    await a.undo()
    await heard(() => expect(b.state?.seq).toBe(SNAPSHOT_EVERY + 3))
    expect(b.state).toEqual(fold(a.state!.setup, a.log))
    // The undo took back hit(SNAPSHOT_EVERY + 2): the one before it stands.
    expect(b.state?.units.u1?.state.lostBases).toBe((SNAPSHOT_EVERY + 1) % 4)
  }, 30_000) // two hundred writes, each heard by the other tab: slow on a loaded machine
})

describe('goneReason', () => {
  it('no record: gone; deletedAt set: deleted; deletedAt null: free to write', () => {
    expect(goneReason(null)).toBe(GONE_MESSAGE)
    expect(goneReason({ lastSeq: 0, deletedAt: 0 })).toBe(DELETED_MESSAGE)
    expect(goneReason({ lastSeq: 4, deletedAt: null })).toBeNull()
  })
})

describe('what another tab wrote cannot be shown', () => {
  it('an action that does not apply (a unit that is not there) is reported, and the shown battle is kept', async () => {
    const { db, id, b } = await twoTabs()
    const shown = b.state
    // Written as a broken or newer app would: a patch of a unit this battle does not have.
    await db.transaction('rw', db.battles, db.actions, async () => {
      await db.actions.add({ id: 's1', seq: 1, at: 1, kind: 'fire.applied', label: '45e Ligne lost 1', ops: [patch('u9', { lostBases: 1 })], battleId: id })
      await db.battles.update(id, { lastSeq: 1 })
    })
    await heard(() => expect(b.error).toMatch(/^Another tab's change cannot be shown: .*u9.*Reopen the battle$/))
    expect(b.state).toBe(shown)
    expect(b.log).toEqual([])
  })
})
