import { roundRules } from '../../boardgame/sequence/round'
import { kindOf } from './kind'

// seed 003 keeps seed 000's cards and battle rounds (5.1): the boardgame's round, over the reference sheet's arms.
export { HOURS, other, ROUNDS } from '../../boardgame/sequence/round'
export const { cardOf, cardOrders, unitsAble, firstThisRound, allowance, sideDone, roundOver, hourOver, toOrder } = roundRules(kindOf)
