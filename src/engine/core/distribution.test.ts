import { describe, expect, it } from 'vitest'
import { AVERAGE_DIE, D6, D20 } from './dice'
import { chance, combine, facesOf, fromDie, map, ordered, percent, sum } from './distribution'

const total = (d: { outcomes: readonly { count: number }[] }) => d.outcomes.reduce((s, o) => s + o.count, 0)

describe('exact distributions', () => {
  it('an average die shows 3 and 4 twice as often as 2 and 5', () => {
    const d = fromDie(AVERAGE_DIE)
    expect(d.total).toBe(6)
    expect(Object.fromEntries(d.outcomes.map((o) => [o.value, o.count]))).toEqual({ 2: 1, 3: 2, 4: 2, 5: 1 })
  })

  it('2D6 by convolution: 7 comes up 6 times in 36, 2 and 12 once', () => {
    const d = sum([fromDie(D6), fromDie(D6)])
    expect(d.total).toBe(36)
    expect(total(d)).toBe(36)
    const count = (v: number) => d.outcomes.find((o) => o.value === v)?.count
    expect([count(2), count(7), count(12)]).toEqual([1, 6, 1])
  })

  it('the signed difference of two average dice runs −3..+3, 0 most likely (10 in 36)', () => {
    const d = combine(fromDie(AVERAGE_DIE), fromDie(AVERAGE_DIE), (a, b) => a - b)
    const byValue = Object.fromEntries(d.outcomes.map((o) => [o.value, o.count]))
    // Hand count: 0 = 1·1 + 2·2 + 2·2 + 1·1 = 10; +3 = (5,2) only = 1.
    expect(byValue).toEqual({ '-3': 1, '-2': 4, '-1': 8, 0: 10, 1: 8, 2: 4, 3: 1 })
  })

  it('facesOf enumerates every face combination with its weight', () => {
    const d = facesOf([AVERAGE_DIE, D20])
    expect(d.total).toBe(120)
    expect(total(d)).toBe(120)
    expect(d.outcomes).toHaveLength(4 * 20)
  })

  it('map merges equal outcomes and chance counts exactly', () => {
    const high = map(fromDie(D20), (f) => (f >= 15 ? 'high' : 'low'))
    expect(high.outcomes).toEqual([
      { value: 'low', count: 14 },
      { value: 'high', count: 6 },
    ])
    expect(chance(fromDie(D6), (f) => f === 6)).toEqual({ count: 1, total: 6 })
  })

  it('ordered puts outcomes in the printed order', () => {
    const d = map(fromDie(D6), (f) => (f <= 2 ? 'b' : 'a'))
    expect(ordered(d, ['b', 'a']).outcomes.map((o) => o.value)).toEqual(['b', 'a'])
  })

  it('percent is readable and never claims certainty it does not have', () => {
    expect(percent(10, 36)).toBe('28 %')
    expect(percent(1, 36)).toBe('2.8 %')
    expect(percent(1, 100000)).toBe('<0.1 %')
    expect(percent(99999, 100000)).toBe('>99.9 %')
    expect(percent(0, 6)).toBe('0 %')
    expect(percent(6, 6)).toBe('100 %')
  })
})
