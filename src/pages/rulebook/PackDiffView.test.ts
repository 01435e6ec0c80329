// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defaultChoice, diffPack, type PackChoice, type PackDiffEntry } from '@/rulebook/diffPack'
import { toPackFile } from '@/rulebook/pack'
import { fireData, ownRecord, TEST_SPEC } from '@/rulebook/testSpec'
import PackDiffView from './PackDiffView.vue'

const yours = [ownRecord('series-fire', fireData(['1 SP', [1, 1, 2, 2, 3, 3]], ['2 SP', [1, 1, 1, 1, 1, 1]]))]
const pack = toPackFile('series', [
  ownRecord('series-fire', fireData(['1 SP', [1, 1, 2, 2, 3, 4]], ['2 SP', [1, 1, 1, 1, 1, 1]])),
  ownRecord('series-counters', { u1: 3 }),
], { enteredBy: 'Anna', source: 'play aid B' }, Date.UTC(2026, 10, 27))
const diff = diffPack(TEST_SPEC, pack, yours)

function view(fromBattle = false) {
  const choices = new Map<string, PackChoice>()
  const choiceOf = (d: PackDiffEntry) => choices.get(d.entry.id) ?? defaultChoice(d)
  return mount(PackDiffView, { props: { pack, diff, choiceOf, fromBattle } })
}

describe('PackDiffView', () => {
  it('says who made the pack, counts what differs, and shows yours beside the pack’s for a conflict', () => {
    const w = view()
    expect(w.text()).toContain('Entered by Anna from play aid B, exported 2026-11-27.')
    expect(w.get('[data-test="pack-counts"]').text()).toBe('1 new, 1 changed, 0 the same. Nothing changes until you confirm.')
    const rows = w.get('[data-diff="series-fire"]').findAll('tbody tr').map((tr) => tr.findAll('th, td').map((c) => c.text()))
    expect(rows).toEqual([['Fire Table, 1 SP row', '1 1 2 2 3 3', '1 1 2 2 3 4']])
    expect((w.get('[data-diff="series-fire"] [data-test="keep-mine"]').element as HTMLInputElement).checked).toBe(true)
    expect(w.get('[data-diff="series-counters"]').text()).toContain('u1: SP 3')
    expect(w.get('[data-test="pack-confirm"]').text()).toBe('Confirm (1 entry from the pack)')
    expect(w.find('[data-test="pack-from-battle"]').exists()).toBe(false)
  })

  it('a pack whose who and source were not given says so in its own words', () => {
    const unnamed = toPackFile('series', [ownRecord('series-counters', { u1: 3 })], { enteredBy: 'not given', source: 'not given' }, Date.UTC(2026, 10, 27))
    const w = mount(PackDiffView, { props: { pack: unnamed, diff: diffPack(TEST_SPEC, unnamed, []), choiceOf: defaultChoice } })
    expect(w.text()).toContain('Entered by someone unnamed, exported 2026-11-27.')
  })

  it('emits each choice, Confirm and Discard; says when the pack came with a battle', async () => {
    const w = view(true)
    await w.get('[data-diff="series-fire"] [data-test="take-pack"]').setValue(true)
    await w.get('[data-test="add-new"]').setValue(false)
    await w.get('[data-test="pack-confirm"]').trigger('click')
    await w.get('[data-test="pack-discard"]').trigger('click')
    expect(w.emitted('choose')).toEqual([['series-fire', 'take'], ['series-counters', 'keep']])
    expect(w.emitted('confirm')).toHaveLength(1)
    expect(w.emitted('discard')).toHaveLength(1)
    expect(w.find('[data-test="pack-from-battle"]').exists()).toBe(true)
  })
})
