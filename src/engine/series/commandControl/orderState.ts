import { check } from '../../core'
import { seriesRule } from '../commandRefs'
import { TACTICAL_ORDERS, type TacticalOrder } from './orders'

export const AIDES_RULE = seriesRule('17.5 Aides and Order Transmission')
/** seed 001, 17.5: "An aide has a 12 MP allowance per turn" (spent like a column cavalry). */
export const AIDE_MOVEMENT_ALLOWANCE = 12
/** seed 001, 17.5: aides stay more than 2 hexes from the nearest enemy unit, or 1 hex when the leader is within 5 hexes. */
export const AIDE_ENEMY_DISTANCE = { moreThan: 2, nearLeaderWithin: 5, nearLeaderAtLeast: 1 } as const
/** seed 001, 17.3: a fresh order gives +1 in each melee (−1 to the roll in defense) this turn and the next two. */
export const FRESH_ORDER_TURNS = 3
export const FRESH_ORDER_MELEE_BONUS = 1

/** An order carried by an aide on the map (a numeric counter, 17.5). */
export interface AideInTransit {
  readonly id: string
  readonly order: TacticalOrder
  /** Level 4 (17.4): the written part of the order. */
  readonly written?: string
  readonly sentTurn: number
  /** Allied armies (17.5): the aide first reaches the wing commander, then next turn rides on to the corps commander. */
  readonly leg: 'to wing commander' | 'to corps commander'
  /** The earliest turn this leg can end. */
  readonly notBefore: number
}

/** An order received and waiting for its obedience check (turn N) or its delay check (turn N + 1). */
export interface PendingOrder {
  readonly order: TacticalOrder
  readonly written?: string
  readonly check: 'obedience' | 'delay'
  readonly turn: number
}

/** An accepted order (or a successful initiative) that takes effect at the start of `fromTurn`. */
export interface ScheduledOrder {
  readonly order: TacticalOrder
  readonly written?: string
  readonly fromTurn: number
  readonly source: 'order' | 'initiative'
}

/** One corps commander's orders (levels 3–5): the order in effect and every order on its way. */
export interface CorpsCommandState {
  readonly order: TacticalOrder
  readonly written?: string
  /** The turn the order in effect took effect (17.4: 3 continuous turns before falling back). */
  readonly orderSince: number
  readonly aides: readonly AideInTransit[]
  readonly pending: PendingOrder | null
  readonly scheduled: ScheduledOrder | null
  /** First turn of the fresh-order melee bonus, if any. */
  readonly freshFrom: number | null
  /** 17.7: the morale negative of an initiative check, for one turn. */
  readonly moralePenalty: { readonly turn: number; readonly value: number } | null
}

export function checkTurn(turn: number, field = 'turn'): number {
  check(Number.isInteger(turn) && turn >= 1, 'out-of-range', field, `${field} must be a turn number, 1 or more, got ${turn}.`)
  return turn
}
export function checkOrder(order: TacticalOrder, field = 'order'): TacticalOrder {
  check(TACTICAL_ORDERS.includes(order), 'unknown-value', field, `Orders are attack, march, defense, withdrawal, retreat or reserve, not "${String(order).slice(0, 100)}".`)
  return order
}

/** 17.3 Special Cases: "At the start of the game, each leader has an initial order, freely allocated by the players." */
export function initialCorpsCommand(order: TacticalOrder, turn = 1): CorpsCommandState {
  return { order: checkOrder(order), orderSince: checkTurn(turn), aides: [], pending: null, scheduled: null, freshFrom: null, moralePenalty: null }
}

/** The morale negative the corps' units have during `turn` (17.7), 0 when none. */
export const initiativePenaltyIn = (s: CorpsCommandState, turn: number): number => (s.moralePenalty?.turn === turn ? s.moralePenalty.value : 0)

/** The fresh-order melee bonus during `turn` (17.3): 1 for the turn the order takes effect and the next two, else 0. */
export function freshOrderBonusIn(s: CorpsCommandState, turn: number): number {
  if (s.freshFrom === null) return 0
  return turn >= s.freshFrom && turn < s.freshFrom + FRESH_ORDER_TURNS ? FRESH_ORDER_MELEE_BONUS : 0
}

/** The check the corps commander owes during `turn`, if any. */
export function owedOrderCheck(s: CorpsCommandState, turn: number): 'obedience' | 'delay' | null {
  return s.pending !== null && s.pending.turn === turn ? s.pending.check : null
}
