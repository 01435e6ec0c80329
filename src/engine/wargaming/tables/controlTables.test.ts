import { describe, expect, it } from 'vitest'
import { CONTROL_REFERENCE, CONTROL_RESULTS, ENEMY_WITHIN_300, FRIENDS_WITHIN_300 } from './controlTables'

// Spot checks read off seed 004, Control by hand.
describe('control tables as printed (seed 004, Control)', () => {
  it('enemy movement helps the tester when the enemy gives way and hurts when it comes on', () => {
    expect(ENEMY_WITHIN_300.routing).toBe(3)
    expect(ENEMY_WITHIN_300['advancing to flank or rear']).toBe(-3)
    expect(FRIENDS_WITHIN_300.advancing).toBe(2)
    expect(FRIENDS_WITHIN_300.routing).toBe(-3)
  })

  it('results from 11 or over down to less than 2', () => {
    expect(CONTROL_RESULTS.map((r) => [r.scores, r.min])).toEqual([
      ['11 or over', 11], ['5-10', 5], ['2-4', 2], ['Less than 2', Number.NEGATIVE_INFINITY],
    ])
    expect(CONTROL_REFERENCE.rows).toContainEqual(['Unit is in a mêlée', 3])
  })
})
