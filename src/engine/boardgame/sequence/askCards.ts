import { ALLOWED, firstRefusal, forbidden, type OwedRef, type Verdict } from '../../core/sequence'
import { owedGate, wonGate } from './gates'
import { HOURS, hourOver, other, ROUNDS, roundOver, sideDone, type RoundRules, type RoundState } from './round'
import { check, no, RULES } from './rules'
import type { BgState, Side } from './types'

/** The card the opponent played in the preceding round, for a counter-attack (as it acted). */
export function precedingCard(s: BgState, side: Side): string | null {
  const newRound = s.round === 0 || s.played[side] !== null
  const p = (newRound ? s.played : s.before)[other(side)]
  return p ? p.as : null
}

/** seed 000, Counter-attack: "Any card can be the object of the counter-attack, except for Rally and Short of Supply." */
function counterAttack(s: BgState, side: Side): Verdict {
  const was = precedingCard(s, side)
  return was === null || was === 'rally' || was === 'senza-rifornimento' ? no('counterNone') : ALLOWED
}

/**
 * The card questions of seed 000 (4.1, 5.1) over a ruleset's round (`r`, its arms): the boardgame and the miniatures
 * (seed 003 keeps the cards and rounds) ask them alike.
 */
export function cardAsksFor(r: Pick<RoundRules, 'hourOver' | 'roundOver' | 'sideDone'>) {
  /**
   * Playing a card (seed 000, 5.1): an hour must be dealt and its hand not spent; one card each per round; the next
   * round's card waits until both players have given all their orders (step 4). How many orders an order card gives
   * is printed on the card, not in the text: before a player said "done" a card is a warning. `which` is what the
   * card itself asks (a counter-attack's object).
   */
  function playVerdict(s: RoundState, side: Side, which: Verdict = ALLOWED): Verdict {
    if (s.hour === 0) return no('noCard')
    const mine = s.played[side]
    if (mine === null) return which
    if (!s.played[other(side)]) return no('oneCard')
    if (s.round >= ROUNDS && r.roundOver(s)) return no('deal')
    return firstRefusal(which, r.roundOver(s) ? ALLOWED : check('allOrders'))
  }

  /** seed 000, 4.1: the next hour is dealt when both hands are exhausted, six hours at most. */
  function askDeal(s: RoundState): Verdict {
    if (s.hour >= HOURS) return no('sixHours')
    if (r.hourOver(s)) return ALLOWED
    return s.round >= ROUNDS && s.played.a && s.played.b ? check('allOrders') : forbidden(RULES.deal[0], `${RULES.deal[1]} Round ${s.round} of ${ROUNDS} is under way.`)
  }

  /** A side says it has given all its orders: after both cards are down, once. */
  function askDone(s: RoundState, side: Side): Verdict {
    if (!s.played.a || !s.played.b) return no('bothPlay')
    return r.sideDone(s, side) ? no('allOrders') : ALLOWED
  }
  return { playVerdict, askDeal, askDone }
}

const asks = cardAsksFor({ hourOver, roundOver, sideDone })
export const { askDeal, askDone } = asks

/** Playing a card in the boardgame: a counter-attack needs a card to mirror (seed 000, Counter-attack). */
export const askPlay = (s: BgState, side: Side, card?: string): Verdict =>
  asks.playVerdict(s, side, card === 'contrattacco' ? counterAttack(s, side) : ALLOWED)

/** The card questions: a won battle and anything owed stop the next card or hour first. */
export function askCards(s: BgState, q: { q: 'play'; side: Side; card?: string } | { q: 'deal' } | { q: 'done'; side: Side }, owed: readonly OwedRef[]): Verdict {
  if (q.q === 'done') return askDone(s, q.side)
  return firstRefusal(wonGate(s), owedGate(owed), q.q === 'play' ? askPlay(s, q.side, q.card) : askDeal(s))
}
