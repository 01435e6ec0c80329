import { check } from '../../core'
import type { DelayOutcome } from './delayCheck'
import { checksObedience, type CommandLevel } from './levels'
import { checkOrder, checkTurn, type CorpsCommandState } from './orderState'
import { mayFallBackToSecondary, PRIMARY_ORDER_TURNS, type TacticalOrder } from './orders'

/** 17.3: "Each time a general receives an order it cancels the previous one": a received order clears what was pending. */
const received = (s: CorpsCommandState): CorpsCommandState => ({ ...s, pending: null, scheduled: null })

/**
 * The army commander sends an order (17.3, 17.5). Stacked with the corps commander it is accepted at once and in
 * effect next turn; otherwise an aide leaves the army commander's hex (via the wing commander in allied armies).
 */
export function sendOrder(s: CorpsCommandState, e: { aideId: string; order: TacticalOrder; turn: number; viaWingCommander?: boolean; stackedWithArmyCommander?: boolean; written?: string }): CorpsCommandState {
  checkOrder(e.order)
  const turn = checkTurn(e.turn)
  if (e.stackedWithArmyCommander) return { ...received(s), scheduled: { order: e.order, written: e.written, fromTurn: turn + 1, source: 'order' } }
  check(e.aideId.length > 0 && !s.aides.some((a) => a.id === e.aideId), 'not-allowed-together', 'aideId', `Aide "${e.aideId.slice(0, 100)}" is already riding: give each aide its own number.`)
  const leg = e.viaWingCommander ? 'to wing commander' : 'to corps commander'
  return { ...s, aides: [...s.aides, { id: e.aideId, order: e.order, written: e.written, sentTurn: turn, leg, notBefore: turn }] }
}

/**
 * An aide reaches his leader during the movement phase of `turn` (17.5). At a wing commander he rides on next
 * turn with no check. At the corps commander the order is received: an obedience check is owed at levels 3 and 4;
 * at level 5 there is none and the order is in effect next turn.
 */
export function aideArrives(s: CorpsCommandState, e: { aideId: string; turn: number; level: CommandLevel }): CorpsCommandState {
  const turn = checkTurn(e.turn)
  const aide = s.aides.find((a) => a.id === e.aideId)
  check(aide !== undefined, 'unknown-value', 'aideId', `No aide "${e.aideId.slice(0, 100)}" is riding to this corps.`)
  check(turn >= aide.notBefore, 'not-allowed-together', 'turn', `Aide ${aide.id} cannot arrive before turn ${aide.notBefore}.`)
  const others = s.aides.filter((a) => a !== aide)
  if (aide.leg === 'to wing commander') return { ...s, aides: [...others, { ...aide, leg: 'to corps commander', notBefore: turn + 1 }] }
  const base = { ...received(s), aides: others }
  if (!checksObedience(e.level)) return { ...base, scheduled: { order: aide.order, written: aide.written, fromTurn: turn + 1, source: 'order' } }
  return { ...base, pending: { order: aide.order, written: aide.written, check: 'obedience', turn } }
}

function pendingFor(s: CorpsCommandState, kind: 'obedience' | 'delay', turn: number) {
  const p = s.pending
  check(p !== null && p.check === kind, 'not-allowed-together', 'pending', `No ${kind} check is owed by this corps commander.`)
  check(p.turn === turn, 'not-allowed-together', 'turn', `The ${kind} check is made in turn ${p.turn}, not ${turn}.`)
  return p
}

/** 17.6: success → the new order from N+1; failure → the previous order for N and N+1, a delay check in N+1. */
export function obedienceChecked(s: CorpsCommandState, e: { turn: number; outcome: 'success' | 'failure' }): CorpsCommandState {
  const p = pendingFor(s, 'obedience', checkTurn(e.turn))
  if (e.outcome === 'success') return { ...s, pending: null, scheduled: { order: p.order, written: p.written, fromTurn: e.turn + 1, source: 'order' } }
  return { ...s, pending: { ...p, check: 'delay', turn: e.turn + 1 } }
}

/** 17.6 Delay Check, made in turn N+1: 1–4 in effect N+2, 5 in effect N+3, 6 aide lost (the previous order stays). */
export function delayChecked(s: CorpsCommandState, e: { turn: number; outcome: DelayOutcome }): CorpsCommandState {
  const p = pendingFor(s, 'delay', checkTurn(e.turn))
  if (e.outcome === 'aide lost') return { ...s, pending: null }
  check(e.outcome === 'success' || e.outcome === 'delay', 'unknown-value', 'outcome', `A delay check gives success, delay or aide lost, not "${String(e.outcome).slice(0, 100)}".`)
  return { ...s, pending: null, scheduled: { order: p.order, written: p.written, fromTurn: e.turn + (e.outcome === 'success' ? 1 : 2), source: 'order' } }
}

/** 17.7: success → the new tactic next turn and −1 morale next turn only; failure → the tactic stays and −2 morale next turn. */
export function initiativeChecked(s: CorpsCommandState, e: { turn: number; newOrder: TacticalOrder; outcome: 'success' | 'failure' }): CorpsCommandState {
  const turn = checkTurn(e.turn)
  checkOrder(e.newOrder, 'newOrder')
  if (e.outcome === 'success') return { ...s, scheduled: { order: e.newOrder, fromTurn: turn + 1, source: 'initiative' }, moralePenalty: { turn: turn + 1, value: -1 } }
  return { ...s, moralePenalty: { turn: turn + 1, value: -2 } }
}

/** Start of `turn`: an order scheduled for it takes effect; a received order's units are fresh for 3 turns (17.3). */
export function startTurn(s: CorpsCommandState, turn: number): CorpsCommandState {
  checkTurn(turn)
  const sc = s.scheduled
  if (sc === null || sc.fromTurn > turn) return s
  return { ...s, order: sc.order, written: sc.written, orderSince: turn, scheduled: null, freshFrom: sc.source === 'order' ? turn : s.freshFrom }
}

/**
 * 17.3 Special Cases / 17.4: a corps whose order is fulfilled or no longer valid adopts a defense order at once
 * ("No corps can be without an order"); so does a Reserve when an enemy comes within 5 hexes, and a March or
 * Reserve may switch to defense freely. No check, no penalty, no fresh-order bonus.
 */
export function adoptDefense(s: CorpsCommandState, turn: number): CorpsCommandState {
  checkTurn(turn)
  return { ...s, order: 'defense', written: undefined, orderSince: turn }
}

/**
 * 17.4: "A leader must execute his primary orders for at least 3 continuous turns. Then, starting with the fourth
 * turn, he is allowed to consider his endeavor failed and to fall back to his secondary order. There is no
 * penalty to change the order in this case." No check, no morale negative, no fresh-order bonus (not received).
 */
export function fallBackToSecondary(s: CorpsCommandState, e: { turn: number; order: TacticalOrder; written?: string }): CorpsCommandState {
  const turn = checkTurn(e.turn)
  checkOrder(e.order)
  check(mayFallBackToSecondary(s.orderSince, turn), 'not-allowed-together', 'turn',
    `The primary order is kept ${PRIMARY_ORDER_TURNS} continuous turns (17.4): in effect since turn ${s.orderSince}, the leader may fall back from turn ${s.orderSince + PRIMARY_ORDER_TURNS}.`)
  return { ...s, order: e.order, written: e.written, orderSince: turn }
}
