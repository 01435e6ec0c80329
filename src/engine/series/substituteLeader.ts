import { check } from '../core'
import { seriesRule } from './commandRefs'

export const SUBSTITUTE_RULE = seriesRule('14.6 Substitute Leaders')

/** seed 001, 14.6: the values of a substitute leader (the leader counter, reverse side up). */
export const SUBSTITUTE_LEADER = {
  combatBonus: 0,
  moraleBonus: 1,
  movementAllowance: 10,
  /** "When playing advanced rules, the initiative and obedience values are 2." */
  initiative: 2,
  obedience: 2,
} as const

export interface SubstituteLeader {
  readonly combatBonus: number
  readonly moraleBonus: number
  readonly movementAllowance: number
  readonly initiative?: number
  readonly obedience?: number
  /** "a new one appears at the start of the next game turn, stacked with a unit belonging to the leader's corps". */
  readonly appearsOnTurn: number
  /** "Eliminating a replacement leader does not bring victory points." */
  readonly victoryPointsIfEliminated: false
}

/** The substitute for a leader killed during `turnKilled` (a killed substitute is replaced the same way). */
export function substituteLeader(turnKilled: number, advancedRules: boolean): SubstituteLeader {
  check(Number.isInteger(turnKilled) && turnKilled >= 1, 'out-of-range', 'turnKilled', `The turn the leader was killed must be a turn number, got ${turnKilled}.`)
  const { combatBonus, moraleBonus, movementAllowance, initiative, obedience } = SUBSTITUTE_LEADER
  const base = { combatBonus, moraleBonus, movementAllowance, appearsOnTurn: turnKilled + 1, victoryPointsIfEliminated: false as const }
  return advancedRules ? { ...base, initiative, obedience } : base
}
