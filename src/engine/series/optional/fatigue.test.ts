import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { fatigueAfterTurn, fatigueChange, fatigueMarkers, movedMoreThanHalf, type CorpsTurnActivity } from './fatigue'
import { fatigueMoraleModifier } from './fatigueModifier'

const idle: CorpsTurnActivity = { movedMoreThanHalf: false, attackedInMelee: false, anyUnitMoved: false, engagedInMelee: false, firedUpon: false }

describe('fatigue (seed 001, 16.9; ruling 39)', () => {
  it('consequences: 1–4 none, 5 −1, 10 −2, 15 −3, 20 −4; beyond, 25 → −5 (or stops at −4)', () => {
    expect([0, 1, 4, 5, 9, 10, 14, 15, 19, 20, 24, 25].map((p) => fatigueMoraleModifier(p))).toEqual([0, 0, 0, -1, -1, -2, -2, -3, -3, -4, -4, -5])
    expect(fatigueMoraleModifier(25, 'stops at -4')).toBe(-4)
    expect(fatigueMoraleModifier(19, 'stops at -4')).toBe(-3)
    expect(errorOf<RulesInputError>(() => fatigueMoraleModifier(1.5))).toMatchObject({ field: 'fatiguePoints' })
    expect(errorOf<RulesInputError>(() => fatigueMoraleModifier(1, 'x' as 'continues'))).toMatchObject({ field: 'rulings.fatigueBeyondTwenty' })
  })
  it('more than half the allowance, rounded up: 9 MP → more than 5', () => {
    expect([5, 6].map((mp) => movedMoreThanHalf(mp, 9))).toEqual([false, true])
    expect([4, 5].map((mp) => movedMoreThanHalf(mp, 8))).toEqual([false, true])
    expect(errorOf<RulesInputError>(() => movedMoreThanHalf(1, -1))).toMatchObject({ field: 'allowance' })
    expect(errorOf<RulesInputError>(() => movedMoreThanHalf(-1, 4))).toMatchObject({ field: 'mpSpent' })
  })
  it('gains: +1 for the move, +1 for attacking in melee, both can add', () => {
    expect(fatigueChange({ ...idle, anyUnitMoved: true, movedMoreThanHalf: true }).change).toBe(1)
    expect(fatigueChange({ ...idle, anyUnitMoved: true, movedMoreThanHalf: true, attackedInMelee: true, engagedInMelee: true })).toEqual({ change: 2, reasons: ['+1 units moved more than half their allowance', '+1 a unit attacked in melee'] })
    expect(fatigueChange({ ...idle, anyUnitMoved: true }).change).toBe(0)
  })
  it('recovery: no move and no melee −1; no move and not fired upon −2; both −2 (ruling 39) or −3 as an option', () => {
    expect(fatigueChange({ ...idle, firedUpon: true })).toEqual({ change: -1, reasons: ['-1 no unit moved and none was engaged in melee'] })
    expect(fatigueChange({ ...idle, engagedInMelee: true })).toEqual({ change: -2, reasons: ['-2 no unit moved and none was fired upon'] })
    expect(fatigueChange(idle)).toEqual({ change: -2, reasons: ['-2 no move, no melee and not fired upon (ruling 39)'] })
    expect(fatigueChange(idle, 'recovers 3').change).toBe(-3)
    expect(fatigueChange({ ...idle, engagedInMelee: true, firedUpon: true }).change).toBe(0)
    expect(errorOf<RulesInputError>(() => fatigueChange(idle, 'x' as 'recovers 2'))).toMatchObject({ field: 'rulings.bothRecoveries' })
  })
  it('points never go below 0', () => {
    expect(fatigueAfterTurn(1, idle)).toBe(0)
    expect(fatigueAfterTurn(7, idle)).toBe(5)
    expect(fatigueAfterTurn(4, { ...idle, anyUnitMoved: true, movedMoreThanHalf: true })).toBe(5)
    expect(errorOf<RulesInputError>(() => fatigueAfterTurn(-1, idle))).toMatchObject({ field: 'fatiguePoints' })
  })
  it('base-5 markers: 5 → a 1 on top; 7 → 1 on top, 2 under; 10 → 2 on top', () => {
    expect([4, 5, 7, 10].map(fatigueMarkers)).toEqual([{ onTop: 0, under: 4 }, { onTop: 1, under: 0 }, { onTop: 1, under: 2 }, { onTop: 2, under: 0 }])
    expect(errorOf<RulesInputError>(() => fatigueMarkers(-2))).toMatchObject({ field: 'fatiguePoints' })
  })
})
