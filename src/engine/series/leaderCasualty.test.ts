import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { fireLossesCallForCheck, seriesLeaderCasualty as calc, type LeaderCasualtyInput } from './leaderCasualty'
import { substituteLeader } from './substituteLeader'

const fire: LeaderCasualtyInput = { case: 'stack lost 2 or 3 steps to fire' }

describe('leader elimination (seed 001, 14.5)', () => {
  it('a 6 eliminates: 1/6 in the fire, stack-eliminated and alone cases', () => {
    expect(calc.distribution(fire)).toEqual({ total: 6, outcomes: [{ value: 'unhurt', count: 5 }, { value: 'eliminated', count: 1 }] })
    expect(countOf(calc.distribution({ case: 'stack eliminated' }), 'eliminated')).toBe(1)
    expect(calc.distribution({ case: 'alone, enemy enters' })).toEqual({ total: 6, outcomes: [{ value: 'shifted to an adjacent hex', count: 5 }, { value: 'eliminated', count: 1 }] })
  })
  it('surrounded lone survivor: a 4, 5 or 6 eliminates (3/6), else placed one or two hexes away', () => {
    expect(calc.distribution({ case: 'surrounded, lone survivor' })).toEqual({ total: 6, outcomes: [{ value: 'placed one or two hexes away', count: 3 }, { value: 'eliminated', count: 3 }] })
    expect(calc.resolve({ case: 'surrounded, lone survivor' }, [3]).outcome).toBe('placed one or two hexes away')
    expect(calc.resolve({ case: 'surrounded, lone survivor' }, [4]).outcome).toBe('eliminated')
  })
  it('edges: 5 unhurt, 6 eliminated; full working', () => {
    expect(calc.resolve(fire, [5]).outcome).toBe('unhurt')
    const r = calc.resolve(fire, [6])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([['stack lost 2 or 3 steps to fire: die 6, a 6 eliminates', 'eliminated', '14.5 Elimination']])
    expect(r.gameLost).toBe(false)
    expect(calc.resolve({ case: 'surrounded, lone survivor' }, [2]).working[0]!.label).toBe('surrounded, lone survivor: die 2, a 4, 5 or 6 eliminates')
  })
  it('17.1 level 1: eliminated leaders roll again, 1–5 turns out, 6 out for good: 1/36 each, 30/36 unhurt', () => {
    const i = { ...fire, commandLevelOne: true }
    const d = calc.distribution(i)
    expect(d.total).toBe(36)
    expect(d.outcomes).toEqual([
      { value: 'unhurt', count: 30 }, { value: 'cannot act 1 turn', count: 1 }, { value: 'cannot act 2 turns', count: 1 }, { value: 'cannot act 3 turns', count: 1 },
      { value: 'cannot act 4 turns', count: 1 }, { value: 'cannot act 5 turns', count: 1 }, { value: 'killed or severely wounded', count: 1 }])
    expect(calc.resolve(i, [6, 3]).working.map((l) => [l.label, l.value])).toEqual([
      ['stack lost 2 or 3 steps to fire: die 6, a 6 eliminates', 'eliminated'], ['Second roll 3: turns he cannot act', 'cannot act 3 turns']])
    expect(calc.resolve(i, [6, 6]).working[1]).toMatchObject({ label: 'Second roll 6: out of the game for good', rule: { section: '17.1 First Level: Leaders' } })
    expect(calc.resolve(i, [5, 6]).outcome).toBe('unhurt')
    expect(countOf(calc.distribution({ case: 'surrounded, lone survivor', commandLevelOne: true }), 'cannot act 2 turns')).toBe(3)
    expect(calc.dice(i)).toHaveLength(2)
    expect(calc.dice(fire)).toHaveLength(1)
    expectAgreesWithResolve(calc, i)
    expectAgreesWithResolve(calc, { case: 'alone, enemy enters' })
  })
  it('Napoleon dies: the French player loses; wounded for a few turns he does not', () => {
    expect(calc.resolve({ ...fire, napoleon: true }, [6]).gameLost).toBe(true)
    expect(calc.resolve({ ...fire, napoleon: true }, [6]).working.at(-1)!.label).toBe('Napoleon dies: the French player immediately loses the game')
    expect(calc.resolve({ ...fire, napoleon: true, commandLevelOne: true }, [6, 2]).gameLost).toBe(false)
    expect(calc.resolve({ ...fire, napoleon: true, commandLevelOne: true }, [6, 6]).gameLost).toBe(true)
    expect(calc.resolve({ ...fire, napoleon: true }, [1]).gameLost).toBe(false)
  })
  it('only a 2 or 3 fire result calls for the check', () => expect([1, 2, 3, 4].map(fireLossesCallForCheck)).toEqual([false, true, true, false]))
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => calc.dice({ case: 'x' as 'stack eliminated' }))).toMatchObject({ code: 'unknown-value', field: 'case' })
    expect(errorOf<RulesInputError>(() => calc.resolve(fire, [7]))).toMatchObject({ code: 'bad-face', field: 'casualty die' })
    expect(errorOf<RulesInputError>(() => calc.resolve({ ...fire, commandLevelOne: true }, [6]))).toMatchObject({ code: 'bad-face' })
  })
})

describe('substitute leaders (14.6)', () => {
  it('+0 combat, +1 morale, 10 MP, next turn, no victory points; advanced: initiative and obedience 2', () => {
    expect(substituteLeader(4, false)).toEqual({ combatBonus: 0, moraleBonus: 1, movementAllowance: 10, appearsOnTurn: 5, victoryPointsIfEliminated: false })
    expect(substituteLeader(4, true)).toEqual({ combatBonus: 0, moraleBonus: 1, movementAllowance: 10, initiative: 2, obedience: 2, appearsOnTurn: 5, victoryPointsIfEliminated: false })
    expect(errorOf<RulesInputError>(() => substituteLeader(0, true))).toMatchObject({ field: 'turnKilled' })
  })
})
