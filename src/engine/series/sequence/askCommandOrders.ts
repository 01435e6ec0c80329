import type { OwedRef, Verdict } from '../../core/sequence'
import { askInitiative, askLeader, askOrder } from './askCommand'
import type { SeriesQuestion, SeriesState } from './types'

/** Orders by aide, initiative checks and leaders' moves (17.3, 17.5, 17.7, 14.2). */
export function askCommandOrders(s: SeriesState, q: Extract<SeriesQuestion, { q: 'order' | 'initiative' | 'leader' }>, owed: readonly OwedRef[]): Verdict {
  if (q.q === 'leader') return askLeader(s, q.side)
  return q.q === 'order' ? askOrder(s, q.side, q.capability) : askInitiative(s, q.leader, q.side, owed)
}
