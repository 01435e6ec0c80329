import { firstRefusal, type OwedRef, type Verdict } from '../../core/sequence'
import { askDeal, askDone, askPlay } from './askCards'
import { owedGate, wonGate } from './gates'
import type { MiniQuestion, MiniState } from './types'

/** The card questions: a won battle and anything owed stop the next card or hour first. */
export function askCards(s: MiniState, q: Extract<MiniQuestion, { q: 'play' | 'deal' | 'done' }>, owed: readonly OwedRef[]): Verdict {
  if (q.q === 'done') return askDone(s, q.side)
  return firstRefusal(wonGate(s), owedGate(owed), q.q === 'play' ? askPlay(s, q.side) : askDeal(s))
}
