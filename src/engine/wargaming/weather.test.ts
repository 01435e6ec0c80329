import { describe, expect, it } from 'vitest'
import { weather } from './weather'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'

describe('weather (seed 004, Weather and Wind: Weather)', () => {
  it('winter −1: a 2 snows (score 1), a 3 rains (score 2); rain or snow is rolled again after two turns', () => {
    expect(weather.resolve({ season: 'winter' }, [2])).toMatchObject({ score: 1, outcome: 'snow', rollAgainAfterTurns: 2 })
    expect(weather.resolve({ season: 'winter' }, [3])).toMatchObject({ score: 2, outcome: 'rain', rollAgainAfterTurns: 2 })
  })

  it('spring: 3 rains, 4 is fine and needs no further roll', () => {
    expect(weather.resolve({ season: 'spring' }, [3])).toMatchObject({ score: 3, outcome: 'rain' })
    expect(weather.resolve({ season: 'spring' }, [4])).toMatchObject({ score: 4, outcome: 'fine', rollAgainAfterTurns: null })
  })

  it('odds by hand: winter snow 1, rain 4, fine 1 in 6; summer rain 1, fine 5; autumn rain 3, fine 3', () => {
    expect(weather.distribution({ season: 'winter' }).outcomes).toEqual([
      { value: 'snow', count: 1 }, { value: 'rain', count: 4 }, { value: 'fine', count: 1 },
    ])
    expect(weather.distribution({ season: 'summer' }).outcomes).toEqual([{ value: 'rain', count: 1 }, { value: 'fine', count: 5 }])
    expect(weather.distribution({ season: 'autumn' }).outcomes).toEqual([{ value: 'rain', count: 3 }, { value: 'fine', count: 3 }])
  })

  it('every face in every season by hand from the text (score = face + season; <2 snow, 2–3 rain, >3 fine)', () => {
    const by = (season: 'winter' | 'spring' | 'summer' | 'autumn') => [2, 3, 4, 5].map((f) => weather.resolve({ season }, [f]).outcome)
    expect(by('winter')).toEqual(['snow', 'rain', 'rain', 'fine'])
    expect(by('spring')).toEqual(['rain', 'rain', 'fine', 'fine'])
    expect(by('autumn')).toEqual(['rain', 'rain', 'fine', 'fine'])
    expect(by('summer')).toEqual(['rain', 'fine', 'fine', 'fine'])
    // the average die shows 3 and 4 twice: spring rain = faces 2, 3, 3 = 3 in 6
    expect(weather.distribution({ season: 'spring' })).toEqual({ total: 6, outcomes: [{ value: 'rain', count: 3 }, { value: 'fine', count: 3 }] })
    expect(weather.outcomes({ season: 'spring' })).toEqual(['snow', 'rain', 'fine'])
    expect(weather.dice({ season: 'spring' }).map((d) => [d.role, d.die.id])).toEqual([['weather die', 'average']])
  })

  it('full working lines: the die and the season', () => {
    expect(weather.resolve({ season: 'winter' }, [4]).working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Average die 4', 4, 'Weather and Wind: Weather'],
      ['Season: winter', -1, 'Weather and Wind: Weather'],
    ])
    expect(weather.resolve({ season: 'summer' }, [5]).working.map((l) => [l.label, l.value])).toEqual([
      ['Average die 5', 5],
      ['Season: summer', 1],
    ])
    expect(weather.resolve({ season: 'summer' }, [5])).toMatchObject({ score: 6, outcome: 'fine', rollAgainAfterTurns: null })
  })

  it('agrees with resolve and rejects bad input', () => {
    for (const season of ['winter', 'spring', 'summer', 'autumn'] as const) expectAgreesWithResolve(weather, { season })
    expect(() => weather.resolve({ season: 'monsoon' as 'summer' }, [3])).toThrow(/Unknown season "monsoon"/)
    expect(() => weather.resolve({ season: 'summer' }, [6])).toThrow(/weather die: a average die cannot show 6/)
  })
})
