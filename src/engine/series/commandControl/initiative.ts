import { check } from '../../core'
import { halfMovement, type HalfMoveRounding } from './commandRadius'
import { checkValue, dieUnderCalculator } from './checkDie'
import { INITIATIVE_MORALE, INITIATIVE_RULE } from './initiativeEffects'

/** seed 001, 17.7: "genius: 5, good: 4, average: 3, bad: 2". */
export const INITIATIVE_VALUES = { genius: 5, good: 4, average: 3, bad: 2 } as const

export interface InitiativeInput {
  /** The value on the leader counter (17.7; a substitute has 2, 14.6). */
  readonly initiative: number
  /** The turn of the check (N); "whatever the result of the check, the effects will take place the next turn". */
  readonly turn: number
  /**
   * 'change tactic' (levels 3 and 4: a corps commander acting on his own initiative), or 'move out of radius'
   * (level 2, 17.2: a leader out of his superior's radius tries to move half his allowance this turn).
   */
  readonly use: 'change tactic' | 'move out of radius'
  /** For 'move out of radius': the leader's movement allowance. */
  readonly movementAllowance?: number
  /** RULES.md ruling 39: half the allowance rounded up (default) or down. */
  readonly halfMove?: HalfMoveRounding
}

function effect(i: InitiativeInput, o: 'success' | 'failure'): string {
  const next = i.turn + 1
  if (i.use === 'move out of radius')
    return o === 'success' ? `moves up to ${halfMovement(i.movementAllowance ?? 0, i.halfMove)} MP this turn (half his allowance, ${i.halfMove ?? 'rounded up'})` : 'cannot move at all this turn'
  return o === 'success'
    ? `previous tactic in turn ${i.turn}, the new one from turn ${next}; his units ${INITIATIVE_MORALE.success} morale in turn ${next} only`
    : `previous tactic stays; his units ${INITIATIVE_MORALE.failure} morale in turn ${next} only`
}

function value(i: InitiativeInput): number {
  check(Number.isInteger(i.turn) && i.turn >= 1, 'out-of-range', 'turn', `The turn must be 1 or more, got ${i.turn}.`)
  check(i.use === 'change tactic' || i.use === 'move out of radius', 'unknown-value', 'use', `Initiative is used to change tactic or to move out of radius, not "${i.use}".`)
  if (i.use === 'move out of radius') {
    check(i.movementAllowance !== undefined, 'out-of-range', 'movementAllowance', 'Moving out of radius needs the leader\'s movement allowance.')
    halfMovement(i.movementAllowance, i.halfMove)
  }
  return checkValue(i.initiative, 'initiative', 'Initiative')
}

/** seed 001, 17.7 (and 17.2 at level 2): the initiative check, D6 ≤ initiative. */
export const seriesInitiative = dieUnderCalculator<InitiativeInput>({
  id: 'series.initiative',
  title: 'Initiative check',
  rule: INITIATIVE_RULE,
  example: { initiative: 4, turn: 5, use: 'change tactic' },
  die: 'initiative die',
  value,
  effect,
})
