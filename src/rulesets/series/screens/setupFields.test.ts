// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { smallBattle } from '@/rulesets/series/testkit'
import { mountSeries, typeInto } from './mountSeries'
import OptionsTab from './OptionsTab.vue'
import DeploymentStart from './DeploymentStart.vue'
import ReinforcementForm from './ReinforcementForm.vue'

const button = (w: ReturnType<typeof mountSeries>['w'], text: string) => w.findAll('button').filter((b) => b.text().startsWith(text))

describe('army morale levels (12)', () => {
  it('a desperate level of 1e+308 is refused beside the field and not saved; the draft stays', async () => {
    const { w, dispatch } = mountSeries(OptionsTab, smallBattle())
    await typeInto(w, 'demoralized-a', '8')
    expect(await typeInto(w, 'desperate-a', '1e+308')).toContain('whole number from 1 to 999')
    expect((w.find('input[name="desperate-a"]').element as HTMLInputElement).value).toBe('1e+308')
    const save = button(w, 'Save levels')[0]!
    expect(save.attributes('disabled')).toBeDefined()
    await save.trigger('click')
    expect(await typeInto(w, 'demoralized-b', '7,5')).toContain('whole number')
    expect(dispatch).not.toHaveBeenCalled()
  })
})

describe('strategic deployment grid (18.1)', () => {
  it('rows emptied wait (never 0 squares); 1e+308 columns are refused; nothing is logged', async () => {
    const { w, dispatch } = mountSeries(DeploymentStart, smallBattle())
    const start = () => w.find('button[type="submit"]')
    expect(await typeInto(w, 'deploy-rows', '')).toBe('')
    expect(start().attributes('disabled')).toBeDefined()
    await w.find('form').trigger('submit')
    await typeInto(w, 'deploy-rows', '4')
    expect(await typeInto(w, 'deploy-cols', '1e+308')).toContain('whole number from 1 to 10')
    expect(start().attributes('disabled')).toBeDefined()
    await w.find('form').trigger('submit')
    expect(dispatch).not.toHaveBeenCalled()
  })
})

describe('reinforcement schedule (13.0)', () => {
  it('a turn of 1e+308 or an allowance of 6,5 is refused beside its field and nothing is added', async () => {
    const { w, dispatch } = mountSeries(ReinforcementForm, smallBattle())
    await typeInto(w, 'reinf-hex', '0101')
    await typeInto(w, 'reinf-formation', 'Guard cavalry')
    expect(await typeInto(w, 'reinf-turn', '1e+308')).toContain('whole number from 1 to 99')
    expect(await typeInto(w, 'reinf-ma', '6,5')).toContain('whole number')
    expect(w.find('button[type="submit"]').attributes('disabled')).toBeDefined()
    await w.find('form').trigger('submit')
    await typeInto(w, 'reinf-ma', '')
    await typeInto(w, 'reinf-turn', '')
    await w.find('form').trigger('submit')
    expect(w.find('[data-problem="turn"]').exists()).toBe(true)
    expect(dispatch).not.toHaveBeenCalled()
    await typeInto(w, 'reinf-turn', '3')
    await w.find('form').trigger('submit')
    expect(dispatch).toHaveBeenCalledTimes(1)
  })
})
