import { sayWorking } from '@/calc/formatWorking'
import { describe, expect, it } from 'vitest'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { bombardment, bombardmentTargetNumber, firerDice, type BombardmentInput, type BombardmentTarget } from './bombardment'

const clear: BombardmentTarget = { type: 'artillery', terrain: 'Clear', elevation: 'Flat' }
const fire = (extra: Partial<BombardmentInput['firer']> = {}, target: Partial<BombardmentTarget> = {}): BombardmentInput =>
  ({ firer: { artilleryFactor: 3, hexes: 2, elevation: 'Flat', ...extra }, target: { ...clear, ...target } })
const diceOf = (i: BombardmentInput) => bombardment.dice(i).length
const tn = (t: Partial<BombardmentTarget>) => bombardmentTargetNumber({ ...clear, ...t }).targetNumber

describe('Bombardment Combat (seed 002, F-2): the text\'s examples', () => {
  it('Foy (2 AF) at the 1/Reserve Artillery in Clear, 3 hexes: Target Number 4, a 5 and a 6 = two Successes, one Step Loss', () => {
    const input = fire({ artilleryFactor: 2, hexes: 3 })
    const r = bombardment.resolve(input, [5, 6])
    expect(r.outcome).toBe('one Step Loss')
    expect(r.score).toBe(2)
    // Each line says what its value is (issue 21): the AF is the base of the dice, the Target Number a threshold, the Successes a count.
    expect(r.working.map((l) => [l.label, l.value, l.rule.section, l.kind])).toEqual([
      ['firer AF', 2, 'F-2c Bombardment Dice', 'base'],
      ['Bombardment dice', 2, 'F-2d Dice Adjustments', 'total'],
      ['Target Number: Clear', 4, 'F-2f Target Number', 'threshold'],
      ['Successes: 2 above 4, 0 Partial (2 Partials = 1 Success)', 2, 'F-2g Bombardment Combat Resolution', 'count'],
      ['at least 1 Success: one Step Loss, never more', 'one Step Loss', 'F-2h Success Application', undefined]])
    expect(sayWorking(r.working)).toBe('firer AF 2, Bombardment dice = 2, Target Number: Clear needs 4, Successes: 2 above 4, 0 Partial (2 Partials = 1 Success) 2, at least 1 Success: one Step Loss, never more one Step Loss')
  })
  it('Pellitier (3 AF + Plunging Fire) at the Hougoumont Detachment: 4 dice against 6; 2, 3, 6, 6 = two Partials = one Success', () => {
    const input = fire({ elevation: 'Ridge' }, { type: 'infantry', terrain: 'Walled Buildings', detachment: true })
    expect(diceOf(input)).toBe(4)
    expect(bombardmentTargetNumber(input.target).targetNumber).toBe(6)
    const r = bombardment.resolve(input, [2, 3, 6, 6])
    expect([r.outcome, r.score]).toEqual(['one Step Loss', 1])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['firer AF', 3, 'F-2c Bombardment Dice'], ['Plunging Fire (Ridge onto Flat)', 1, 'F-2d Dice Adjustments'], ['Bombardment dice', 4, 'F-2d Dice Adjustments'],
      ['Target Number: Walled Buildings, Detachment', 6, 'F-2f Target Number'],
      ['Successes: 0 above 6, 2 Partial (2 Partials = 1 Success)', 1, 'F-2g Bombardment Combat Resolution'],
      ['at least 1 Success: one Step Loss, never more', 'one Step Loss', 'F-2h Success Application']])
    expect(bombardment.resolve(input, [2, 3, 5, 6]).outcome).toBe('no effect')
  })
  it('"to score 1 Success on a detachment … you would need to roll two 6\'s": 4 dice hit with 1 − (5⁴ + 4·5³)/6⁴ = 171/1296', () => {
    expect(bombardment.distribution(bombardment.example)).toEqual({ total: 1296, outcomes: [{ value: 'one Step Loss', count: 171 }, { value: 'no effect', count: 1125 }] })
    expect(bombardment.distribution(fire({ artilleryFactor: 1 }, { terrain: 'Walled Buildings', detachment: true }))).toEqual({ total: 6, outcomes: [{ value: 'no effect', count: 6 }] })
  })
})

describe('Bombardment dice adjustments (F-2c–e)', () => {
  it('Plunging Fire +1 only Ridge onto Flat', () => {
    expect(diceOf(fire({ elevation: 'Ridge' }))).toBe(4)
    expect(diceOf(fire({ elevation: 'Ridge' }, { elevation: 'Ridge' }))).toBe(3)
    expect(diceOf(fire({ elevation: 'Flat' }, { elevation: 'Ridge' }))).toBe(3)
  })
  it('Canister +1 only when adjacent', () => {
    expect(diceOf(fire({ hexes: 1 }))).toBe(4)
    expect(diceOf(fire({ hexes: 2 }))).toBe(3)
  })
  it('Target in Square +1: infantry, in Clear, adjacent to enemy cavalry; not in Woods, not artillery', () => {
    expect(diceOf(fire({}, { type: 'infantry', adjacentToEnemyCavalry: true }))).toBe(4)
    expect(diceOf(fire({}, { type: 'infantry', adjacentToEnemyCavalry: true, terrain: 'Woods' }))).toBe(3)
    expect(diceOf(fire({}, { type: 'artillery', adjacentToEnemyCavalry: true }))).toBe(3)
    expect(diceOf(fire({}, { type: 'infantry' }))).toBe(3)
  })
  it('Desultory Fire: ½ of all dice rounded up, after the others (3 + Canister = 4 → 2; 4 + Canister = 5 → 3)', () => {
    expect(diceOf(fire({ hexes: 1, desultoryFire: true }))).toBe(2)
    expect(diceOf(fire({ hexes: 1, desultoryFire: true, artilleryFactor: 4 }))).toBe(3)
    const w = firerDice({ artilleryFactor: 4, hexes: 1, elevation: 'Ridge', desultoryFire: true }, clear).working
    expect(w.map((l) => [l.label, l.value])).toEqual([['firer AF', 4], ['Plunging Fire (Ridge onto Flat)', 1], ['Canister (adjacent)', 1], ['Desultory Fire: ½ of 6, rounded up', -3]])
    expect(errorOf<RulesInputError>(() => diceOf(fire({ hexes: 2, desultoryFire: true }))).code).toBe('not-allowed-together')
    // F-4d: a Cavalry attacker that failed its test may not issue Desultory Fire; its ordinary Bombardment stands.
    const cav = errorOf<RulesInputError>(() => diceOf(fire({ hexes: 1, desultoryFire: true, type: 'cavalry' })))
    expect([cav.code, cav.field, cav.message]).toEqual(['forbidden', 'firer.type', 'If the attacking unit is Cavalry, it may not issue Desultory Fire. (seed 002, F-4d)'])
    expect(diceOf(fire({ hexes: 1, desultoryFire: true, type: 'infantry' }))).toBe(2)
    expect(diceOf(fire({ hexes: 1, type: 'cavalry' }))).toBe(4)
  })
  it('Disrupted: −1 AF (never below 1); Shaken no change', () => {
    expect(diceOf(fire({ stepLosses: 2 }))).toBe(2)
    expect(diceOf(fire({ stepLosses: 1 }))).toBe(3)
    expect(diceOf(fire({ artilleryFactor: 1, stepLosses: 5 }))).toBe(1)
    expect(firerDice({ artilleryFactor: 3, hexes: 2, elevation: 'Flat', stepLosses: 2 }, clear).working[1]).toMatchObject({ label: 'Disrupted −1 AF', value: -1 })
  })
  it('Combined Fire: each firer modified separately, then added into one roll', () => {
    const input: BombardmentInput = { ...fire({ elevation: 'Ridge' }), combinedWith: { artilleryFactor: 2, hexes: 1, elevation: 'Ridge' } }
    expect(diceOf(input)).toBe(4 + 4)
    expect(bombardment.resolve(input, [1, 1, 1, 1, 1, 1, 1, 5]).working.map((l) => [l.label, l.value, l.rule.section]).slice(2, 6)).toEqual([
      ['second firer AF', 2, 'F-2c Bombardment Dice'], ['Plunging Fire (Ridge onto Flat)', 1, 'F-2d Dice Adjustments'], ['Canister (adjacent)', 1, 'F-2d Dice Adjustments'],
      ['Combined Fire: dice added into one roll', 8, 'F-2e Combined Fire']])
    expect(diceOf(fire({}, { type: 'infantry', adjacentToEnemyCavalry: true }))).toBe(4)
    expect(firerDice({ artilleryFactor: 1, hexes: 2, elevation: 'Flat' }, { ...clear, type: 'infantry', adjacentToEnemyCavalry: true }).working[1]).toMatchObject({
      label: 'Target in Square (infantry in Clear next to cavalry)', value: 1 })
  })
  it('range: 3 hexes, "Heavy" Artillery 4; a printed 0 AF never fires', () => {
    expect(diceOf(fire({ hexes: 3 }))).toBe(3)
    expect(errorOf<RulesInputError>(() => diceOf(fire({ hexes: 4 }))).message).toMatch(/fires 1–3 hexes, not 4/)
    expect(diceOf(fire({ hexes: 4, heavyArtillery: true }))).toBe(3)
    expect(errorOf<RulesInputError>(() => diceOf(fire({ hexes: 5, heavyArtillery: true }))).message).toMatch(/"Heavy" Artillery fires 1–4 hexes/)
    expect(errorOf<RulesInputError>(() => diceOf(fire({ hexes: 0 }))).field).toBe('firer.hexes')
    expect(errorOf<RulesInputError>(() => diceOf(fire({ artilleryFactor: 0 }))).message).toMatch(/printed "0" AF can never/)
    expect(errorOf<RulesInputError>(() => diceOf(fire({ artilleryFactor: -1 }))).code).toBe('out-of-range')
    expect(errorOf<RulesInputError>(() => diceOf(fire({ elevation: 'Hill' as 'Flat' }))).field).toBe('firer.elevation')
  })
})

describe('Bombardment Target Number (F-2f)', () => {
  it('Clear 4, Woods 5, Buildings 5, Walled Buildings 6 for a Detachment and 5 for others; cavalry −1', () => {
    expect(tn({})).toBe(4)
    expect(tn({ terrain: 'Woods' })).toBe(5)
    expect(tn({ terrain: 'Buildings' })).toBe(5)
    expect(tn({ terrain: 'Walled Buildings', detachment: true })).toBe(6)
    expect(tn({ terrain: 'Walled Buildings' })).toBe(5)
    expect(tn({ terrain: 'Buildings', detachment: true })).toBe(5)
    expect(tn({ type: 'cavalry' })).toBe(3)
    expect(tn({ type: 'cavalry', terrain: 'Woods' })).toBe(4)
    expect(bombardmentTargetNumber({ ...clear, type: 'cavalry', terrain: 'Walled Buildings' }).working.map((l) => [l.label, l.value])).toEqual([
      ['Target Number: Walled Buildings, not a Detachment', 5], ['Target Unit is Cavalry: −1 to the Target Number', 4]])
  })
  it('refuses unknown terrain, types and elevations', () => {
    expect(errorOf<RulesInputError>(() => tn({ terrain: 'Marsh' as 'Clear' })).field).toBe('target.terrain')
    expect(errorOf<RulesInputError>(() => tn({ type: 'general' as 'infantry' })).field).toBe('target.type')
    expect(errorOf<RulesInputError>(() => tn({ elevation: 'Hill' as 'Flat' })).field).toBe('target.elevation')
  })
})

describe('Bombardment odds', () => {
  it('2 dice against 4 (Clear): one Step Loss 21/36 (4 + 16 + 1)', () => {
    expect(countOf(bombardment.distribution(fire({ artilleryFactor: 2 })), 'one Step Loss')).toBe(21)
  })
  it('at most one Step: 6 Successes still one Step Loss; agrees with resolve', () => {
    expect(bombardment.resolve(fire({ artilleryFactor: 6 }), [6, 6, 6, 6, 6, 6]).outcome).toBe('one Step Loss')
    expectAgreesWithResolve(bombardment, fire({ hexes: 1 }, { type: 'cavalry' }))
    expect(bombardment.outcomes(bombardment.example)).toEqual(['one Step Loss', 'no effect'])
    expect(() => bombardment.resolve(fire(), [1, 2])).toThrow(/Roll 3 Bombardment dice, got 2/)
  })
  it('accepts exactly 20 dice and an AF of 20; refuses 21', () => {
    expect(diceOf(fire({ artilleryFactor: 20 }))).toBe(20)
    expect(diceOf({ ...fire({ artilleryFactor: 14 }), combinedWith: { artilleryFactor: 6, hexes: 2, elevation: 'Flat' } })).toBe(20)
    expect(() => diceOf(fire({ artilleryFactor: 21 }))).toThrow(/AF is a whole number 0–20/)
    expect(() => diceOf(fire({ artilleryFactor: 1.5 }))).toThrow(/AF is a whole number/)
  })
  it('refuses more than 20 dice in one roll', () => {
    expect(() => bombardment.dice({ ...fire({ artilleryFactor: 15 }), combinedWith: { artilleryFactor: 6, hexes: 2, elevation: 'Flat' } })).toThrow(/At most 20/)
  })
})
