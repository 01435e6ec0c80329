import { ALLOWED, type OwedRef, type Verdict } from '../../core/sequence'
import { phasing, phaseOf } from './phase'
import { no, players } from './rules'
import type { SeriesState, Side } from './types'

/**
 * An order sent by aide (17.5, 17.3): in the side's own movement phase. Beyond the printed capability it is the
 * players' call, as "these values can vary with the battle. See special rules" (17.3).
 */
export function askOrder(s: SeriesState, side: Side, capability: number | null): Verdict {
  if (phaseOf(s) !== 'movement' || phasing(s) !== side) return no('ordersPhase')
  return capability !== null && s.orders[side] >= capability ? players('ordersCount') : ALLOWED
}

/**
 * An initiative check (17.7): after all orders are delivered and the obedience checks performed, so in the
 * side's movement phase with no obedience or delay check still owed; a second one this turn is the players' call.
 */
export function askInitiative(s: SeriesState, leader: string, side: Side, owed: readonly OwedRef[]): Verdict {
  if (phaseOf(s) !== 'movement' || phasing(s) !== side) return no('ordersPhase')
  if (owed.some((o) => o.kind === 'obedience' || o.kind === 'delay')) return no('initiativeAfter')
  return s.initiative.includes(leader) ? players('initiativeAgain') : ALLOWED
}

/** A leader moves in his own movement phase (14.2); any other move (with his unit after melee, 14.3; shifted, 14.5) is the players' call. */
export function askLeader(s: SeriesState, side: Side): Verdict {
  return phaseOf(s) === 'movement' && phasing(s) === side ? ALLOWED : players('leaderWithUnit')
}
