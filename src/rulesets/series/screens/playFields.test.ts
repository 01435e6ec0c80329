// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { startActivationDraft } from '@/rulesets/series/activationOps'
import { apply, corpsLeader, smallBattle } from '@/rulesets/series/testkit'
import { mountSeries, typeInto } from './mountSeries'
import ActivationPanel from './ActivationPanel.vue'
import OrdersSend from './OrdersSend.vue'

describe('cross-attached units (20.6)', () => {
  it('3 (the rule says up to 2) or 1,5 is refused beside the field and Activate stays off', async () => {
    const s = smallBattle({ advanced: { interactiveGame: true } })
    const { w, dispatch } = mountSeries(ActivationPanel, apply(s, startActivationDraft(s, 'a')), { turn: 1 })
    await w.find('button.chip').trigger('click')
    const activate = () => w.findAll('button').find((b) => b.text() === 'Activate')!
    expect(activate().attributes('disabled')).toBeUndefined()
    expect(await typeInto(w, 'act-cross', '3')).toContain('whole number from 0 to 2')
    expect(activate().attributes('disabled')).toBeDefined()
    expect(await typeInto(w, 'act-cross', '1,5')).toContain('whole number')
    await activate().trigger('click')
    expect(dispatch).not.toHaveBeenCalled()
  })
})

describe('aide number (17.5)', () => {
  it('1e+308 or an aide "1,5" is refused beside the field; empty is not an aide', async () => {
    const { w } = mountSeries(OrdersSend, smallBattle(), { leader: corpsLeader(), level: 3 })
    expect(await typeInto(w, 'aide-l1', '1e+308')).toContain('whole number from 1 to 99')
    expect(await typeInto(w, 'aide-l1', '1,5')).toContain('whole number')
    expect((w.find('input[name="aide-l1"]').element as HTMLInputElement).value).toBe('1,5')
    expect(await typeInto(w, 'aide-l1', '')).toBe('')
    expect(w.findAll('button').find((b) => b.text() === 'Send order')!.attributes('disabled')).toBeDefined()
    expect(await typeInto(w, 'aide-l1', '7')).toBe('')
  })
})
