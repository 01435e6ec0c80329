import { check } from '../core'
import { HOURS, ROUNDS_PER_HOUR } from './cards'

/** Where the battle stands: hour 1–6, round 1–6 of the hour, and the units ordered this round. */
export interface BattleClock {
  readonly hour: number
  readonly round: number
  /** Ids of units (and generals) given an order this round (6.0: one order per unit per round). */
  readonly ordered: readonly string[]
}

export const BATTLE_START: BattleClock = { hour: 1, round: 1, ordered: [] }

/** seed 000, 6.0: "You can only give any unit one order during a single round." */
export function giveOrder(clock: BattleClock, unitId: string): BattleClock {
  check(!clock.ordered.includes(unitId), 'not-allowed-together', 'unitId', `${unitId.slice(0, 100)} has already had its order this round (6.0).`)
  return { ...clock, ordered: [...clock.ordered, unitId] }
}

/**
 * seed 000, 5.0–5.1 and 4.1: six rounds an hour, a new hand of 6 each hour, six hours. Returns the next round, whether
 * new hands are dealt, and whether the battle is over (all 36 cards played, 12.1). An unplayable card is still played:
 * the round counts all the same (5.1 step 5).
 */
export function nextRound(clock: BattleClock): { clock: BattleClock; dealNewHands: boolean; battleOver: boolean } {
  check(Number.isInteger(clock.hour) && clock.hour >= 1 && clock.hour <= HOURS, 'out-of-range', 'hour', `hour: 1–${HOURS}, got ${clock.hour}.`)
  check(Number.isInteger(clock.round) && clock.round >= 1 && clock.round <= ROUNDS_PER_HOUR, 'out-of-range', 'round', `round: 1–${ROUNDS_PER_HOUR}, got ${clock.round}.`)
  if (clock.round < ROUNDS_PER_HOUR) return { clock: { hour: clock.hour, round: clock.round + 1, ordered: [] }, dealNewHands: false, battleOver: false }
  if (clock.hour < HOURS) return { clock: { hour: clock.hour + 1, round: 1, ordered: [] }, dealNewHands: true, battleOver: false }
  return { clock: { ...clock, ordered: [] }, dealNewHands: false, battleOver: true }
}
