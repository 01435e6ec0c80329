import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { AVERAGE_OBEDIENCE, seriesObedience } from './obedience'
import { DELAY_TABLE, seriesDelayCheck } from './delayCheck'
import { INITIATIVE_VALUES, seriesInitiative } from './initiative'

describe('obedience check (seed 001, 17.6)', () => {
  it('D6 ≤ obedience: 3 → 3/6, 4 → 4/6, 2 → 2/6; 0 never, 6 always', () => {
    for (const o of [0, 2, 3, 4, 6]) expect(countOf(seriesObedience.distribution({ obedience: o, turn: 2 }), 'success')).toBe(o)
    expect(seriesObedience.distribution({ obedience: 3, turn: 2 }).total).toBe(6)
    expectAgreesWithResolve(seriesObedience, seriesObedience.example)
  })
  it('the text\'s example: obedience 3, turn 2; success → in effect turn 3; failure → delay check in turn 3', () => {
    const ok = seriesObedience.resolve(seriesObedience.example, [3])
    expect(ok.working.map((l) => [l.label, l.value])).toEqual([['obedience die', 3], ['obedience die 3 ≤ 3', 'success'], ['Effect', 'previous order in effect in turn 2, the new order from turn 3']])
    const ko = seriesObedience.resolve(seriesObedience.example, [4])
    expect(ko).toMatchObject({ outcome: 'failure', score: 4, effect: 'previous order in effect in turns 2 and 3; delay check in turn 3' })
    expect(ko.working[1]!.label).toBe('obedience die 4 > 3')
  })
  it('army commander in the same hex: automatically accepted, no die', () => {
    const i = { obedience: 1, turn: 4, stackedWithArmyCommander: true }
    expect(seriesObedience.dice(i)).toEqual([])
    expect(seriesObedience.distribution(i)).toEqual({ total: 1, outcomes: [{ value: 'success', count: 1 }] })
    expect(seriesObedience.resolve(i, []).working[0]).toMatchObject({ label: 'Army commander in the same hex: the order is automatically accepted, no die', value: 'success' })
    expect(seriesObedience.resolve(i, []).effect).toBe('previous order in effect in turn 4, the new order from turn 5')
    expect(seriesObedience.dice(seriesObedience.example)).toHaveLength(1)
  })
  it('averages and refusals', () => {
    expect(AVERAGE_OBEDIENCE).toEqual({ 'France (and its allies)': 4, Coalition: 3 })
    expect(errorOf<RulesInputError>(() => seriesObedience.dice({ obedience: 7, turn: 1 }))).toMatchObject({ field: 'obedience' })
    expect(errorOf<RulesInputError>(() => seriesObedience.dice({ obedience: -1, turn: 1 }))).toMatchObject({ field: 'obedience' })
    expect(errorOf<RulesInputError>(() => seriesObedience.dice({ obedience: 3, turn: 0 }))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => seriesObedience.resolve({ obedience: 3, turn: 1 }, [0]))).toMatchObject({ code: 'bad-face' })
    expect(seriesObedience.outcomes(seriesObedience.example)).toEqual(['success', 'failure'])
  })
})

describe('delay check (17.6)', () => {
  it('1–4 success (N+2) 4/6, 5 delay (N+3) 1/6, 6 aide lost 1/6', () => {
    expect(seriesDelayCheck.distribution({ obedienceTurn: 2 })).toEqual({ total: 6, outcomes: [{ value: 'success', count: 4 }, { value: 'delay', count: 1 }, { value: 'aide lost', count: 1 }] })
    expectAgreesWithResolve(seriesDelayCheck, { obedienceTurn: 2 })
  })
  it('the text\'s example (obedience failed in turn 2): 1–4 → turn 4, 5 → turn 5, 6 → never', () => {
    expect([1, 4, 5, 6].map((f) => seriesDelayCheck.resolve({ obedienceTurn: 2 }, [f]).inEffectFrom)).toEqual([4, 4, 5, null])
    expect(seriesDelayCheck.resolve({ obedienceTurn: 2 }, [4]).working).toEqual([{ label: 'delay die', value: 4, rule: { seed: '001', section: '17.6 Obeying Orders: Delay Check' }, kind: 'base' }, { label: 'Delay die 4 (1-4): the new order is in effect in turn 4 (N+2)', value: 'success', rule: { seed: '001', section: '17.6 Obeying Orders: Delay Check' } }])
    expect(seriesDelayCheck.resolve({ obedienceTurn: 2 }, [5]).working[1]!.label).toBe('Delay die 5 (5): the new order is in effect in turn 5 (N+3)')
    expect(seriesDelayCheck.resolve({ obedienceTurn: 2 }, [6]).working[1]!.label).toBe('Delay die 6 (6): the general never received the order; the previous order is still in effect')
  })
  it('table and refusals', () => {
    expect(DELAY_TABLE.map((r) => [r.faces, r.result, r.inEffect])).toEqual([['1-4', 'success', 2], ['5', 'delay', 3], ['6', 'aide lost', null]])
    expect(errorOf<RulesInputError>(() => seriesDelayCheck.dice({ obedienceTurn: 0 }))).toMatchObject({ field: 'obedienceTurn' })
    expect(seriesDelayCheck.dice({ obedienceTurn: 1 })).toHaveLength(1)
    expect(errorOf<RulesInputError>(() => seriesDelayCheck.resolve({ obedienceTurn: 1 }, [9]))).toMatchObject({ code: 'bad-face' })
    expect(seriesDelayCheck.outcomes({ obedienceTurn: 1 })).toEqual(['success', 'delay', 'aide lost'])
  })
})

describe('initiative check (17.7, 17.2)', () => {
  it('D6 ≤ initiative: genius 5/6, good 4/6, average 3/6, bad 2/6', () => {
    expect(INITIATIVE_VALUES).toEqual({ genius: 5, good: 4, average: 3, bad: 2 })
    for (const v of Object.values(INITIATIVE_VALUES)) expect(countOf(seriesInitiative.distribution({ initiative: v, turn: 3, use: 'change tactic' }), 'success')).toBe(v)
    expectAgreesWithResolve(seriesInitiative, seriesInitiative.example)
  })
  it('change tactic: success −1 morale next turn only, failure −2', () => {
    expect(seriesInitiative.resolve(seriesInitiative.example, [4]).effect).toBe('previous tactic in turn 5, the new one from turn 6; his units -1 morale in turn 6 only')
    expect(seriesInitiative.resolve(seriesInitiative.example, [5]).effect).toBe('previous tactic stays; his units -2 morale in turn 6 only')
    expect(seriesInitiative.resolve(seriesInitiative.example, [5]).working[1]!.label).toBe('initiative die 5 > 4')
  })
  it('level 2, out of radius: half his allowance rounded up (ruling 39), or no move', () => {
    const i = { initiative: 3, turn: 4, use: 'move out of radius' as const, movementAllowance: 9 }
    expect(seriesInitiative.resolve(i, [3]).effect).toBe('moves up to 5 MP this turn (half his allowance, rounded up)')
    expect(seriesInitiative.resolve(i, [4]).effect).toBe('cannot move at all this turn')
    expect(seriesInitiative.resolve({ ...i, halfMove: 'rounded down' }, [1]).effect).toBe('moves up to 4 MP this turn (half his allowance, rounded down)')
    expect(errorOf<RulesInputError>(() => seriesInitiative.dice({ ...i, movementAllowance: undefined }))).toMatchObject({ field: 'movementAllowance' })
    expect(errorOf<RulesInputError>(() => seriesInitiative.dice({ ...i, movementAllowance: -2 }))).toMatchObject({ field: 'movementAllowance' })
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => seriesInitiative.dice({ initiative: 3, turn: 3, use: 'x' as 'change tactic' }))).toMatchObject({ field: 'use' })
    expect(errorOf<RulesInputError>(() => seriesInitiative.dice({ initiative: 3, turn: 0, use: 'change tactic' }))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => seriesInitiative.dice({ initiative: 2.5, turn: 1, use: 'change tactic' }))).toMatchObject({ field: 'initiative' })
  })
})
