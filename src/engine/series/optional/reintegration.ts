import { seriesRule } from '../commandRefs'

export const REINTEGRATION_RULE = seriesRule('16.7 Troops reintegration')

export interface ReintegrationCandidate {
  readonly goodOrder: boolean
  readonly outOfEnemyFireRange: boolean
  readonly leaderStacked: boolean
  readonly movedThisMovementPhase: boolean
  readonly stepsLost: number
  readonly eliminated: boolean
}

/**
 * seed 001, 16.7: who may try to recover one step in the rally phase (then a morale check with the leader's
 * bonus, `seriesMorale` with purpose 'reintegration'). Returns the first reason it may not, or null.
 */
export function reintegrationRefusal(u: ReintegrationCandidate): string | null {
  if (u.eliminated) return 'a unit totally eliminated cannot recover losses'
  if (!u.goodOrder) return 'the unit must be in good order'
  if (!u.outOfEnemyFireRange) return 'the unit must be out of fire range of an enemy unit'
  if (!u.leaderStacked) return 'a leader must be on the unit'
  if (u.movedThisMovementPhase) return 'the unit must not have moved during the movement phase'
  if (u.stepsLost < 1) return 'the unit has no loss to recover'
  return null
}
