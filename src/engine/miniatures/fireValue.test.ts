import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { modifiedFireValue, type FireInput } from './fireValue'

const fv = (input: FireInput) => modifiedFireValue(input).fireValue
const code = (input: FireInput) => {
  try { modifiedFireValue(input) } catch (e) { return e instanceof RulesInputError ? `${e.code}:${e.field}` : 'other' }
  return 'none'
}

// Worked by hand from seed 003, Reference Sheet, Fire Value Modifiers (9.2) and Terrain Effect (8.0).
describe('modified fire value', () => {
  it('French infantry, moved 1, close, 1 disorder point, at English infantry in an orchard: 9 − 1 − 1 = 7', () => {
    const r = modifiedFireValue({ firer: 'french-infantry', moved: 1, range: 1, disorderPoints: 1, target: 'english-infantry', targetTerrain: 'orchard' })
    expect(r.fireValue).toBe(7)
    expect(r.working.map((l) => l.value)).toEqual([9, -1, -1])
    expect(r.working[0]!.label).toBe('French Infantry, move 1 and fire, close range (1)')
  })

  it('−1 for each disorder point: 3 disorder points on the Old Guard 12 − 3 = 9, said as "3 disorder points"', () => {
    const r = modifiedFireValue({ firer: 'old-guard', range: 1, disorderPoints: 3, target: 'french-infantry' })
    expect(r.fireValue).toBe(9)
    expect(r.working).toEqual([
      { label: 'Old Guard, move 1 and fire, close range (1)', value: 12, rule: { seed: '003', section: 'Reference Sheet: Army Units (1.1), Fire Value RANGE' } },
      { label: '3 disorder points', value: -3, rule: { seed: '003', section: 'Fire Value Modifiers (9.2)' } },
    ])
    expect(fv({ firer: 'old-guard', range: 1, disorderPoints: 0, target: 'french-infantry' })).toBe(12)
  })

  it('infantry may not fire after moving 2 segments (the "NO" rows)', () => {
    expect(code({ firer: 'old-guard', moved: 2, range: 1, target: 'french-infantry' })).toBe('forbidden:moved')
    expect(code({ firer: 'old-guard', moved: 3, range: 1, target: 'french-infantry' })).toBe('out-of-range:moved')
    expect(code({ firer: 'old-guard', range: 3, target: 'french-infantry' })).toBe('forbidden:range')
  })

  it('artillery: heavy at max range on cavalry 2 − 2 = 0; no fire after moving; horse artillery moved 1 uses the "2 and" row', () => {
    expect(fv({ firer: 'heavy-artillery', range: 5, target: 'light-cavalry' })).toBe(0)
    expect(code({ firer: 'heavy-artillery', moved: 1, range: 1, target: 'light-cavalry' })).toBe('forbidden:range')
    expect(code({ firer: 'medium-artillery', range: 5, target: 'light-cavalry' })).toBe('forbidden:range')
    expect(fv({ firer: 'horse-artillery', moved: 1, range: 1, target: 'regular-infantry' })).toBe(10)
    expect(fv({ firer: 'horse-artillery', moved: 2, range: 3, target: 'regular-infantry' })).toBe(3)
  })

  it('cavalry charges: heavy cavalry with a general, on the flank of infantry in the open: 14 + 2 + 8 + 8 = 32', () => {
    expect(fv({ firer: 'heavy-cavalry', moved: 3, range: 1, generalAttached: true, onFlankOrRear: true, target: 'french-infantry' })).toBe(32)
    expect(fv({ firer: 'light-cavalry', range: 1, target: 'french-infantry', targetInSquare: true })).toBe(-1)
    // infantry in a wood: no +8 (only "in open or hill"), wood protection −2
    expect(fv({ firer: 'light-cavalry', range: 1, target: 'french-infantry', targetTerrain: 'wood' })).toBe(7)
    expect(fv({ firer: 'dragons-lanciers', range: 1, target: 'horse-artillery', targetTerrain: 'hill' })).toBe(18)
  })

  it('general +2 only in contact; infantry square/flank +4 only at close range', () => {
    expect(fv({ firer: 'french-infantry', range: 1, generalAttached: true, target: 'regular-infantry' })).toBe(9)
    expect(fv({ firer: 'french-infantry', range: 1, generalAttached: true, adjacent: true, target: 'regular-infantry' })).toBe(11)
    expect(fv({ firer: 'heavy-artillery', range: 1, generalAttached: true, adjacent: true, target: 'regular-infantry' })).toBe(18)
    expect(fv({ firer: 'french-infantry', range: 1, onFlankOrRear: true, target: 'regular-infantry' })).toBe(13)
    expect(fv({ firer: 'french-infantry', range: 2, targetInSquare: true, target: 'regular-infantry' })).toBe(5)
  })

  it('squares and built-up areas: 8 − 6 − 2 = 0 firing from square at cavalry; short range only', () => {
    expect(fv({ firer: 'regular-infantry', range: 1, firingFromSquare: true, target: 'light-cavalry' })).toBe(0)
    expect(code({ firer: 'regular-infantry', range: 2, firingFromSquare: true, target: 'light-cavalry' })).toBe('forbidden:range')
    expect(code({ firer: 'regular-infantry', range: 2, firerTerrain: 'town', target: 'light-cavalry' })).toBe('forbidden:range')
    expect(code({ firer: 'heavy-cavalry', range: 1, target: 'light-cavalry', targetInSquare: true })).toBe('not-allowed-together:targetInSquare')
  })

  it('artillery on a square on the flank at close range 16 + 4 + 4 = 24; at medium only the square counts 9 + 4', () => {
    expect(fv({ firer: 'medium-artillery', range: 1, targetInSquare: true, onFlankOrRear: true, target: 'old-guard' })).toBe(24)
    expect(fv({ firer: 'medium-artillery', range: 2, targetInSquare: true, onFlankOrRear: true, target: 'old-guard' })).toBe(13)
    expect(fv({ firer: 'medium-artillery', range: 2, target: 'horse-artillery' })).toBe(7)
  })

  it('terrain: 5 − 4 (artillery at medium) − 3 (town) − 1 (firing from wood) = −3; stream (−2) only for the firer', () => {
    expect(fv({ firer: 'english-infantry', range: 2, firerTerrain: 'wood', target: 'horse-artillery', targetTerrain: 'town' })).toBe(-3)
    expect(fv({ firer: 'english-infantry', range: 1, firerTerrain: 'stream', target: 'french-infantry', targetTerrain: 'stream' })).toBe(8)
    expect(fv({ firer: 'english-infantry', range: 1, target: 'garrison', targetTerrain: 'fortified' })).toBe(5)
  })

  it('says why in the player’s words', () => {
    const msg = (input: FireInput) => { try { modifiedFireValue(input) } catch (e) { return (e as Error).message } return 'none' }
    expect(msg({ firer: 'old-guard', moved: 2, range: 1, target: 'french-infantry' })).toBe('Old Guard may not fire after moving 2 segments: move 2, NO fire. (seed 003, Reference Sheet: Army Units (1.1))')
    expect(msg({ firer: 'general', range: 1, target: 'french-infantry' })).toBe('A general by himself can not attack. (seed 000, 7.32.5)')
    expect(msg({ firer: 'old-guard', range: 3, target: 'french-infantry' })).toBe('Old Guard has no fire value at half long range (3): beyond its range of 2 segments (reference sheet: -). (seed 003, 7.3 Combat Range)')
    expect(msg({ firer: 'heavy-artillery', moved: 1, range: 1, target: 'french-infantry' })).toBe('Heavy Artillery has no fire value after moving: artillery may move OR fire (reference sheet: -). (seed 003, 7.3 Combat Range)')
    expect(msg({ firer: 'medium-artillery', range: 5, target: 'french-infantry' })).toBe('Medium Artillery has no fire value at maximum range (5): beyond its range of 4 segments (reference sheet: -). (seed 003, 7.3 Combat Range)')
    expect(msg({ firer: 'heavy-artillery', range: 1, firingFromSquare: true, target: 'french-infantry' })).toBe('Only infantry forms square.')
    expect(msg({ firer: 'heavy-artillery', range: 1, target: 'horse-artillery', targetInSquare: true })).toBe('Only infantry forms square.')
    expect(msg({ firer: 'old-guard', range: 2, firingFromSquare: true, target: 'french-infantry' })).toBe('Unit in built up areas or in square can fire only at short range. (seed 003, 7.3 Combat Range)')
    expect(msg({ firer: 'old-guard', range: 1, target: 'french-infantry', targetTerrain: 'impassable' })).toBe('No unit can be in impassable terrain.')
  })

  it('working lines name the row: "does not move" for a garrison, "move 2 and fire" for horse artillery; no DP line at 0 disorder points', () => {
    expect(modifiedFireValue({ firer: 'garrison', range: 1, target: 'french-infantry' }).working).toEqual([
      { label: 'Garrison, does not move, close range (1)', value: 4, rule: { seed: '003', section: 'Reference Sheet: Army Units (1.1), Fire Value RANGE' } }])
    expect(modifiedFireValue({ firer: 'horse-artillery', moved: 2, range: 2, target: 'french-infantry' }).working[0]!.label).toBe('Horse Artillery, move 2 and fire, medium range (2)')
    expect(modifiedFireValue({ firer: 'french-infantry', range: 1, disorderPoints: 1, generalAttached: true, adjacent: true, onFlankOrRear: true, firerTerrain: 'wood', target: 'light-cavalry', targetTerrain: 'hill' }).working.map((l) => [l.label, l.value])).toEqual([
      ['French Infantry, move 1 and fire, close range (1)', 9], ['1 disorder point', -1],
      ['General attached to Infantry or Cavalry unit: +2 (only when in contact to enemy)', 2],
      ['Fire on square/flank/rear: +4 (only when close range to enemy)', 4], ['Fire on cavalry unit: -2', -2],
      ['target in Hill', -2], ['firing from Wood', -1],
    ])
  })

  it('rejects generals firing, impassable targets, unknown terrain', () => {
    expect(code({ firer: 'general', range: 1, target: 'french-infantry' })).toBe('forbidden:firer')
    expect(code({ firer: 'old-guard', range: 1, target: 'french-infantry', targetTerrain: 'impassable' })).toBe('not-allowed-together:targetTerrain')
    expect(code({ firer: 'old-guard', range: 1, target: 'french-infantry', targetTerrain: 'jungle' })).toBe('unknown-value:targetTerrain')
    expect(code({ firer: 'old-guard', range: 0 as 1, target: 'french-infantry' })).toBe('out-of-range:range')
  })
})
