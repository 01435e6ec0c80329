// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import type { Action } from '@/model/types'
import RulingsTab from '@/pages/battle/RulingsTab.vue'
import { patch, put } from '@/test-utils/battles'
import { useBattleStore } from './battle'
import { useBattlesStore } from './battles'
import { dropDbs, freshDb } from './testDb'

/**
 * Issue 25's rare stall: a tap made at the moment another phone's action was being adopted landed on a control
 * disabled for the adoption (`busy`) and was lost, so that phone's action never reached the other phone. A tap
 * now waits behind the adoption and is written after it, on the battle it was made on.
 */
afterEach(dropDbs)

const sides = [{ name: 'Ney', nationality: 'French' }, { name: 'Wellington', nationality: 'British/KGL' }] as const

async function openNew() {
  freshDb()
  const id = await useBattlesStore().create({ name: 'Quatre Bras', ruleset: 'wargaming', sides })
  const battle = useBattleStore()
  expect(await battle.open(id)).toBe(true)
  await battle.dispatch({ kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] })
  return battle
}

/** An action another phone made (the merge renumbers it). */
const theirs = (id: string, over: Partial<Action> = {}): Action => ({ id, seq: 99, at: 1_700_000_000_000, kind: 'fire.applied', label: `their ${id}`, ops: [patch('u1', { damagedBases: 1 })], ...over })

describe('a tap while another phone\'s actions are adopted', () => {
  it('a ruling tapped meanwhile is not lost: its control stays on, and the action is written after theirs', async () => {
    const battle = await openNew()
    const tab = mount(RulingsTab)
    await nextTick()
    const radio = tab.findAll('fieldset[data-ruling]')[0]!.findAll('input[type="radio"]').find((r) => !(r.element as HTMLInputElement).checked)!
    const adopted = battle.adoptLog([...battle.log, theirs('T1')])
    await vi.waitUntil(() => !battle.canUndo, { interval: 1 }) // the adoption is being written
    await nextTick()
    expect(radio.attributes('disabled')).toBeUndefined()
    await radio.setValue(true) // the player's tap, while the adoption is being written
    expect(await adopted).toBe(true)
    await expect.poll(() => battle.log.length).toBe(3)
    expect(battle.log.map((a) => a.id).slice(0, 2)).toEqual([battle.log[0]!.id, 'T1'])
    expect(battle.log[2]!.label).toMatch(/^Ruling /)
    tab.unmount()
  })

  it('the Undo line is off while it may change under the tap, and on again after', async () => {
    const battle = await openNew()
    expect(battle.canUndo).toBe(true)
    const adopted = battle.adoptLog([...battle.log, theirs('T1')])
    await Promise.resolve()
    await Promise.resolve()
    expect(battle.canUndo).toBe(false)
    expect(battle.busy).toBe(false)
    await adopted
    expect(battle.canUndo).toBe(true)
  })

  it('a loss tapped meanwhile on a unit the other phone also hit: both losses stand, the conflict shown', async () => {
    const battle = await openNew()
    const [added] = battle.log
    const other = theirs('T1', { label: '45e Ligne lost 1 (other phone)', ops: [{ op: 'unit.patch', id: 'u1', state: { lostBases: 1 }, was: { lostBases: 0 } }] })
    const adopted = battle.adoptLog([added!, other])
    // Built on the battle shown at the tap: 0 bases lost, so 1 (the screens compute the value from what they show).
    const tapped = battle.dispatch({ kind: 'fire.applied', label: '45e Ligne lost 1', ops: [patch('u1', { lostBases: 1 })], by: 'b' })
    await adopted
    const mine = await tapped
    expect(mine?.ops[0]).toMatchObject({ was: { lostBases: 0 } })
    expect(battle.state?.units.u1?.state.lostBases).toBe(2)
    expect(battle.conflicts.map((c) => c.action)).toEqual([mine!.id])
  })

  it('"undo back to here" tapped meanwhile undoes back to the line tapped, though the merge renumbered it', async () => {
    const battle = await openNew()
    await battle.dispatch({ kind: 'note', label: 'Mine 1', ops: [] })
    await battle.dispatch({ kind: 'note', label: 'Mine 2', ops: [] })
    const [added, one, two] = battle.log
    // The other phone's action goes before this phone's two: 'Mine 1' moves from #2 to #3.
    const adopted = battle.adoptLog([added!, theirs('T1'), one!, two!])
    const undone = battle.undo(one!.seq)
    await adopted
    expect(await undone).toBe(1)
    expect(battle.log.at(-1)).toMatchObject({ kind: 'undo', undoes: two!.id })
  })
})
