import { describe, expect, it } from 'vitest'
import { SEASON_MODIFIER, WIND_DIRECTIONS, WIND_REFERENCE, WIND_SPEEDS } from './weatherTables'

// Spot checks read off seed 004, Weather and Wind by hand.
describe('weather and wind tables as printed (seed 004, Weather and Wind)', () => {
  it('season: winter −1, summer +1, spring and autumn 0', () => {
    expect(SEASON_MODIFIER).toEqual({ winter: -1, spring: 0, summer: 1, autumn: 0 })
  })

  it('D10 0–1 no wind, 2 north round the compass to 9 north-west; speeds 2–5', () => {
    expect(WIND_DIRECTIONS).toEqual(['none', 'none', 'N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])
    expect(WIND_SPEEDS[5]).toBe('occasional light airs')
    expect(WIND_REFERENCE.rows).toContainEqual(['average die 4', 'strong', 50, 1])
    expect(WIND_REFERENCE.rows).toContainEqual(['average die 5', 'occasional light airs', '-', '-'])
  })
})
