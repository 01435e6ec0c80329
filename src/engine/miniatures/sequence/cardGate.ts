import { cardGateFor } from '../../boardgame/sequence/cardGate'
import { cardOf, cardOrders, toOrder } from './round'

/** The boardgame's card gate (seed 000, 3.x and 5.1) over the reference sheet's arms (seed 003). */
export const cardGate = cardGateFor({ cardOf, cardOrders, toOrder }, (name) => `seed 000, Reference Sheet: Special Order Cards, ${name}`)
