import { check } from '@/engine/core'
import { sendOrder } from '@/engine/series/commandControl/orderEvents'
import type { CorpsCommandState } from '@/engine/series/commandControl/orderState'
import { usesAides } from '@/engine/series/commandControl/levels'
import { effectiveActions } from '@/model/fold'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState, SideId } from '@/model/types'
import { commandOf, commandPatch } from './commandState'
import { ordersSentThisTurn } from './ordersCapability'
import { seriesOptions } from './options'
import { currentTurn } from './turnState'
import { leaders, leaderState } from './unitState'

/**
 * seed 001, 17.3 General Retreat Order: "The army commander can send a retreat order to all corps, no matter how
 * many corps are present nor what his order capability is. These orders are sent directly to the corps commanders,
 * even if there are wing commanders. Of course, the army commander can send no other order this turn."
 * One action: an aide rides from the army commander to every corps commander with an order.
 */
export const GENERAL_RETREAT_AIDE = 'general retreat'

export function generalRetreatSentThisTurn(actions: readonly Action[], side: SideId): boolean {
  const live = effectiveActions(actions)
  for (let i = live.length - 1; i >= 0 && live[i]!.kind !== 'turn.next'; i--) if (live[i]!.kind === 'order.general-retreat' && live[i]!.by === side) return true
  return false
}

export function generalRetreatDraft(state: BattleState, actions: readonly Action[], side: SideId): ActionDraft {
  check(usesAides(seriesOptions(state.setup).advanced.commandLevel), 'not-allowed-together', 'commandLevel', 'Orders by aide are for command and control levels 3 to 5 (17.3, 17.9).')
  check(ordersSentThisTurn(actions, side) === 0 && !generalRetreatSentThisTurn(actions, side), 'not-allowed-together', 'order',
    'The army commander has already sent an order this turn: a general retreat is the only order of its turn (17.3).')
  const turn = currentTurn(state).number
  const corps = leaders(state, side).filter((l) => leaderState(l).rank === 'corps' && leaderState(l).status === 'active' && commandOf(state, l.id) !== null)
  check(corps.length > 0, 'not-allowed-together', 'order', 'No corps commander has an order yet: give each his initial order first (17.3).')
  const changed: Record<string, CorpsCommandState> = {}
  for (const l of corps) changed[l.id] = sendOrder(commandOf(state, l.id)!, { aideId: GENERAL_RETREAT_AIDE, order: 'retreat', turn })
  return { kind: 'order.general-retreat', by: side, ops: [{ op: 'battle.patch', patch: commandPatch(state, changed) }], detail: { leaderIds: corps.map((l) => l.id) },
    label: `General retreat order (17.3): aides ride to ${corps.map((l) => l.name).join(', ')}`,
    shown: { side, label: `Aides ride to ${corps.map((l) => l.name).join(', ')} (17.5)`, kind: 'order.aides' } }
}
