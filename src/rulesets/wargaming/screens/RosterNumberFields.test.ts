// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialState } from '@/model/fold'
import type { Unit } from '@/model/types'
import { useBattleStore } from '@/stores/battle'
import { dropDbs, freshDb } from '@/stores/testDb'
import { testSetup, testUnit, TEST_UNIT_STATE } from '@/test-utils/battles'
import RosterAddUnit from './RosterAddUnit.vue'
import RosterHouseTroop from './RosterHouseTroop.vue'
import UnitEditor from './UnitEditor.vue'

afterEach(dropDbs)

/** A battle with nothing logged yet; `dispatch` is what would write to the log. */
function battle() {
  const db = freshDb()
  const store = useBattleStore()
  store.state = initialState(testSetup())
  return { db, dispatch: vi.spyOn(store, 'dispatch').mockResolvedValue(null) }
}
const field = (w: ReturnType<typeof mount>, name: string) => w.get(`input[name="${name}"]`)
const button = (w: ReturnType<typeof mount>, text: string) => w.findAll('button').find((b) => b.text() === text)!

describe('wargaming roster number fields (issues 21, 26)', () => {
  it('Add a unit: "4,5" bases is refused beside the field, never read as 4; Add stays off and nothing is logged', async () => {
    const { dispatch } = battle()
    const w = mount(RosterAddUnit, { props: { side: 'a' } })
    await flushPromises()
    const select = w.get('select[name="troopType"]').element as HTMLSelectElement
    select.selectedIndex = [...select.options].findIndex((o) => o.text === 'Infantry: Line')
    await w.get('select[name="troopType"]').trigger('change')
    await field(w, 'new-unit-name').setValue('45e Ligne')
    await field(w, 'new-unit-bases').setValue('4,5')
    expect(w.get('[data-test="field-message"]').text()).toBe('Enter a whole number from 3 to 6.') // a battalion, rules: Basing
    expect((field(w, 'new-unit-bases').element as HTMLInputElement).value).toBe('4,5')
    expect(button(w, 'Add unit').attributes('disabled')).toBeDefined()
    await w.get('form').trigger('submit')
    await field(w, 'new-unit-bases').setValue('')
    await w.get('form').trigger('submit')
    expect(w.text()).toContain('Bases: enter a number a battalion has 3 to 6 bases (rules: Basing)')
    expect(dispatch).not.toHaveBeenCalled()
  })

  it('the unit editor: bad text gets its message as typed and is not applied; the bases lost and damaged still bound it', async () => {
    const { dispatch } = battle()
    const unit: Unit = { ...testUnit('u1', { ...TEST_UNIT_STATE, lostBases: 3, damagedBases: 1 }), name: '45e Ligne' }
    const w = mount(UnitEditor, { props: { unit } })
    await field(w, 'meleeFactor').setValue('1,5')
    expect(w.get('[data-test="field-message"]').text()).toBe('Enter a whole number from 0 to 20.')
    await field(w, 'meleeFactor').trigger('change')
    await field(w, 'bases').setValue('3')
    await field(w, 'bases').trigger('change')
    expect(w.text()).toContain('Bases: 3 lost and 1 damaged need at least 4')
    expect(dispatch).not.toHaveBeenCalled()
    await field(w, 'bases').setValue('5')
    await field(w, 'bases').trigger('change')
    await flushPromises()
    expect(dispatch).toHaveBeenCalledTimes(1)
    expect(dispatch.mock.calls[0]![0]).toMatchObject({ label: '45e Ligne: bases 4 → 5' })
  })

  it('a new house-rule troop type starts with its factors not entered (never 0); Save names each one and stores nothing', async () => {
    const { db } = battle()
    const w = mount(RosterHouseTroop, { props: { nation: 'French' } })
    expect((field(w, 'house-melee').element as HTMLInputElement).value).toBe('')
    await field(w, 'house-troopType').setValue('Grenzer')
    await field(w, 'house-control').setValue('2,5')
    expect(w.get('[data-test="field-message"]').text()).toBe('Enter a whole number from 0 to 20.')
    expect(button(w, 'Save troop type').attributes('disabled')).toBeDefined()
    await field(w, 'house-control').setValue('3')
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(w.text()).toContain('Mêlée: enter a number from 0 to 20')
    expect(w.text()).toContain('Morale: enter a number from 0 to 20')
    expect(await db.houseRules.count()).toBe(0)
  })
})
