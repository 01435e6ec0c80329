import { describe, expect, it } from 'vitest'
import { AVERAGE_DIE, D6, D20 } from './dice'
import { certain, chance, combine, facesOf, fromDie, map, merge, ordered, percent, sum } from './distribution'

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

describe('exact distributions, edges', () => {
  it('merge keeps the string "1" apart from the number 1 and keeps first-seen order', () => {
    const d = merge<string | number>(4, [
      { value: 1, count: 1 },
      { value: '1', count: 1 },
      { value: 1, count: 2 },
    ])
    expect(d).toEqual({ total: 4, outcomes: [{ value: 1, count: 3 }, { value: '1', count: 1 }] })
    expect(merge(2, [{ value: [1, 2], count: 1 }, { value: [1, 2], count: 1 }]).outcomes).toEqual([{ value: [1, 2], count: 2 }])
  })

  it('a certain value and the sum of no dice are 1 in 1', () => {
    expect(certain('x')).toEqual({ total: 1, outcomes: [{ value: 'x', count: 1 }] })
    expect(sum([])).toEqual({ total: 1, outcomes: [{ value: 0, count: 1 }] })
    expect(fromDie(D6).outcomes.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('combine multiplies counts: D6 then average die in order, 36 pairs', () => {
    const d = combine(fromDie(D6), fromDie(AVERAGE_DIE), (a, b) => `${a}/${b}`)
    expect(d.total).toBe(36)
    expect(d.outcomes.slice(0, 4)).toEqual([
      { value: '1/2', count: 1 },
      { value: '1/3', count: 2 },
      { value: '1/4', count: 2 },
      { value: '1/5', count: 1 },
    ])
    expect(facesOf([D6, D6]).outcomes[1]).toEqual({ value: [1, 2], count: 1 })
  })

  it('chance counts every outcome that passes and none that fails', () => {
    expect(chance(fromDie(AVERAGE_DIE), (f) => f >= 4)).toEqual({ count: 3, total: 6 })
    expect(chance(fromDie(AVERAGE_DIE), () => false)).toEqual({ count: 0, total: 6 })
  })

  it('ordered: listed values in printed order, unlisted ones after them in their own order', () => {
    const d = fromDie(D6)
    const o = ordered(d, [5, 2])
    expect(o.total).toBe(6)
    expect(o.outcomes.map((x) => x.value)).toEqual([5, 2, 1, 3, 4, 6])
    expect(ordered(map(d, (f) => ({ high: f > 3 })), [{ high: true }]).outcomes.map((x) => x.value)).toEqual([{ high: true }, { high: false }])
  })

  it('percent edges: 0.1 % and 99.9 % are shown as such, 10 % and over are whole, and nothing short of certain shows 100 %', () => {
    expect(percent(1, 1000)).toBe('0.1 %')
    expect(percent(999, 1000)).toBe('99.9 %')
    expect(percent(1, 10)).toBe('10 %')
    expect(percent(1, 9)).toBe('11 %')
    expect(percent(99, 1000)).toBe('9.9 %')
    // 99.6 % would round to a whole 100 %: it keeps its decimal instead.
    expect(percent(996, 1000)).toBe('99.6 %')
    expect(percent(994, 1000)).toBe('99 %')
  })
})
