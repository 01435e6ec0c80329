import { describe, expect, it } from 'vitest'
import { advanceTurn, movePrussianMarker, setupCup } from './cup'
import { forcedMarchDue } from './elanTests'
import { prussianEntryHex } from './markers'
import { activationRoll, lookupD66, OWNER_TABLES } from './ownerTables'
import { retreatLosses } from './retreat'
import { rainyStart, thielemannEntry } from './startRolls'
import { victoryPoints } from './victory'

/** Band edges and working lines the other test files leave open. */
describe('edges', () => {
  it('cup: first turn 12 and boxes 1 and 12 are allowed; box 13 is not', () => {
    expect(setupCup({ firstTurn: 12 }).gameTurn).toBe(12)
    const s = setupCup({ firstTurn: 7 })
    expect(movePrussianMarker(s, 'pr-IV', 12).track['pr-IV']).toBe(12)
    expect(movePrussianMarker(s, 'pr-IV', 1).arrived).toEqual(['pr-IV'])
    expect(() => movePrussianMarker(s, 'pr-IV', 13)).toThrow(/toBox: a Game Turn box 1–12/)
    expect(() => movePrussianMarker(s, 'pr-IV', 2.5)).toThrow(/toBox/)
    expect(advanceTurn(s).track).toEqual(s.track)
  })
  it('forced march: 0 hexes is within the allowance', () => {
    expect(forcedMarchDue({ unitType: 'artillery', hexesCounted: 0 }).verdict).toBe('within the allowance')
  })
  it('Ziethen and Pirch I keep their hexes when a French Corps used 2011', () => {
    expect(prussianEntryHex('pr-I', true)).toBe('2003')
    expect(prussianEntryHex('pr-II')).toBe('2009')
  })
  it('owner tables: an empty entry is missing; an empty table without an entered result still asks for two dice', () => {
    expect(() => lookupD66({ ...OWNER_TABLES[1]!, entries: { '11': '' } }, '11')).toThrow(/Old Nosey Table \(Wellington\): no entry for 11 yet/)
    expect(activationRoll.dice({ table: OWNER_TABLES[2]! })).toHaveLength(2)
    expect(activationRoll.resolve({ table: OWNER_TABLES[2]!, enteredResult: 'Vorwarts!' }, []).working).toEqual([
      { label: 'Alte Vorwarts Table (Blucher): result entered by the players', value: 'Vorwarts!', rule: { seed: '002', section: 'A-3 "11—66" Dice Rolls' } }])
  })
  it('retreat working: off the map, eliminated, nothing owed', () => {
    expect(retreatLosses({ army: 'French', stepLosses: 0, hexesDue: 2, hexesRetreated: 0, offMap: true }).working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Retreat South if possible', 2, 'J-5 Retreats'], ['no choice but off the map', 'eliminated', 'J-8 Retreats']])
    expect(retreatLosses({ army: 'French', stepLosses: 5, hexesDue: 1, hexesRetreated: 0 }).working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Retreat South if possible', 1, 'J-5 Retreats'], ['1 hex not Retreated: one Step Loss each', 1, 'J-6 Retreats'],
      ['a blocked Retreat inflicting the 6th (or more) Step Loss', 'eliminated', 'J-6 Retreats']])
    expect(retreatLosses({ army: 'French', stepLosses: 0, hexesDue: 0, hexesRetreated: 0 }).working).toHaveLength(1)
    expect(retreatLosses({ army: 'French', stepLosses: 0, hexesDue: 1, hexesRetreated: 1, passedAdjacentToEnemy: true }).working[1]!.rule.section).toBe('J-4 Retreats')
  })
  it('start rolls: the score is die + modifier; the automatic Thielemann entry says why', () => {
    expect(rainyStart.resolve({ gameTurn: 3 }, [2]).score).toBe(4)
    expect(thielemannEntry.resolve({ frenchEnteredAt2011: true }, []).working).toEqual([
      { label: 'a French Corps entered at 2011: automatically', value: '2003', rule: { seed: '002', section: 'M-4 Thielemann entry' } }])
  })
  it('victory: two-player with no Battleworn list scores nothing extra', () => {
    expect(victoryPoints({ frenchControlled: [], enemyControlled: [], largeBritishInfantryEliminated: 0, oldGuardBattleworn: 0, youngGuardBattleworn: 0,
      guardArtilleryOrCavalryBattleworn: 0, twoPlayer: true }).vp).toBe(0)
  })
})
