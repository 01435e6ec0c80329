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

  it('odds of every row by hand from the printed columns (01-05 = 5, 06-10 = 5, 11-30 = 20, 31-50 = 20, 51-75 = 25, 76-00 = 25 faces)', () => {
    const odds = (input: LeaderCasualtyInput) => (['Killed', 'Serious', 'Minor', 'NE'] as const).map((o) => countOf(test.distribution(input), o))
    expect(odds(hit(0, 1))).toEqual([0, 0, 5, 95]) // row 1
    expect(odds(hit(1, 0))).toEqual([0, 5, 5, 90]) // row 2
    expect(odds(hit(1, 1))).toEqual([5, 5, 20, 70]) // row 3
    expect(odds(hit(2, 0))).toEqual([5, 5, 40, 50]) // row 4-6, at 4
    expect(odds(hit(3, 0))).toEqual([5, 5, 40, 50]) // row 4-6, at 6
    expect(odds(hit(3, 1))).toEqual([10, 20, 45, 25]) // row 7-9, at 7
    expect(odds(hit(4, 1))).toEqual([10, 20, 45, 25]) // row 7-9, at 9
    expect(odds(hit(5, 0))).toEqual([30, 20, 25, 25]) // row 10 or more, at 10
  })

  it('each column edge on the 10-or-more row: 5 | 6, 10 | 11, 30 | 31, 50 | 51, 75 | 76, 100', () => {
    const at = (roll: number) => test.resolve(hit(5, 0), [roll]).outcome
    expect([1, 5, 6, 10, 11, 30, 31, 50, 51, 75, 76, 100].map(at)).toEqual([
      'Killed', 'Killed', 'Killed', 'Killed', 'Killed', 'Killed', 'Serious', 'Serious', 'Minor', 'Minor', 'NE', 'NE',
    ])
    const row79 = (roll: number) => test.resolve(hit(4, 0), [roll]).outcome // 8 steps
    expect([5, 6, 10, 11, 30, 31, 50, 51, 75, 76].map(row79)).toEqual(['Killed', 'Killed', 'Killed', 'Serious', 'Serious', 'Minor', 'Minor', 'Minor', 'Minor', 'NE'])
  })

  it('full working lines: the count by the ruling, then the roll in its column and row', () => {
    expect(test.resolve(test.example, [42]).working.map((l) => [l.label, l.value])).toEqual([
      ['casualties this turn (steps): 1 removed, 1 damaged', 3],
      ['roll 42 in 31 - 50, row 3 → NE (no effect)', 42],
    ])
    expect(test.resolve({ ...test.example, casualtyCount: 'bases' }, [7]).working.map((l) => [l.label, l.value])).toEqual([
      ['casualties this turn (bases): 1 removed, 1 damaged', 2],
      ['roll 7 in 06 - 10, row 2 → Minor', 7],
    ])
    expect(test.resolve(hit(0, 0), []).working.map((l) => [l.label, l.value])).toEqual([
      ['casualties this turn (steps): 0 removed, 0 damaged', 0],
      ['no casualties: no test (ruling 7)', 'no test'],
    ])
    expect(test.resolve(test.example, [42])).toMatchObject({ score: 42, percentile: 42, casualties: 3 })
    expect(test.resolve(hit(0, 0), [])).toMatchObject({ casualties: 0, percentile: null })
    expect(test.outcomes(hit(0, 0))).toEqual(['no test'])
    expect(test.outcomes(hit(0, 1))).toEqual(['Killed', 'Serious', 'Minor', 'NE'])
    expect(test.dice(hit(0, 1)).map((d) => d.role)).toEqual(['percentile (tens and units D10, 00 = 100)'])
  })

  it('refusals name the field', () => {
    expect(() => test.dice(hit(0, 1.5))).toThrow('basesDamagedThisTurn must be a whole number of 0 or more, got 1.5.')
    expect(() => test.dice({ ...hit(1, 0), casualtyCount: 'men' as 'bases' })).toThrow('Unknown casualty count "men" (steps or bases).')
    expect(() => test.resolve(test.example, [0])).toThrow(/percentile/)
    expect(() => test.resolve(test.example, [101])).toThrow(/percentile/)
  })

  it('agrees with resolve over all 100 faces for several inputs', () => {
    for (const input of [hit(0, 1), hit(1, 0), hit(2, 1), hit(4, 0), hit(3, 1), hit(9, 0)]) {
      const d = test.distribution(input)
      expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(100)
      expect(countsOf(d)).toEqual(countByResolve(test, input).counts)
    }
  })
})
