import { ordersPerTurn, type OrderNation } from '@/engine/series/commandControl/orders'
import { effectiveActions } from '@/model/fold'
import type { Action, BattleState, SideId } from '@/model/types'

/**
 * seed 001, 17.3 Army Commanders Order Capabilities: how many new orders the army commander has sent this game turn
 * (the `order.sent` actions in force since the turn began) against what his nation sends a turn. "These values can
 * vary with the battle": the app says the printed value and does not refuse a further order.
 */
export function ordersSentThisTurn(actions: readonly Action[], side: SideId): number {
  const live = effectiveActions(actions)
  let n = 0
  for (let i = live.length - 1; i >= 0 && live[i]!.kind !== 'turn.next'; i--) if (live[i]!.kind === 'order.sent' && live[i]!.by === side) n++
  return n
}

const NATIONS: readonly OrderNation[] = ['French', 'Russia', 'Austria', 'Sweden', 'Spain', 'English']

/** The printed capability for the army's nationality, or null (Prussian: it depends on the year; others: the battle's rules). */
export function printedCapability(state: BattleState, side: SideId): { nation: string; orders: number } | null {
  const nation = state.setup.sides[side === 'a' ? 0 : 1]?.nationality ?? ''
  const n = NATIONS.find((x) => x === nation)
  return n ? { nation: n, orders: ordersPerTurn(n) } : null
}

export function capabilityText(state: BattleState, actions: readonly Action[], side: SideId): string {
  const sent = ordersSentThisTurn(actions, side)
  const cap = printedCapability(state, side)
  const printed = cap ? `${cap.nation}: ${cap.orders} a turn, unless the battle's special rules say otherwise` : 'the number a turn comes from the battle\'s special rules (Prussian: 1 in 1807 or before, 2 after)'
  return `New orders sent this turn: ${sent} (17.3, ${printed}).`
}
