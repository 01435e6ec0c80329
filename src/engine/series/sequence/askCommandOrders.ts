import type { OwedRef, Verdict } from '../../core/sequence'
import { askInitiative, askOrder } from './askCommand'
import type { SeriesQuestion, SeriesState } from './types'

/** Orders by aide and initiative checks (17.3, 17.5, 17.7). */
export function askCommandOrders(s: SeriesState, q: Extract<SeriesQuestion, { q: 'order' | 'initiative' }>, owed: readonly OwedRef[]): Verdict {
  return q.q === 'order' ? askOrder(s, q.side, q.capability) : askInitiative(s, q.leader, q.side, owed)
}
