import { firstRefusal, type Sequence } from '../../core/sequence'
import { askCards } from './askCardsAll'
import { askFire } from './askFire'
import { askOrder } from './askOrder'
import { owedGate, unitGate, wonGate } from './gates'
import { no } from './rules'
import { kindOf } from './kind'
import { REACTING_KIND } from '../specialAction'
import { INITIAL, step } from './step'
import type { MiniEvent, MiniQuestion, MiniState } from './types'
import { where } from './where'

export * from './types'
export { cardAllows, sectorsFit, type CardAllows } from '../../boardgame/sequence/cardAllows'
export { allowance, firstThisRound, hourOver, roundOver, sideDone, toOrder, unitsAble, HOURS, ROUNDS } from './round'
export { standing, battleWon, type Standing } from './standing'
export { mostSegments } from './askOrder'
export { RULES } from './rules'
export { INITIAL, step, where }


/**
 * The miniatures sequence of play (seed 003 on seed 000). Asked about a unit's order or fire: the battle not won,
 * nothing owed, the unit able to act this round, then the order itself and the card. A special action is a reaction
 * during the enemy's order, not an activation: only its arm and the unit's removal are checked.
 */
export const miniaturesSequence: Sequence<MiniState, MiniEvent, MiniQuestion> = {
  initial: INITIAL,
  step,
  where,
  ask(s, question, owed) {
    if (question.q === 'special') {
      const u = s.units[question.unit]
      if (!u || u.out) return no('removed')
      return kindOf(u.type) === REACTING_KIND[question.action] ? wonGate(s) : no('reaction')
    }
    if (question.q === 'order' || question.q === 'fire') {
      const gate = firstRefusal(wonGate(s), unitGate(s, question.unit))
      if (gate.verdict === 'forbidden') return gate
      const own = question.q === 'order'
        ? askOrder(s, question.unit, question.order, question.segments, question.terrain)
        : askFire(s, question.unit, question.adjacent)
      return firstRefusal(own, owedGate(owed))
    }
    return askCards(s, question, owed)
  },
}
