import { describe, expect, it } from 'vitest'
import { countSuccesses, successDistribution } from './successes'

describe('Successes and Partial Successes (seed 002, F-2g and F-4i)', () => {
  it('above the Target Number = Success, equal = Partial, 2 Partials = 1 Success, 1 Partial nothing', () => {
    expect(countSuccesses([5, 6], 4)).toEqual({ successes: 2, partials: 0, total: 2 })
    expect(countSuccesses([2, 3, 6, 6], 6)).toEqual({ successes: 0, partials: 2, total: 1 })
    expect(countSuccesses([6], 6)).toEqual({ successes: 0, partials: 1, total: 0 })
    expect(countSuccesses([4, 4, 4], 4)).toEqual({ successes: 0, partials: 3, total: 1 })
    expect(countSuccesses([3, 4], 4)).toEqual({ successes: 0, partials: 1, total: 0 })
    expect(() => countSuccesses([0], 4, 'attacker die')).toThrow(/attacker die 1/)
  })
  it('1 die against 4: 2 of 6 score a Success (the 4 is a lone Partial)', () => {
    expect(successDistribution(1, 4)).toEqual({ total: 6, outcomes: [{ value: 0, count: 4 }, { value: 1, count: 2 }] })
  })
  it('2 dice against 6: only two 6s score, 1 of 36', () => {
    expect(successDistribution(2, 6)).toEqual({ total: 36, outcomes: [{ value: 0, count: 35 }, { value: 1, count: 1 }] })
  })
  it('2 dice against 4: 2 Successes 4/36; 1 Success = one hit (16) + two Partials (1) = 17/36; none 15/36', () => {
    expect(successDistribution(2, 4)).toEqual({ total: 36, outcomes: [{ value: 0, count: 15 }, { value: 1, count: 17 }, { value: 2, count: 4 }] })
  })
  it('3 dice against 5: no Success = no hit and at most one Partial = 4³ + 3·4² = 112 of 216', () => {
    expect(successDistribution(3, 5).outcomes[0]).toEqual({ value: 0, count: 112 })
    expect(successDistribution(3, 5).outcomes.reduce((s, o) => s + o.count, 0)).toBe(216)
  })
  it('target 1: every die but a 1 succeeds, a 1 is a Partial (two 1s: one Success); 0 dice: certainly none', () => {
    expect(successDistribution(1, 1)).toEqual({ total: 6, outcomes: [{ value: 0, count: 1 }, { value: 1, count: 5 }] })
    expect(successDistribution(2, 1).outcomes).toEqual([{ value: 1, count: 11 }, { value: 2, count: 25 }])
    expect(successDistribution(0, 4)).toEqual({ total: 1, outcomes: [{ value: 0, count: 1 }] })
  })
  it('agrees with counting every face sequence of 4 dice against each target number', () => {
    for (const tn of [1, 2, 3, 4, 5, 6]) {
      const counts = new Map<number, number>()
      for (let i = 0; i < 6 ** 4; i++) {
        const faces = [0, 1, 2, 3].map((k) => (Math.floor(i / 6 ** k) % 6) + 1)
        const t = countSuccesses(faces, tn).total
        counts.set(t, (counts.get(t) ?? 0) + 1)
      }
      expect(Object.fromEntries(successDistribution(4, tn).outcomes.map((o) => [o.value, o.count]))).toEqual(Object.fromEntries(counts))
    }
  })
  it('refuses more than 20 dice (exact counts) and fractional dice', () => {
    expect(() => successDistribution(21, 4)).toThrow(/At most 20 dice/)
    expect(() => successDistribution(-1, 4)).toThrow(/not -1/)
    expect(successDistribution(20, 4).total).toBe(6 ** 20)
  })
})
