import type { Verdict } from '../../core/sequence'
import { cardAsksFor } from '../../boardgame/sequence/askCards'
import { hourOver, roundOver, sideDone } from './round'
import type { MiniState, Side } from './types'

/** The boardgame's card questions (seed 000, 4.1, 5.1) over the reference sheet's arms (seed 003). */
const asks = cardAsksFor({ hourOver, roundOver, sideDone })
export const { askDeal, askDone } = asks
export const askPlay = (s: MiniState, side: Side): Verdict => asks.playVerdict(s, side)
