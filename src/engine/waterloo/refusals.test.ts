import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { bombardment, type BombardmentInput } from './bombardment'
import { closeCombat } from './closeCombat'
import { closeCombatPlan, type CloseCombatInput, type CombatSide } from './closeCombatPlan'

const said = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  return [e.code, e.field, e.message]
}
const fire = (firer: Partial<BombardmentInput['firer']> = {}, target: Partial<BombardmentInput['target']> = {}): BombardmentInput =>
  ({ firer: { artilleryFactor: 3, hexes: 2, elevation: 'Flat', ...firer }, target: { type: 'infantry', terrain: 'Clear', elevation: 'Flat', ...target } })
const inf = (extra: Partial<CombatSide> = {}): CombatSide => ({ type: 'infantry', strengthPoints: 3, artilleryFactor: 1, elanRating: 4, ...extra })
const fight = (extra: Partial<CloseCombatInput> = {}): CloseCombatInput => ({
  attacker: inf(), defender: inf(), defenderElevation: 'Flat', attackerFromElevation: 'Flat', defenderTerrain: 'Clear', ...extra })

/** Every refusal names its code, its field and what is wrong in player words. */
describe('refusals of the Bombardment calculator (F-2)', () => {
  it.each([
    [fire({ artilleryFactor: 21 }), ['out-of-range', 'firer.artilleryFactor', 'firer: AF is a whole number 0–20.']],
    [fire({ artilleryFactor: 0 }), ['not-allowed-together', 'firer.artilleryFactor', 'firer: a unit with a printed "0" AF can never conduct Bombardment Combat (F-2c).']],
    [fire({ elevation: 'Hill' as 'Flat' }), ['unknown-value', 'firer.elevation', 'firer: elevation is Ridge or Flat.']],
    [fire({ hexes: 4 }), ['out-of-range', 'firer.hexes', 'firer: fires 1–3 hexes, not 4 (F-2a).']],
    [fire({ hexes: 5, heavyArtillery: true }), ['out-of-range', 'firer.hexes', 'firer: "Heavy" Artillery fires 1–4 hexes, not 5 (F-2a).']],
    [fire({ hexes: 2, desultoryFire: true }), ['not-allowed-together', 'firer.hexes', 'firer: Desultory Fire is at the adjacent target of the failed charge (ruling 45).']],
    [fire({ stepLosses: -1 }), ['out-of-range', 'firer.stepLosses', 'firer.stepLosses: Step Losses are a whole number 0 or more, not -1.']],
    [fire({}, { terrain: 'Marsh' as 'Clear' }), ['unknown-value', 'target.terrain', 'target.terrain: one of Clear, Woods, Buildings, Walled Buildings.']],
    [fire({}, { type: 'general' as 'infantry' }), ['unknown-value', 'target.type', 'target.type: infantry, cavalry or artillery.']],
    [fire({}, { elevation: 'Hill' as 'Flat' }), ['unknown-value', 'target.elevation', 'target.elevation: Ridge or Flat.']],
    [{ ...fire({ artilleryFactor: 15 }), combinedWith: { artilleryFactor: 0, hexes: 2, elevation: 'Flat' } }, ['not-allowed-together', 'second firer.artilleryFactor', 'second firer: a unit with a printed "0" AF can never conduct Bombardment Combat (F-2c).']],
    [{ ...fire({ artilleryFactor: 15 }), combinedWith: { artilleryFactor: 6, hexes: 2, elevation: 'Flat' } }, ['out-of-range', 'firer', 'At most 20 Bombardment dice for exact odds.']],
  ] as const)('%#', (input, expected) => {
    expect(said(() => bombardment.dice(input))).toEqual(expected)
  })
  it('wrong number of faces and bad faces', () => {
    expect(said(() => bombardment.resolve(fire(), [1, 2]))).toEqual(['out-of-range', 'faces', 'Roll 3 Bombardment dice, got 2 faces.'])
    expect(said(() => bombardment.resolve(fire(), [1, 2, 9]))[1]).toBe('Bombardment die 3')
    expect(bombardment.dice(fire()).map((d) => d.role)).toEqual(['Bombardment die 1', 'Bombardment die 2', 'Bombardment die 3'])
    expect([bombardment.id, bombardment.title, bombardment.rule.section]).toEqual(['bombardment', 'Bombardment Combat', 'F-2 Bombardment Combat'])
  })
})

describe('refusals of the Close Combat calculator (F-4)', () => {
  it.each([
    [fight({ attacker: inf({ type: 'general' as 'infantry' }) }), ['unknown-value', 'attacker.type', 'attacker: infantry, cavalry or artillery.']],
    [fight({ attacker: inf({ strengthPoints: 21 }) }), ['out-of-range', 'attacker.strengthPoints', 'attacker: SP is a whole number 0–20.']],
    [fight({ defender: inf({ artilleryFactor: -1 }) }), ['out-of-range', 'defender.artilleryFactor', 'defender: AF is a whole number 0–20.']],
    [fight({ defender: inf({ elanRating: 7 }) }), ['out-of-range', 'defender.elanRating', 'defender.elanRating: a whole number 1–6, not 7.']],
    [fight({ attacker: inf({ type: 'artillery' }) }), ['not-allowed-together', 'attacker.type', 'Artillery units may not use the Close Combat Unit Action (F-4).']],
    [fight({ attacker: inf({ detachment: true }) }), ['not-allowed-together', 'attacker.detachment', 'Detachment units never attack in Close Combat (G-1).']],
    [fight({ defenderTerrain: 'Marsh' as 'Clear' }), ['unknown-value', 'defenderTerrain', 'defenderTerrain: one of Clear, Woods, Buildings, Walled Buildings.']],
    [fight({ attackerFromElevation: 'Hill' as 'Flat' }), ['unknown-value', 'defenderElevation', 'Elevations are Ridge or Flat.']],
    [fight({ enfilade: 1.5 }), ['out-of-range', 'enfilade', 'enfilade: the number of other friendly units adjacent to the defending hex (0 or more).']],
    [fight({ attacker: inf({ type: 'cavalry', cavalryWeight: 'LC' }), defenderTerrain: 'Woods' }), ['not-allowed-together', 'defenderTerrain', 'Cavalry may not charge into Woods, Buildings or Walled Buildings, nor across a River hexside (F-4l).']],
    [fight({ attacker: inf({ type: 'cavalry' }) }), ['unknown-value', 'attacker.cavalryWeight', 'attacker: say whether the cavalry is HC or LC.']],
    [fight({ attacker: inf({ type: 'cavalry', cavalryWeight: 'HC' }) }), ['missing-table', 'formSquare', 'Cavalry charging infantry: take the Form Square Test first and enter its result.']],
    [fight({ attacker: inf({ strengthPoints: 12 }), defender: inf({ strengthPoints: 8 }) }), ['out-of-range', 'attacker', 'At most 20 dice in one Close Combat for exact odds, not 21.']],
  ] as const)('%#', (input, expected) => {
    expect(said(() => closeCombatPlan(input))).toEqual(expected)
  })
  it('wrong number of faces, bad faces, dice roles and identity', () => {
    expect(said(() => closeCombat.resolve(fight(), [1]))).toEqual(['out-of-range', 'faces', 'Roll 3 attacker and 4 defender dice, got 1 faces.'])
    expect(said(() => closeCombat.resolve(fight(), [1, 2, 9, 1, 1, 1, 1]))[1]).toBe('attacker die 3')
    expect(said(() => closeCombat.resolve(fight(), [1, 2, 3, 1, 1, 1, 0]))[1]).toBe('defender die 4')
    expect(closeCombat.dice(fight()).map((d) => d.role)).toEqual(['attacker die 1', 'attacker die 2', 'attacker die 3', 'defender die 1', 'defender die 2', 'defender die 3', 'defender die 4'])
    expect([closeCombat.id, closeCombat.title, closeCombat.rule.section]).toEqual(['close-combat', 'Close Combat', 'F-4 Close Combat'])
  })
})
