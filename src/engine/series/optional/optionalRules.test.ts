import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { artilleryLossRuleApplies, seriesArtilleryRandomLosses as b, systemAHalfLoss } from './artilleryLosses'
import { disorganizedArtillery } from './artilleryRetreat'
import { cavalryClass, cavalryMeleeModifier, cavalryRetreatMp, CAVALRY_CLASSES, mayCharge, type CavalryMeleeSituation } from './cavalry'
import { reintegrationRefusal, type ReintegrationCandidate } from './reintegration'
import { fireBeyondVoltigeurs, voltigeursAllowed, type VoltigeurUnit } from './voltigeurs'

describe('voltigeurs (seed 001, 16.1)', () => {
  const u: VoltigeurUnit = { formation: 'line', light: false, militia: false, stepsLeft: 6, topOfStack: true }
  it('column or general order 1, line 2, light infantry 3; none for disorganized, square, militia or lower units', () => {
    expect(['column', 'general-order', 'line'].map((f) => voltigeursAllowed({ ...u, formation: f as 'line' }))).toEqual([1, 1, 2])
    expect(voltigeursAllowed({ ...u, light: true })).toBe(3)
    expect(voltigeursAllowed({ ...u, formation: 'square' })).toBe(0)
    expect(voltigeursAllowed({ ...u, formation: 'disorganized', light: true })).toBe(0)
    expect(voltigeursAllowed({ ...u, militia: true })).toBe(0)
    expect(voltigeursAllowed({ ...u, topOfStack: false })).toBe(0)
  })
  it('never more than the steps left', () => {
    expect(voltigeursAllowed({ ...u, light: true, stepsLeft: 2 })).toBe(2)
    expect(errorOf<RulesInputError>(() => voltigeursAllowed({ ...u, stepsLeft: -1 }))).toMatchObject({ field: 'stepsLeft' })
    expect(errorOf<RulesInputError>(() => voltigeursAllowed({ ...u, formation: 'x' as 'line' }))).toMatchObject({ field: 'formation' })
  })
  it('fire beyond voltigeurs −1, except a value already 1', () => {
    expect([0, 1, 2, 5].map(fireBeyondVoltigeurs)).toEqual([0, 1, 1, 4])
    expect(errorOf<RulesInputError>(() => fireBeyondVoltigeurs(-1))).toMatchObject({ field: 'fireValue' })
  })
})

describe('artillery losses (16.2)', () => {
  it('combined attack: the rule applies when the artillery gives half the fire value or more', () => {
    expect([artilleryLossRuleApplies(3, 6), artilleryLossRuleApplies(2, 5), artilleryLossRuleApplies(3, 5)]).toEqual([true, false, true])
    expect(errorOf<RulesInputError>(() => artilleryLossRuleApplies(1, 0))).toMatchObject({ field: 'totalFire' })
    expect(errorOf<RulesInputError>(() => artilleryLossRuleApplies(7, 6))).toMatchObject({ field: 'artilleryFire' })
  })
  it('System A: a bar, then the cross and the step', () => {
    expect(systemAHalfLoss(false)).toEqual({ halfLossPending: true, stepLost: false })
    expect(systemAHalfLoss(true)).toEqual({ halfLossPending: false, stepLost: true })
  })
  it('System B: 1–3 effective; 1 loss 3/6; 2 losses 9, 18, 9 of 36; 3 losses 27, 81, 81, 27 of 216', () => {
    expect(b.distribution({ lossesRequired: 1 })).toEqual({ total: 6, outcomes: [{ value: 0, count: 3 }, { value: 1, count: 3 }] })
    expect([0, 1, 2].map((k) => countOf(b.distribution({ lossesRequired: 2 }), k))).toEqual([9, 18, 9])
    expect([0, 1, 2, 3].map((k) => countOf(b.distribution({ lossesRequired: 3 }), k))).toEqual([27, 81, 81, 27])
    expectAgreesWithResolve(b, { lossesRequired: 3 })
  })
  it('edges 3 effective, 4 ignored; full working', () => {
    const r = b.resolve({ lossesRequired: 2 }, [3, 4])
    expect(r.outcome).toBe(1)
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['Loss 1: die 3 (1-3 effective, 4-6 ignored)', 'effective'], ['Loss 2: die 4 (1-3 effective, 4-6 ignored)', 'ignored'], ['In all cases, the artillery checks morale', 'morale check']])
  })
  it('stacked on infantry: one die for the first loss, the rest to the infantry', () => {
    const i = { lossesRequired: 3, stackedOnInfantry: true }
    expect(b.dice(i)).toHaveLength(1)
    expect(b.outcomes(i)).toEqual([0, 1])
    const r = b.resolve(i, [5])
    expect(r).toMatchObject({ outcome: 0, infantryLosses: 2 })
    expect(r.working[1]).toMatchObject({ label: 'Remaining losses applied to the infantry', value: '2' })
    expect(b.resolve({ lossesRequired: 1, stackedOnInfantry: true }, [1]).infantryLosses).toBe(0)
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => b.dice({ lossesRequired: 4 }))).toMatchObject({ field: 'lossesRequired' })
    expect(errorOf<RulesInputError>(() => b.dice({ lossesRequired: 0 }))).toMatchObject({ field: 'lossesRequired' })
    expect(errorOf<RulesInputError>(() => b.resolve({ lossesRequired: 2 }, [1]))).toMatchObject({ code: 'bad-face', field: 'loss 2 die' })
  })
})

describe('artillery retreat (16.3)', () => {
  it('limbered retreats; unlimbered stays', () => {
    expect(disorganizedArtillery(true)).toBe('retreats normally')
    expect(disorganizedArtillery(false)).toMatch(/^stays in the hex/)
  })
})

describe('cavalry classes (16.4)', () => {
  const s: CavalryMeleeSituation = { cavalry: 'light', charging: true, enemyDisorganized: false, againstLightCavalry: false, counterchargedByLightCavalry: false, againstHeavyCavalry: false }
  it('light 10+, line 9, heavy 8 or less; direction changes 3 / 2 / 1', () => {
    expect([11, 10, 9, 8, 7].map(cavalryClass)).toEqual(['light', 'light', 'line', 'heavy', 'heavy'])
    expect([CAVALRY_CLASSES.light.directionChanges, CAVALRY_CLASSES.line.directionChanges, CAVALRY_CLASSES.heavy.directionChanges]).toEqual([3, 2, 1])
    expect(CAVALRY_CLASSES.light.withdrawalCheck).toBe(false)
    expect(errorOf<RulesInputError>(() => cavalryClass(0))).toMatchObject({ field: 'movementAllowance' })
  })
  it('melee modifiers', () => {
    expect(cavalryMeleeModifier({ ...s, enemyDisorganized: true }).modifier).toBe(1)
    expect(cavalryMeleeModifier(s)).toEqual({ modifier: 0, why: 'no class modifier' })
    expect(cavalryMeleeModifier({ ...s, cavalry: 'line', againstLightCavalry: true })).toEqual({ modifier: 1, why: 'line cavalry against light cavalry' })
    expect(cavalryMeleeModifier({ ...s, cavalry: 'line', againstLightCavalry: true, counterchargedByLightCavalry: true }).modifier).toBe(-1)
    expect(cavalryMeleeModifier({ ...s, cavalry: 'line' }).modifier).toBe(0)
    expect(cavalryMeleeModifier({ ...s, cavalry: 'heavy' })).toEqual({ modifier: 1, why: 'heavy cavalry charging' })
    expect(cavalryMeleeModifier({ ...s, cavalry: 'heavy', againstHeavyCavalry: true }).modifier).toBe(0)
    expect(cavalryMeleeModifier({ ...s, cavalry: 'heavy', charging: false }).modifier).toBe(0)
    expect(errorOf<RulesInputError>(() => cavalryMeleeModifier({ ...s, cavalry: 'x' as 'light' }))).toMatchObject({ field: 'cavalry' })
  })
  it('no charge two turns running; retreat 2 or the MPs left (text: 10 MP, 4 used → 6)', () => {
    expect([mayCharge(true), mayCharge(false)]).toEqual([false, true])
    expect(cavalryRetreatMp(10, 4)).toBe(6)
    expect(cavalryRetreatMp(10, 9)).toBe(2)
    expect(errorOf<RulesInputError>(() => cavalryRetreatMp(-1, 0))).toMatchObject({ field: 'movementAllowance' })
    expect(errorOf<RulesInputError>(() => cavalryRetreatMp(8, -1))).toMatchObject({ field: 'mpUsedInCharge' })
  })
})

describe('troops reintegration (16.7)', () => {
  const ok: ReintegrationCandidate = { goodOrder: true, outOfEnemyFireRange: true, leaderStacked: true, movedThisMovementPhase: false, stepsLost: 2, eliminated: false }
  it('every condition, in turn', () => {
    expect(reintegrationRefusal(ok)).toBeNull()
    expect(reintegrationRefusal({ ...ok, eliminated: true })).toBe('a unit totally eliminated cannot recover losses')
    expect(reintegrationRefusal({ ...ok, goodOrder: false })).toBe('the unit must be in good order')
    expect(reintegrationRefusal({ ...ok, outOfEnemyFireRange: false })).toBe('the unit must be out of fire range of an enemy unit')
    expect(reintegrationRefusal({ ...ok, leaderStacked: false })).toBe('a leader must be on the unit')
    expect(reintegrationRefusal({ ...ok, movedThisMovementPhase: true })).toBe('the unit must not have moved during the movement phase')
    expect(reintegrationRefusal({ ...ok, stepsLost: 0 })).toBe('the unit has no loss to recover')
  })
})
