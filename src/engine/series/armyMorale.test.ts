import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { armyMoraleLevel, armyMoraleTotal, armyMoraleTurn, chainReaction, modulatedArmyMoraleLevel, demoralizationThreshold, INITIAL_ARMY_MORALE } from './armyMorale'
import { armyMoraleModifier } from './armyMoraleLevels'
import { modulationRollAt, seriesModulatedDemoralization } from './optional/modulatedDemoralization'

const t = { demoralization: 23, desperate: 30 }

describe('army morale thresholds (seed 001, 12; ruling 36)', () => {
  it('ruling 36: 45 possible → 23 (losses × 2 ≥ possible); 44 → 22; option half rounded down: 45 → 22', () => {
    expect(demoralizationThreshold(45)).toBe(23)
    expect(demoralizationThreshold(44)).toBe(22)
    expect(demoralizationThreshold(45, 'half rounded down')).toBe(22)
    expect(demoralizationThreshold(44, 'half rounded down')).toBe(22)
  })
  it('total = losses + disorganized units', () => expect(armyMoraleTotal(17, 5)).toBe(22))
  it('levels at both sides of each threshold', () => {
    expect([22, 23, 29, 30, 31].map((n) => armyMoraleLevel(n, t))).toEqual(['good', 'demoralized', 'demoralized', 'desperate', 'desperate'])
    expect(armyMoraleLevel(99, { demoralization: 23 })).toBe('demoralized')
  })
  it('modifiers: demoralized −1, desperate −2 (ruling 37), good 0', () => {
    expect(['good', 'demoralized', 'desperate'].map((l) => armyMoraleModifier(l as 'good'))).toEqual([0, -1, -2])
    expect(armyMoraleModifier('desperate', 'adds')).toBe(-3)
    expect(errorOf<RulesInputError>(() => armyMoraleModifier('x' as 'good'))).toMatchObject({ field: 'armyMorale' })
    expect(errorOf<RulesInputError>(() => armyMoraleModifier('good', 'x' as 'adds'))).toMatchObject({ field: 'rulings.desperate' })
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => demoralizationThreshold(-1))).toMatchObject({ field: 'possibleLosses' })
    expect(errorOf<RulesInputError>(() => demoralizationThreshold(4, 'x' as 'half rounded down'))).toMatchObject({ field: 'rulings.half' })
    expect(errorOf<RulesInputError>(() => armyMoraleTotal(1.5, 0))).toMatchObject({ field: 'stepLosses' })
    expect(errorOf<RulesInputError>(() => armyMoraleTotal(1, -1))).toMatchObject({ field: 'disorganizedUnits' })
    expect(errorOf<RulesInputError>(() => armyMoraleLevel(-1, t))).toMatchObject({ field: 'total' })
    expect(errorOf<RulesInputError>(() => armyMoraleLevel(1, { demoralization: 1.5 }))).toMatchObject({ field: 'demoralization' })
    expect(errorOf<RulesInputError>(() => armyMoraleLevel(1, { demoralization: 20, desperate: 20 }))).toMatchObject({ field: 'desperate' })
    expect(errorOf<RulesInputError>(() => armyMoraleLevel(1, { demoralization: 20, desperate: -3 }))).toMatchObject({ field: 'desperate' })
  })
})

describe('one-time checks at each level (12.1, 12.2)', () => {
  it('reaching demoralization owes one check of the good-order units with a loss, at −1; not again after a recovery', () => {
    const a = armyMoraleTurn(INITIAL_ARMY_MORALE, 23, t)
    expect(a.state).toEqual({ level: 'demoralized', demoralizationCheckDone: true, desperateCheckDone: false })
    expect(a.owed).toEqual([{ level: 'demoralized', who: 'each unit in good order with at least one step loss', modifier: -1, rule: { seed: '001', section: '12.1 Demoralization Threshold and Effects' } }])
    const b = armyMoraleTurn(a.state, 20, t)
    expect(b).toEqual({ state: { level: 'good', demoralizationCheckDone: true, desperateCheckDone: false }, owed: [] })
    expect(armyMoraleTurn(b.state, 24, t)).toEqual({ state: { ...a.state }, owed: [] })
  })
  it('reaching desperate owes the check of every good-order unit at −2, once', () => {
    const a = armyMoraleTurn({ level: 'demoralized', demoralizationCheckDone: true, desperateCheckDone: false }, 30, t)
    expect(a.state).toEqual({ level: 'desperate', demoralizationCheckDone: true, desperateCheckDone: true })
    expect(a.owed).toEqual([{ level: 'desperate', who: 'each unit in good order, even with no loss', modifier: -2, rule: { seed: '001', section: '12.2 Desperate Threshold and Effects' } }])
    const down = armyMoraleTurn(a.state, 25, t)
    expect(down).toEqual({ state: { ...a.state, level: 'demoralized' }, owed: [] })
    expect(armyMoraleTurn(down.state, 31, t).owed).toEqual([])
  })
  it('good straight to desperate: the desperate check only, both counted as made', () => {
    const a = armyMoraleTurn(INITIAL_ARMY_MORALE, 35, t)
    expect(a.owed.map((o) => o.level)).toEqual(['desperate'])
    expect(a.state).toEqual({ level: 'desperate', demoralizationCheckDone: true, desperateCheckDone: true })
  })
  it('staying good owes nothing', () => expect(armyMoraleTurn(INITIAL_ARMY_MORALE, 5, t)).toEqual({ state: INITIAL_ARMY_MORALE, owed: [] }))
  it('chain reaction only in a desperate corps and not during the level check', () => {
    expect(chainReaction('desperate', false)).toBe(true)
    expect(chainReaction('desperate', true)).toBe(false)
    expect(chainReaction('demoralized', false)).toBe(false)
  })
})

describe('modulated demoralization (16.8)', () => {
  it('the text\'s example: level 30, roll at 25; a 6 → 31, a 9 → 34', () => {
    expect(modulationRollAt(30)).toBe(25)
    expect(seriesModulatedDemoralization.resolve({ demoralizationLevel: 30 }, [2, 4]).outcome).toBe(31)
    expect(seriesModulatedDemoralization.resolve({ demoralizationLevel: 30 }, [4, 5]).outcome).toBe(34)
  })
  it('odds: 27 … 37, 7 above the roll point is the likeliest (6/36)', () => {
    const d = seriesModulatedDemoralization.distribution({ demoralizationLevel: 30 })
    expect(d.total).toBe(36)
    expect([27, 28, 32, 36, 37].map((v) => countOf(d, v))).toEqual([1, 2, 6, 2, 1])
    expectAgreesWithResolve(seriesModulatedDemoralization, { demoralizationLevel: 30 })
  })
  it('full working', () => {
    expect(seriesModulatedDemoralization.resolve({ demoralizationLevel: 30 }, [3, 3]).working.map((l) => [l.label, l.value])).toEqual([
      ['Normal level 30 − 5', 25], ['Two dice 3 + 3', 6], ['New demoralization threshold', 31]])
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => seriesModulatedDemoralization.dice({ demoralizationLevel: 5 }))).toMatchObject({ field: 'demoralizationLevel' })
    expect(seriesModulatedDemoralization.dice({ demoralizationLevel: 6 })).toHaveLength(2)
    expect(errorOf<RulesInputError>(() => seriesModulatedDemoralization.resolve({ demoralizationLevel: 30 }, [7, 1]))).toMatchObject({ code: 'bad-face' })
  })
})

describe('a modulated threshold in the army\'s comparison (16.8)', () => {
  const tt = { demoralization: 30, desperate: 40 }
  it('level 30 rolled to 34: good at 33, demoralized at 34; desperate still at 40', () => {
    expect(modulatedArmyMoraleLevel(33, tt, 34)).toBe('good')
    expect(modulatedArmyMoraleLevel(34, tt, 34)).toBe('demoralized')
    expect(modulatedArmyMoraleLevel(39, tt, 34)).toBe('demoralized')
    expect(modulatedArmyMoraleLevel(40, tt, 34)).toBe('desperate')
    expect(modulatedArmyMoraleLevel(27, tt, 27)).toBe('demoralized')
    expect(modulatedArmyMoraleLevel(26, tt, 27)).toBe('good')
  })
  it('rolled above the desperate level: good until desperate; without a desperate level, the modulated one only', () => {
    expect(modulatedArmyMoraleLevel(39, { demoralization: 38, desperate: 40 }, 41)).toBe('good')
    expect(modulatedArmyMoraleLevel(40, { demoralization: 38, desperate: 40 }, 41)).toBe('desperate')
    expect(modulatedArmyMoraleLevel(31, { demoralization: 30 }, 32)).toBe('good')
    expect(modulatedArmyMoraleLevel(32, { demoralization: 30 }, 32)).toBe('demoralized')
  })
  it('the turn\'s comparison takes it: 31 of a level 30 rolled to 34 owes nothing; 34 owes the one-time check', () => {
    expect(armyMoraleTurn(INITIAL_ARMY_MORALE, 31, tt, 34)).toEqual({ state: INITIAL_ARMY_MORALE, owed: [] })
    expect(armyMoraleTurn(INITIAL_ARMY_MORALE, 31, tt).state.level).toBe('demoralized')
    expect(armyMoraleTurn(INITIAL_ARMY_MORALE, 34, tt, 34).owed.map((o) => o.level)).toEqual(['demoralized'])
  })
  it('refusal names the field', () => {
    expect(errorOf(() => modulatedArmyMoraleLevel(3, tt, -1))).toMatchObject({ field: 'modulatedThreshold' })
    expect(errorOf(() => modulatedArmyMoraleLevel(3, tt, 2.5))).toMatchObject({ field: 'modulatedThreshold' })
  })
})
