import { firstRefusal, type Sequence } from '../../core/sequence'
import { askCards } from './askCards'
import { askFire } from './askFire'
import { askOrder } from './askOrder'
import { askSpecial } from './askSpecial'
import { owedGate, unitGate, wonGate } from './gates'
import { INITIAL, step } from './step'
import type { BgEvent, BgQuestion, BgState } from './types'
import { where } from './where'

export * from './types'
export { cardAllows, sectorsFit, type CardAllows } from './cardAllows'
export { allowance, cardOf, firstThisRound, hourOver, roundOver, sideDone, toOrder, unitsAble, HOURS, ROUNDS } from './round'
export { standing, battleWon, type Standing } from './standing'
export { countsTowardVictory, isLost } from './counts'
export { precedingCard } from './askCards'
export { mostHexes } from './askOrder'
export { kindOf, moveAllowance } from './kind'
export { RULES } from './rules'
export { INITIAL, step, where }

/**
 * The boardgame sequence of play (seed 000). Asked about a unit's order or fire: the battle not won, the unit on the
 * map, then the order itself and the card, then nothing owed. A special action is a reaction, not an order.
 */
export const boardgameSequence: Sequence<BgState, BgEvent, BgQuestion> = {
  initial: INITIAL,
  step,
  where,
  ask(s, question, owed) {
    if (question.q === 'special') return askSpecial(s, question.unit)
    if (question.q === 'order' || question.q === 'fire') {
      const gate = firstRefusal(wonGate(s), unitGate(s, question.unit))
      if (gate.verdict === 'forbidden') return gate
      const own = question.q === 'order'
        ? askOrder(s, question.unit, question.order, question.hexes, question.terrain)
        : askFire(s, question.unit)
      return firstRefusal(own, owedGate(owed, question.q === 'fire' ? question.unit : undefined, s))
    }
    return askCards(s, question, owed)
  },
}

/** seed 000, Leadership: "If attached, the generals give 2 additional dice during the combat instead of the usual 1." */
export const leadershipPlayed = (s: BgState, side: 'a' | 'b'): boolean => s.played[side]?.as === 'leadership'
