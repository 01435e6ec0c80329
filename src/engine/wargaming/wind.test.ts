import { describe, expect, it } from 'vitest'
import { smokeFor, windDirection, windSpeed } from './wind'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'

describe('wind (seed 004, Weather and Wind: Wind)', () => {
  it('D10: 0 (the 10 face) and 1 mean no wind, 2 from the north … 9 from the north-west', () => {
    expect(windDirection.resolve({}, [10]).outcome).toBe('none')
    expect(windDirection.resolve({}, [1]).outcome).toBe('none')
    expect(windDirection.resolve({}, [2]).outcome).toBe('N')
    expect(windDirection.resolve({}, [5]).outcome).toBe('SE')
    expect(windDirection.resolve({}, [9]).outcome).toBe('NW')
  })

  it('no wind 2 in 10, each direction 1 in 10', () => {
    const d = windDirection.distribution({})
    expect(d.total).toBe(10)
    expect(d.outcomes[0]).toEqual({ value: 'none', count: 2 })
    expect(d.outcomes.slice(1).map((o) => [o.value, o.count])).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'].map((v) => [v, 1]))
  })

  it('speed on an average die: strong blows smoke 50 yd a phase and clears it after 1 turn; airs give no drift (ruling 11)', () => {
    expect(windSpeed.resolve({}, [4])).toMatchObject({ outcome: 'strong', smoke: { yardsPerPhase: 50, dispersesAfterTurns: 1 } })
    expect(windSpeed.resolve({}, [3])).toMatchObject({ outcome: 'medium', smoke: { yardsPerPhase: 20, dispersesAfterTurns: 2 } })
    expect(windSpeed.resolve({}, [2])).toMatchObject({ outcome: 'light', smoke: { yardsPerPhase: 10, dispersesAfterTurns: 3 } })
    expect(windSpeed.resolve({}, [5])).toMatchObject({ outcome: 'occasional light airs', smoke: null })
    expect(smokeFor('occasional light airs', 'as light')).toEqual({ yardsPerPhase: 10, dispersesAfterTurns: 3 })
    expect(windSpeed.distribution({}).outcomes).toEqual([
      { value: 'light', count: 1 }, { value: 'medium', count: 2 }, { value: 'strong', count: 2 }, { value: 'occasional light airs', count: 1 },
    ])
  })

  it('agrees with resolve and rejects bad faces', () => {
    expectAgreesWithResolve(windDirection, {})
    expectAgreesWithResolve(windSpeed, {})
    expectAgreesWithResolve(windSpeed, { rulings: { airs: 'as light' } })
    expect(() => windDirection.resolve({}, [0])).toThrow(/wind direction D10: a D10 cannot show 0/)
    expect(() => windSpeed.resolve({}, [1])).toThrow(/wind speed die/)
  })
})
