import { ALLOWED, forbidden, type Verdict } from '../../core/sequence'
import { HOURS, hourOver, other, ROUNDS, roundOver, sideDone } from './round'
import { check, no, RULES } from './rules'
import type { MiniState, Side } from './types'

/**
 * Playing a card (seed 000, 5.1): an hour must be dealt and its hand not spent; one card each per round; the next
 * round's card waits until both players have given all their orders (step 4). The app cannot know how many orders a
 * card gives (the count is printed on the card, not in the texts), so a card before a player said "done" is a warning.
 */
export function askPlay(s: MiniState, side: Side): Verdict {
  if (s.hour === 0) return no('noCard')
  const mine = s.played[side]
  if (mine === null) return ALLOWED
  if (!s.played[other(side)]) return no('oneCard')
  if (s.round >= ROUNDS && roundOver(s)) return no('deal')
  return roundOver(s) ? ALLOWED : check('allOrders')
}

/** seed 000, 4.1: the next hour is dealt when both hands are exhausted, six hours at most. */
export function askDeal(s: MiniState): Verdict {
  if (s.hour >= HOURS) return no('sixHours')
  if (hourOver(s)) return ALLOWED
  return s.round >= ROUNDS && s.played.a && s.played.b ? check('allOrders') : forbidden(RULES.deal[0], `${RULES.deal[1]} Round ${s.round} of ${ROUNDS} is under way.`)
}

/** A side says it has given all its orders: after both cards are down, once. */
export function askDone(s: MiniState, side: Side): Verdict {
  if (!s.played.a || !s.played.b) return no('bothPlay')
  return sideDone(s, side) ? no('allOrders') : ALLOWED
}
