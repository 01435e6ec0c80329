// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { allowedTimeDraft } from '@/rulesets/series/clockOps'
import { apply, smallBattle } from '@/rulesets/series/testkit'
import { mountSeries, typeInto } from './mountSeries'
import ClockLimit from './ClockLimit.vue'
import ClockPanel from './ClockPanel.vue'

const button = (w: ReturnType<typeof mountSeries>['w'], text: string) => w.findAll('button').find((b) => b.text().startsWith(text))!

describe('time limit fields (19.1, 19.2)', () => {
  it('a time limit of 1e+308 or 90,5 is refused beside the field; empty sets nothing; nothing is logged', async () => {
    const { w, dispatch } = mountSeries(ClockLimit, smallBattle({ advanced: { timeLimits: true } }))
    expect(await typeInto(w, 'clock-allowed', '1e+308')).toContain('whole number from 1 to 3600')
    expect(button(w, 'Set the time limit').attributes('disabled')).toBeDefined()
    await w.find('form').trigger('submit')
    expect(await typeInto(w, 'clock-allowed', '90,5')).toContain('whole number')
    expect((w.find('input[name="clock-allowed"]').element as HTMLInputElement).value).toBe('90,5')
    expect(await typeInto(w, 'clock-allowed', '')).toBe('')
    expect(button(w, 'Set the time limit').attributes('disabled')).toBeDefined()
    await w.find('form').trigger('submit')
    expect(dispatch).not.toHaveBeenCalled()
    await typeInto(w, 'clock-allowed', '60')
    await w.find('form').trigger('submit')
    expect(dispatch).toHaveBeenCalledTimes(1)
  })

  it('time used: empty shows no penalty (not 0 s) and records nothing; 1e+308 is refused beside the field', async () => {
    const s = smallBattle({ advanced: { timeLimits: true } })
    const { w, dispatch } = mountSeries(ClockPanel, apply(s, allowedTimeDraft(s, 60)), { side: 'a' })
    expect(w.find('[data-test="clock-penalty"]').exists()).toBe(false)
    expect(button(w, 'Record the time').attributes('disabled')).toBeDefined()
    expect(await typeInto(w, 'clock-used', '1e+308')).toContain('whole number from 0 to 5999')
    expect(button(w, 'Record the time').attributes('disabled')).toBeDefined()
    expect(dispatch).not.toHaveBeenCalled()
    await typeInto(w, 'clock-used', '95')
    expect(w.find('[data-test="clock-penalty"]').text()).toBe('0:35 over: morale -2')
  })
})
