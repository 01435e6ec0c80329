// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { conflictsOf } from '@/model/conflicts'
import { testSetup, testUnit } from '@/test-utils/battles'
import { act, merged, phone } from '@/test-utils/phones'
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

describe('conflicts name the phones that made them', () => {
  /** Anne's and Ben's phones each take a base from the 92nd Foot while apart; `named`: their actions carry the phones' names. */
  function apart(named: boolean) {
    const setup = testSetup()
    const start = phone(setup)
    act(start, { kind: 'unit.add', label: 'Added 92nd Foot', ops: [{ op: 'unit.put', unit: { ...testUnit('u1'), name: '92nd Foot' } }] })
    const [anne, ben] = [phone(setup, start.log), phone(setup, start.log)]
    const lose = (p: typeof anne, who: string) => {
      const made = act(p, { kind: 'fire.applied', label: `92nd Foot lost 1 base (${who})`, ops: [{ op: 'unit.patch', id: 'u1', state: { lostBases: 1 } }] })
      if (named) p.log[p.log.length - 1] = { ...made, device: `${who}'s phone` }
    }
    lose(anne, 'Anne')
    lose(ben, 'Ben')
    // Ben's action comes later in the merged order: it is the conflict, and Anne's the other change.
    return conflictsOf(setup, merged(start.log, anne.log, ben.log))
  }

  it('the umpire reads which phone made each change, by the name each phone was given', () => {
    const w = list(true, false, apart(true))
    expect(w.find('[data-test="conflict"] p').text()).toBe(
      'Two phones changed 92nd Foot\'s lost bases while apart: 0 → 1 on Ben\'s phone ("92nd Foot lost 1 base (Ben)"), 0 → 1 on Anne\'s phone ("92nd Foot lost 1 base (Anne)"); both changes stand: 2',
    )
    expect(w.find('[role="group"]').attributes('aria-label')).toContain("on Ben's phone")
  })

  it('actions from before phones had names read "on one phone" and "on the other"', () => {
    expect(list(false, false, apart(false)).find('[data-test="conflict"] p').text()).toMatch(/: 0 → 1 on one phone \("92nd Foot lost 1 base \(Ben\)"\), 0 → 1 on the other \("92nd Foot lost 1 base \(Anne\)"\);/)
  })
})
