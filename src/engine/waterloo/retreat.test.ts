import { describe, expect, it } from 'vitest'
import { RETREAT_DIRECTION, retreatLosses } from './retreat'

describe('Retreats (seed 002, J)', () => {
  it('directions: French South, Anglo-Allied North/Northwest, Prussian North/Northeast', () => {
    expect(RETREAT_DIRECTION).toEqual({ French: 'South', 'Anglo-Allied': 'North and/or Northwest', Prussian: 'North and/or Northeast' })
  })
  it('a full Retreat costs nothing', () => {
    expect(retreatLosses({ army: 'French', stepLosses: 1, hexesDue: 2, hexesRetreated: 2 })).toMatchObject({ stepLosses: 0, eliminated: false })
  })
  it('one Step Loss per hex not Retreated, plus one for moving adjacent to the enemy', () => {
    const r = retreatLosses({ army: 'Prussian', stepLosses: 0, hexesDue: 3, hexesRetreated: 1, passedAdjacentToEnemy: true })
    expect([r.stepLosses, r.eliminated]).toEqual([3, false])
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['Retreat North and/or Northeast if possible', 3], ['2 hexes not Retreated: one Step Loss each', 2],
      ['moved adjacent to the enemy: one Step Loss at the end', 1]])
    expect(retreatLosses({ army: 'French', stepLosses: 0, hexesDue: 2, hexesRetreated: 1 }).working[1]!.label).toBe('1 hex not Retreated: one Step Loss each')
  })
  it('a blocked Retreat that inflicts the 6th loss eliminates; 5th does not; adjacency alone never eliminates', () => {
    expect(retreatLosses({ army: 'French', stepLosses: 4, hexesDue: 2, hexesRetreated: 0 }).eliminated).toBe(true)
    expect(retreatLosses({ army: 'French', stepLosses: 3, hexesDue: 2, hexesRetreated: 0 }).eliminated).toBe(false)
    expect(retreatLosses({ army: 'French', stepLosses: 4, hexesDue: 2, hexesRetreated: 1, passedAdjacentToEnemy: true }).eliminated).toBe(true)
    expect(retreatLosses({ army: 'French', stepLosses: 5, hexesDue: 2, hexesRetreated: 2, passedAdjacentToEnemy: true }).eliminated).toBe(false)
  })
  it('off the map: eliminated', () => {
    expect(retreatLosses({ army: 'Anglo-Allied', stepLosses: 0, hexesDue: 2, hexesRetreated: 1, offMap: true })).toMatchObject({ stepLosses: 0, eliminated: true })
  })
  it('refuses impossible counts', () => {
    expect(() => retreatLosses({ army: 'French', stepLosses: 0, hexesDue: 2, hexesRetreated: 3 })).toThrow(/^Hexes moved: a whole number from 0 up to the 2 hexes due\.$/)
    expect(() => retreatLosses({ army: 'French', stepLosses: 0, hexesDue: -1, hexesRetreated: 0 })).toThrow(/^Hexes due: a whole number of hexes, 0 or more\.$/)
    expect(() => retreatLosses({ army: 'French', stepLosses: 0, hexesDue: 2, hexesRetreated: -1 })).toThrow(/^Hexes moved: a whole number from 0/)
    expect(() => retreatLosses({ army: 'French', stepLosses: -1, hexesDue: 2, hexesRetreated: 1 })).toThrow(/stepLosses/)
  })
})
