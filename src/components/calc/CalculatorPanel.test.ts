// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import CalculatorPanel from './CalculatorPanel.vue'
import { testCalculator } from '@/calc/testCalculator'
import { certain, D6, facesOf, map, type Calculator } from '@/engine/core'

/** A table the players read themselves: no dice, the result is what they typed. */
const readOffPlayAid: Calculator<{ read: string }, string> = {
  id: 'read', title: 'Read', rule: { seed: '000', section: 'test' }, example: { read: 'D1' },
  dice: () => [],
  resolve: (input) => ({ outcome: input.read, score: 29, working: [{ label: 'read on the play aid', value: input.read, rule: { seed: '000', section: 'test' } }] }),
  distribution: (input) => certain(input.read),
  outcomes: (input) => [input.read],
}

describe('CalculatorPanel', () => {
  it('takes the players\' dice, marks the result among the odds and hands it to Apply', async () => {
    const w = mount(CalculatorPanel, { props: { calculator: testCalculator, input: { factor: 0 }, applyLabel: 'Apply' } })
    expect(w.findAll('.odds li')).toHaveLength(2)
    await w.findAll('button').find((b) => b.text() === 'I rolled')!.trigger('click')
    await w.find('[aria-label="+ die"] [data-face="5"]').trigger('click')
    expect(w.find('[data-testid="result-line"]').exists()).toBe(false)
    await w.find('[aria-label="− die"] [data-face="2"]').trigger('click')
    expect(w.find('[data-testid="result-line"]').text()).toBe('hit')
    expect(w.find('.odds li.marked').attributes('data-outcome')).toBe('hit')
    await w.findAll('button').find((b) => b.text() === 'Apply')!.trigger('click')
    const [[resolved]] = w.emitted('apply') as unknown as [[{ result: { score: number }; dice: { source: string } }]]
    expect(resolved.result.score).toBe(3)
    expect(resolved.dice.source).toBe('physical')
  })

  it('rolls in the app with faces the dice can show', async () => {
    const w = mount(CalculatorPanel, { props: { calculator: testCalculator, input: { factor: 0 } } })
    await w.findAll('button').find((b) => b.text() === 'Roll')!.trigger('click')
    const faces = w.findAll('.result .face').map((f) => Number(f.text()))
    expect(faces).toHaveLength(2)
    for (const f of faces) expect([2, 3, 4, 5]).toContain(f)
  })

  it("says outcomes in the battle's words where the screen asks (army names for 'side a')", async () => {
    const w = mount(CalculatorPanel, { props: { calculator: testCalculator, input: { factor: 0 }, relabel: (t: string) => (t === 'hit' ? 'Ney hits' : t) } })
    expect(w.findAll('.odds .label').map((l) => l.text())).toEqual(['miss', 'Ney hits'])
    await w.findAll('button').find((b) => b.text() === 'I rolled')!.trigger('click')
    await w.find('[aria-label="+ die"] [data-face="5"]').trigger('click')
    await w.find('[aria-label="− die"] [data-face="2"]').trigger('click')
    expect(w.find('[data-testid="result-line"]').text()).toBe('Ney hits')
    expect(w.find('[data-test="working-total"]').text()).toBe('= 3 with your dice (5, 2)')
    expect(w.find('[data-test="score"]').text()).toBe('Score 3')
  })

  it('ends the pre-roll working with the sum and the dice range', () => {
    const w = mount(CalculatorPanel, { props: { calculator: testCalculator, input: { factor: 2 } } })
    expect(w.find('[data-test="working-total"]').text()).toBe('= 2 + dice (−3…+3) → −1…5')
  })

  it('with nothing to roll (a result read off the play aid) shows the result and Apply at once, and applies it with no dice', async () => {
    const w = mount(CalculatorPanel, { props: { calculator: readOffPlayAid, input: { read: 'D1' }, applyLabel: 'Apply' } })
    await w.vm.$nextTick()
    expect(w.find('[data-testid="result-line"]').text()).toBe('D1')
    expect(w.findAll('button').map((b) => b.text())).toEqual(['Apply'])
    expect(w.text()).not.toContain('with the dice')
    expect(w.find('[data-test="score"]').exists()).toBe(false)
    await w.findAll('button').find((b) => b.text() === 'Apply')!.trigger('click')
    expect(w.emitted('apply')).toEqual([[{ result: expect.objectContaining({ outcome: 'D1' }), dice: { source: 'physical', dice: [] } }]])
    await w.setProps({ input: { read: '1/0' } })
    expect(w.find('[data-testid="result-line"]').text()).toBe('1/0')
  })

  it('a rating the die is read against (an Elan of 2) is not shown as "Score 2" after the roll', async () => {
    const elan: Calculator<{ er: number }, string> = {
      id: 'elan', title: 'Elan', rule: { seed: '002', section: 'test' }, example: { er: 2 },
      dice: () => [{ role: 'Elan die', die: D6 }],
      resolve: (input, faces) => ({ outcome: (faces[0] as number) <= input.er ? 'pass' : 'fail', score: input.er, working: [{ label: 'ER', value: input.er, rule: { seed: '002', section: 'test' }, kind: 'rating' }] }),
      distribution: (input) => map(facesOf([D6]), (f) => ((f[0] as number) <= input.er ? 'pass' : 'fail')),
      outcomes: () => ['pass', 'fail'],
    }
    const w = mount(CalculatorPanel, { props: { calculator: elan, input: { er: 2 } } })
    expect(w.find('[data-test="working-total"]').text()).toBe('roll D6 (1–6)')
    await w.findAll('button').find((b) => b.text() === 'Roll')!.trigger('click')
    expect(w.find('[data-testid="result-line"]').exists()).toBe(true)
    expect(w.find('[data-test="score"]').exists()).toBe(false)
    expect(w.find('.result').text()).toContain('ER2')
  })

  it('an "other ±N" of 150 or "abc" is refused beside the field: the calculator stays, the draft is kept, nothing is added', async () => {
    const withOther = (i: unknown, o: { value: number }) => ({ factor: (i as { factor: number }).factor + o.value })
    const w = mount(CalculatorPanel, { props: { calculator: testCalculator, input: { factor: 2 }, withOther }, attachTo: document.body })
    await w.get('.other summary').trigger('click')
    const field = () => w.get('input[name="other-value"]')
    await field().setValue('150')
    expect(w.get('[data-test="field-message"]').text()).toBe('Enter a whole number from −99 to 99.')
    expect((field().element as HTMLInputElement).value).toBe('150')
    expect(w.find('.error').exists()).toBe(false)
    expect(w.get('[data-test="working-total"]').text()).toBe('= 2 + dice (−3…+3) → −1…5')
    expect(w.findAll('button').filter((b) => b.text() === 'Roll').every((b) => b.attributes('disabled') !== undefined)).toBe(true)
    await field().setValue('abc')
    expect(w.get('[data-test="field-message"]').text()).toContain('“abc” is not a number')
    await field().setValue('')
    expect(w.find('input[name="other-value"]').exists()).toBe(true)
    await field().setValue('−1')
    expect(w.get('[data-test="working-total"]').text()).toBe('= 1 + dice (−3…+3) → −2…4')
    w.unmount()
  })
})
