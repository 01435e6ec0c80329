import { describe, expect, it } from 'vitest'
import { PERCENTILE } from '../core'
import { countByResolve, countOf, countsOf } from '@/test-utils/calculatorChecks'
import { leaderCasualtyCalculator as test, leaderCasualtyFromD10s, type LeaderCasualtyInput } from './leaderCasualty'

const hit = (removed: number, damaged: number): LeaderCasualtyInput => ({ basesRemovedThisTurn: removed, basesDamagedThisTurn: damaged })

describe('leader casualty test (seed 004, Leader Casualties; ruling 7)', () => {
  it('counts 1 removed + 1 damaged as 3 steps: row 3 gives Killed 5, Serious 5, Minor 20, NE 70 in 100', () => {
    const d = test.distribution(test.example)
    expect(d.total).toBe(100)
    expect(['Killed', 'Serious', 'Minor', 'NE'].map((o) => countOf(d, o as 'NE'))).toEqual([5, 5, 20, 70])
    expect(d.outcomes.map((o) => o.value)).toEqual(['Killed', 'Serious', 'Minor', 'NE'])
  })

  it('reads a roll against its column, at the edges', () => {
    expect(test.resolve(test.example, [5]).outcome).toBe('Killed')
    expect(test.resolve(test.example, [6]).outcome).toBe('Serious')
    expect(test.resolve(test.example, [30]).outcome).toBe('Minor')
    expect(test.resolve(test.example, [31]).outcome).toBe('NE')
  })

  it('counts bases hit instead of steps when the owner chooses: 2 → row 2', () => {
    const d = test.distribution({ ...test.example, casualtyCount: 'bases' })
    expect(['Killed', 'Serious', 'Minor', 'NE'].map((o) => countOf(d, o as 'NE'))).toEqual([0, 5, 5, 90])
  })

  it('uses the 10-or-more row for 5 bases removed: Killed 30, Serious 20, Minor 25, NE 25', () => {
    const d = test.distribution(hit(5, 0))
    expect(['Killed', 'Serious', 'Minor', 'NE'].map((o) => countOf(d, o as 'NE'))).toEqual([30, 20, 25, 25])
  })

  it('needs no test when the unit lost nothing', () => {
    expect(test.dice(hit(0, 0))).toEqual([])
    expect(test.resolve(hit(0, 0), []).outcome).toBe('no test')
    expect(test.distribution(hit(0, 0))).toEqual({ total: 1, outcomes: [{ value: 'no test', count: 1 }] })
  })

  it('takes the two D10 as rolled, 00 = 100', () => {
    expect(leaderCasualtyFromD10s(hit(5, 0), 0, 0)).toMatchObject({ percentile: 100, outcome: 'NE' })
    expect(leaderCasualtyFromD10s(hit(5, 0), 0, 3)).toMatchObject({ percentile: 3, outcome: 'Killed' })
    expect(() => leaderCasualtyFromD10s(hit(5, 0), 10, 3)).toThrow(/Tens die must be 0–9/)
    expect(test.dice(hit(1, 0))[0]!.die).toBe(PERCENTILE)
  })

  it('rejects impossible rolls and counts', () => {
    expect(() => test.resolve(test.example, [0])).toThrow(/cannot show 0/)
    expect(() => test.resolve(test.example, [101])).toThrow(/cannot show 101/)
    expect(() => test.dice(hit(-1, 0))).toThrow(/basesRemovedThisTurn must be/)
  })

  it('agrees with resolve over all 100 faces for several inputs', () => {
    for (const input of [hit(0, 1), hit(1, 0), hit(2, 1), hit(4, 0), hit(3, 1), hit(9, 0)]) {
      const d = test.distribution(input)
      expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(100)
      expect(countsOf(d)).toEqual(countByResolve(test, input).counts)
    }
  })
})
