import { describe, expect, it } from 'vitest'
import { d10Reading, smokeFor, windDirection, windSpeed } from './wind'
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

  it('full working lines for every direction face (the 10 face reads 0)', () => {
    expect([10, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((f) => windDirection.resolve({}, [f]).working.map((l) => [l.label, l.value]))).toEqual([
      [['D10 reads 0: no wind', 0]],
      [['D10 reads 1: no wind', 1]],
      [['D10 reads 2: wind from the N', 2]],
      [['D10 reads 3: wind from the NE', 3]],
      [['D10 reads 4: wind from the E', 4]],
      [['D10 reads 5: wind from the SE', 5]],
      [['D10 reads 6: wind from the S', 6]],
      [['D10 reads 7: wind from the SW', 7]],
      [['D10 reads 8: wind from the W', 8]],
      [['D10 reads 9: wind from the NW', 9]],
    ])
    expect(windDirection.outcomes({})).toEqual(['none', 'N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])
    expect(windDirection.dice({}).map((d) => [d.role, d.die.id])).toEqual([['wind direction D10', 'd10']])
  })

  it('full working lines for every speed face, and ruling 11 "as light" through the calculator', () => {
    expect([2, 3, 4, 5].map((f) => windSpeed.resolve({}, [f]).working.map((l) => [l.label, l.value]))).toEqual([
      [['Average die 2: light, smoke 10 yd per phase, disperses after 3 turn(s)', 2]],
      [['Average die 3: medium, smoke 20 yd per phase, disperses after 2 turn(s)', 3]],
      [['Average die 4: strong, smoke 50 yd per phase, disperses after 1 turn(s)', 4]],
      [['Average die 5: occasional light airs, no smoke drift (ruling 11)', 5]],
    ])
    const asLight = windSpeed.resolve({ rulings: { airs: 'as light' } }, [5])
    expect(asLight).toMatchObject({ outcome: 'occasional light airs', smoke: { yardsPerPhase: 10, dispersesAfterTurns: 3 } })
    expect(asLight.working[0]?.label).toBe('Average die 5: occasional light airs, smoke 10 yd per phase, disperses after 3 turn(s)')
    expect(windSpeed.resolve({ rulings: { airs: 'no drift' } }, [5]).smoke).toBeNull()
    expect(windSpeed.resolve({ rulings: { airs: 'as light' } }, [4]).smoke).toEqual({ yardsPerPhase: 50, dispersesAfterTurns: 1 })
    expect(smokeFor('occasional light airs')).toBeNull()
    expect(smokeFor('medium', 'as light')).toEqual({ yardsPerPhase: 20, dispersesAfterTurns: 2 })
    expect(() => smokeFor('gale' as 'light')).toThrow('Unknown wind speed "gale".')
    expect(windSpeed.outcomes({})).toEqual(['light', 'medium', 'strong', 'occasional light airs'])
    expect(windSpeed.dice({}).map((d) => [d.role, d.die.id])).toEqual([['wind speed die', 'average']])
    expect(d10Reading(10)).toBe(0)
    expect(d10Reading(7)).toBe(7)
  })

  it('agrees with resolve and rejects bad faces', () => {
    expectAgreesWithResolve(windDirection, {})
    expectAgreesWithResolve(windSpeed, {})
    expectAgreesWithResolve(windSpeed, { rulings: { airs: 'as light' } })
    expect(() => windDirection.resolve({}, [0])).toThrow(/wind direction D10: a D10 cannot show 0/)
    expect(() => windSpeed.resolve({}, [1])).toThrow(/wind speed die/)
  })
})
