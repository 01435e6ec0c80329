// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ConflictList from './ConflictList.vue'

const CONFLICTS = [
  { action: 'x1', text: "Two phones changed 2nd Line's elements while apart: 3 → 2 on Anne's phone, 3 → 2 on Ben's" },
  { action: 'x2', text: 'Two phones changed the weather while apart: Rain on Anne\'s phone, Fine on Ben\'s' },
]
const list = (umpire: boolean, busy = false, conflicts = CONFLICTS) => mount(ConflictList, { props: { conflicts, umpire, busy } })

describe('conflicts after a merge', () => {
  it('the umpire sees each with Keep both / Keep this / Keep the other, and a tap settles that one', async () => {
    const w = list(true)
    expect(w.findAll('[data-test="conflict"]').map((c) => c.find('p').text())).toEqual(CONFLICTS.map((c) => c.text))
    expect(w.findAll('[data-test="conflict"]')[0]!.findAll('button').map((b) => b.text())).toEqual(['Keep both', 'Keep this', 'Keep the other'])
    await w.findAll('[data-test="conflict"]')[1]!.find('[data-keep="other"]').trigger('click')
    await w.findAll('[data-test="conflict"]')[0]!.find('[data-keep="both"]').trigger('click')
    expect(w.emitted('settle')).toEqual([['x2', 'other'], ['x1', 'both']])
  })
  it('a player sees the same list, waiting for the umpire, with nothing to tap', () => {
    const w = list(false)
    expect(w.findAll('[data-test="umpire-settles"]').map((p) => p.text())).toEqual(['The umpire will settle this.', 'The umpire will settle this.'])
    expect(w.findAll('button')).toHaveLength(0)
  })
  it('is off while a write is under way, and absent with no conflict', () => {
    expect(list(true, true).findAll('button').every((b) => b.attributes('disabled') !== undefined)).toBe(true)
    expect(list(true, false, []).find('[data-test="conflicts"]').exists()).toBe(false)
  })
})
