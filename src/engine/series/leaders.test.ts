import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { leaderCombatModifier, moraleLeaderFor, type SeriesLeader } from './leaders'

const oudinot: SeriesLeader = { name: 'Oudinot', rank: 'corps', corps: 'II', combatBonus: 1, moraleBonus: 2, movementAllowance: 10 }
const napoleon: SeriesLeader = { name: 'Napoleon', rank: 'army', combatBonus: 1, moraleBonus: 6, movementAllowance: 12 }

describe('leaders (seed 001, 14)', () => {
  it('14.3 examples: Oudinot +1 adds 1 attacking, subtracts 1 defending; the King of Prussia −1 the other way round', () => {
    expect([leaderCombatModifier(1, 'attacker'), leaderCombatModifier(1, 'defender')]).toEqual([1, -1])
    expect([leaderCombatModifier(-1, 'attacker'), leaderCombatModifier(-1, 'defender')]).toEqual([-1, 1])
    expect(leaderCombatModifier(0, 'defender')).toBe(0)
    expect(errorOf<RulesInputError>(() => leaderCombatModifier(1.5, 'attacker'))).toMatchObject({ field: 'combatBonus' })
    expect(errorOf<RulesInputError>(() => leaderCombatModifier(1, 'x' as 'attacker'))).toMatchObject({ field: 'side' })
  })
  it('14.1 / 14.4: the highest rank stacked gives the bonus (Napoleon +6 over Oudinot)', () => {
    expect(moraleLeaderFor([oudinot, napoleon], 'II')).toEqual({ moraleBonus: 6, command: 'army commander' })
    expect(moraleLeaderFor([oudinot], 'II')).toEqual({ moraleBonus: 2, command: 'own corps' })
    expect(moraleLeaderFor([oudinot], 'IV')).toEqual({ moraleBonus: 2, command: 'other corps' })
    expect(moraleLeaderFor([{ ...oudinot, rank: 'wing', corps: undefined }, oudinot], 'IV')).toEqual({ moraleBonus: 2, command: 'own corps' })
    expect(moraleLeaderFor([], 'II')).toBeUndefined()
    expect(errorOf<RulesInputError>(() => moraleLeaderFor([{ ...oudinot, rank: 'x' as 'corps' }], 'II'))).toMatchObject({ field: 'rank' })
  })
})
