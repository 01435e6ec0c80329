// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Action } from '@/model/types'
import { useBattleStore } from '@/stores/battle'
import { useBattlesStore } from '@/stores/battles'
import { dropDbs, freshDb } from '@/stores/testDb'
import { patch, put } from '@/test-utils/battles'
import type { SyncRole } from '@/sync/api'
import { fakeSync } from './fakeSync'
import SyncConflicts from './SyncConflicts.vue'
import { useSyncState } from './syncState'

afterEach(dropDbs)

/** A battle where this phone and another each took a base off 45e Ligne while apart, merged: one conflict. */
async function merged() {
  freshDb()
  const id = await useBattlesStore().create({ name: 'Quatre Bras', ruleset: 'wargaming', sides: [{ name: 'Ney', nationality: 'French' }, { name: 'Wellington', nationality: 'British/KGL' }] })
  const battle = useBattleStore()
  await battle.open(id)
  await battle.dispatch({ kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] })
  await battle.dispatch({ kind: 'fire.applied', label: '45e Ligne lost 1', ops: [patch('u1', { lostBases: 1 })], by: 'b' })
  const [added, mine] = battle.log
  const other: Action = { id: 'T1', seq: 9, at: 1_700_000_000_000, kind: 'fire.applied', label: '45e Ligne lost 1 (Ben)', ops: [{ op: 'unit.patch', id: 'u1', state: { lostBases: 1 }, was: { lostBases: 0 } }] }
  expect(await battle.adoptLog([added!, other, mine!])).toBe(true)
  return { id, battle, mine: mine! }
}
async function shown(id: string, role: SyncRole | null) {
  if (role) {
    const fake = fakeSync(role)
    fake.shared.add(id)
    const sync = useSyncState()
    sync.loader = async () => fake.api
    await sync.attach(id)
  }
  const w = mount(SyncConflicts)
  await flushPromises()
  return w
}

describe('conflicts on the battle screen', () => {
  it("the umpire's phone lists the merge's conflict in player words; Keep the other settles it, logged and undoable", async () => {
    const { id, battle } = await merged()
    const w = await shown(id, 'umpire')
    expect(w.find('[data-test="conflict"] p').text()).toMatch(/^Two phones changed Unit u1's lost bases while apart: 0 → 1 on one phone \("45e Ligne lost 1"\), 0 → 1 on the other/)
    expect(battle.state?.units.u1?.state.lostBases).toBe(2)
    await w.find('[data-keep="other"]').trigger('click')
    await flushPromises()
    await vi.waitFor(() => expect(battle.conflicts).toEqual([]))
    expect(battle.state?.units.u1?.state.lostBases).toBe(1)
    expect(w.find('[data-test="conflicts"]').exists()).toBe(false)
    expect(battle.undoLabel).toMatch(/^Undo: Conflict settled: kept the other change/)
    await battle.undo()
    await flushPromises()
    expect(w.findAll('[data-test="conflict"]')).toHaveLength(1)
  })
  it("a player's phone shows it waiting for the umpire, with nothing to tap", async () => {
    const { id } = await merged()
    const w = await shown(id, 'a')
    expect(w.find('[data-test="umpire-settles"]').text()).toBe('The umpire will settle this.')
    expect(w.findAll('button')).toHaveLength(0)
  })
  it('a battle not shared here lists none (listing folds the whole log; one phone makes none)', async () => {
    const { id, battle } = await merged()
    const w = await shown(id, null)
    expect(battle.conflicts).toHaveLength(1)
    expect(w.find('[data-test="conflicts"]').exists()).toBe(false)
  })
  it('an action of the merged log that could not stand with the other phone is listed as set aside, in player words', async () => {
    const { id, battle } = await merged()
    const removed: Action = { id: 'T2', seq: 9, at: 1_700_000_000_001, kind: 'unit.remove', label: 'Removed 45e Ligne (Ben)', ops: [{ op: 'unit.remove', id: 'u1' }] }
    const late: Action = { id: 'T3', seq: 9, at: 1_700_000_000_002, kind: 'fire.applied', label: '45e Ligne lost 1 more', ops: [{ op: 'unit.patch', id: 'u1', state: { lostBases: 3 } }] }
    expect(await battle.adoptLog([...battle.log, removed, late])).toBe(true)
    expect(battle.setAside.map((a) => a.action.id)).toEqual(['T3'])
    const w = await shown(id, 'umpire')
    expect(w.find('[data-test="set-aside"] li').text()).toBe("Set aside: ‘45e Ligne lost 1 more’ — it could not stand with the other phone's changes (no unit 'u1' in this battle)")
  })
})
