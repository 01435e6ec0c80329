// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routerKey } from 'vue-router'
import { owesDetail } from '@/rulesets/owed'
import { useBattleStore } from '@/stores/battle'
import { useBattlesStore } from '@/stores/battles'
import { dropDbs, freshDb } from '@/stores/testDb'
import { writes } from '@/composables/useReadOnly'
import OwedTests from './OwedTests.vue'

afterEach(dropDbs)

/** A miniatures charge that owes a retreat and the cavalry's advance, both done on the table ("Done"). */
async function charged() {
  freshDb()
  const id = await useBattlesStore().create({ name: 'Hougoumont', ruleset: 'miniatures', sides: [{ name: 'Armée du Nord', nationality: 'French' }, { name: 'Anglo-Allied army', nationality: 'British' }] })
  const battle = useBattleStore()
  await battle.open(id)
  const owes = owesDetail([
    { kind: 'retreat', unitIds: ['u2'], label: '92nd Foot: retreat 2 segments', reason: 'combat effects', prefill: {} },
    { kind: 'advance', unitIds: ['u1'], label: '1er Cuirassiers: advance half a segment and occupy', reason: 'the enemy retreated', prefill: {} },
  ])
  await battle.dispatch({ kind: 'fire.applied', label: '1er Cuirassiers fires at 92nd Foot', ops: [], detail: { owes } })
  const w = mount(OwedTests, { global: { provide: { [routerKey as symbol]: {} } } })
  await flushPromises()
  return { battle, w }
}

/** Every write made so far is on disk and shown. */
async function settled(battle: ReturnType<typeof useBattleStore>) {
  await flushPromises()
  await vi.waitFor(() => expect(battle.busy).toBe(false))
  await flushPromises()
}

describe('the owed list', () => {
  it('a second tap on Done while the first is being saved does nothing: one "Done" logged, the other item still owed', async () => {
    const { battle, w } = await charged()
    const done = w.findAll('li button.primary')[0]!
    expect(done.text()).toBe('Done')
    // Two taps on the first row before the first write lands (a double tap, or a slow write on a loaded phone).
    await done.trigger('click')
    await done.trigger('click')
    await settled(battle)
    expect(battle.log.filter((a) => a.kind === 'owed.done').map((a) => a.label)).toEqual(['Done: 92nd Foot: retreat 2 segments'])
    expect(w.findAll('li strong').map((s) => s.text())).toEqual(['1er Cuirassiers: advance half a segment and occupy'])
    // The next tap on the row now first does the advance: nothing left owed.
    await w.findAll('li button.primary')[0]!.trigger('click')
    await settled(battle)
    expect(w.find('[data-test="owed-tests"]').exists()).toBe(false)
  })

  it('Done waits while another change is being saved', async () => {
    const { battle, w } = await charged()
    const saving = battle.dispatch({ kind: 'note', label: 'A note', ops: [] })
    await flushPromises()
    expect(battle.busy).toBe(true)
    expect(w.findAll('li button.primary').map((b) => b.attributes('disabled'))).toEqual(['', ''])
    await saving
    await flushPromises()
    expect(w.findAll('li button.primary').map((b) => b.attributes('disabled'))).toEqual([undefined, undefined])
  })
})

describe('the owed list on a watcher’s phone', () => {
  it('"Do it" only opens the test’s screen, so a watcher may follow it; "Done" writes and stays off', async () => {
    freshDb()
    const id = await useBattlesStore().create({ name: 'Quatre Bras', ruleset: 'wargaming', sides: [{ name: 'Ney', nationality: 'French' }, { name: 'Wellington', nationality: 'British' }] })
    const battle = useBattleStore()
    await battle.open(id)
    const owes = owesDetail([{ kind: 'morale', unitIds: ['u1'], label: '45e Ligne: morale test', reason: 'casualties', prefill: {} }])
    await battle.dispatch({ kind: 'fire.applied', label: 'Fire', ops: [], detail: { owes } })
    const w = mount(OwedTests, { global: { provide: { [routerKey as symbol]: {} } } })
    await flushPromises()
    const doIt = w.find('li button.primary')
    expect(doIt.text()).toBe('Do it')
    expect(writes(doIt.element)).toBe(false)
    const { w: mini } = await charged()
    const done = mini.find('li button.primary')
    expect(done.text()).toBe('Done')
    expect(writes(done.element)).toBe(true)
  })
})
