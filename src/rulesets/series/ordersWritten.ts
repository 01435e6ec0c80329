import { check } from '@/engine/core'
import { adoptDefense, fallBackToSecondary } from '@/engine/series/commandControl/orderEvents'
import { PRIMARY_ORDER_TURNS, type TacticalOrder } from '@/engine/series/commandControl/orders'
import type { CommandLevel } from '@/engine/series/commandControl/levels'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Unit } from '@/model/types'
import { anOrder, shownWords } from './command'
import { commandOf, commandPatch } from './commandState'
import { currentTurn } from './turnState'

/**
 * Level 4 (17.4, written orders) and level 5 (17.9, free messages) on top of the tactical orders of level 3:
 * the written part an aide carries, falling back to the secondary order after 3 continuous turns, and the
 * default defense order of a fulfilled or irrelevant order.
 */
export interface WrittenOrderForm {
  /** 17.4: "a place, a direction or an enemy (division or corps), with optional additional information like a time limit". */
  readonly objective: string
  readonly ifSucceeds: string
  readonly ifFails: string
  readonly conditions: string
}
export const NO_WRITTEN_ORDER: WrittenOrderForm = { objective: '', ifSucceeds: '', ifFails: '', conditions: '' }

/** 17.9 "Message general format": From, To, Day and time, Origin location, Destination location, Message. */
export interface MessageForm {
  readonly from: string
  readonly to: string
  readonly dayAndTime: string
  readonly origin: string
  readonly destination: string
  readonly message: string
}
export const NO_MESSAGE: MessageForm = { from: '', to: '', dayAndTime: '', origin: '', destination: '', message: '' }

const lines = (pairs: readonly (readonly [string, string])[]): string => pairs.filter(([, v]) => v.trim()).map(([k, v]) => `${k}: ${v.trim()}`).join('\n')

/** The written part of an order at level 4 (an objective is required) or 5 (the message is required); none below. */
export function writtenPart(level: CommandLevel, w: WrittenOrderForm, m: MessageForm): string | undefined {
  if (level === 4) {
    check(w.objective.trim().length > 0, 'out-of-range', 'objective', 'A written order (17.4) names its objective: a place, a direction or an enemy corps.')
    return lines([['Objective', w.objective], ['If it succeeds', w.ifSucceeds], ['If it fails', w.ifFails], ['Conditions', w.conditions]])
  }
  if (level === 5) {
    check(m.message.trim().length > 0, 'out-of-range', 'message', 'A written message (17.9) says the order to be followed.')
    return lines([['From', m.from], ['To', m.to], ['Day and time', m.dayAndTime], ['Origin location', m.origin], ['Destination location', m.destination], ['Message', m.message]])
  }
  return undefined
}

function stateOf(state: BattleState, leader: Unit) {
  const s = commandOf(state, leader.id)
  check(s !== null, 'not-allowed-together', 'order', `${leader.name} has no order yet: give him his initial order first (17.3).`)
  return s
}

/** The first turn the leader may fall back to his secondary order (17.4), or null when no order is in effect. */
export function fallBackFrom(state: BattleState, leader: Unit): number | null {
  const s = commandOf(state, leader.id)
  return s ? s.orderSince + PRIMARY_ORDER_TURNS : null
}

/** 17.4: from the fourth turn of the primary order, the leader falls back to his secondary order, no penalty. */
export function fallBackDraft(state: BattleState, leader: Unit, order: TacticalOrder, written: string): ActionDraft {
  const turn = currentTurn(state).number
  const text = written.trim()
  const next = fallBackToSecondary(stateOf(state, leader), { turn, order, ...(text ? { written: text } : {}) })
  return { kind: 'order.secondary', by: leader.side, ops: [{ op: 'battle.patch', patch: commandPatch(state, { [leader.id]: next }) }], detail: { leaderId: leader.id, order },
    label: `${leader.name} considers his primary order failed and falls back to ${anOrder(order)} (17.4, no penalty)`, ...shownWords(leader, `${leader.name}: his orders change (hidden, 17.8)`, 'order.changed') }
}

/** 17.3 Special Cases / 17.4: an order fulfilled with no secondary, or irrelevant: the corps acts under a defense order. */
export function orderFulfilledDraft(state: BattleState, leader: Unit): ActionDraft {
  const turn = currentTurn(state).number
  const next = adoptDefense(stateOf(state, leader), turn)
  return { kind: 'order.defense', by: leader.side, ops: [{ op: 'battle.patch', patch: commandPatch(state, { [leader.id]: next }) }], detail: { leaderId: leader.id },
    label: `${leader.name}: order fulfilled or no longer valid — a defense order from turn ${turn} (17.3, 17.4)`, ...shownWords(leader, `${leader.name}: his orders change (hidden, 17.8)`, 'order.changed') }
}
