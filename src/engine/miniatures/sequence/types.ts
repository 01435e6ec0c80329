/**
 * The miniatures sequence of play (seed 003 on seed 000) as plain JSON records: the events a battle's log
 * folds into, the questions a screen asks, and the state the fold keeps. Nothing here reads the clock or the store.
 */
import type { CardQuestion, GateState, TableUnit, Kind as BoardgameKind, OrderKind as BoardgameOrderKind, RoundEvent, Sector, Side } from '../../boardgame/sequence/types'

export type { CardQuestion, Played, RoundEvent, Sector, Side } from '../../boardgame/sequence/types'
/** The arms of seed 003 (1.0: "Infantry, Cavalry, Artillery and Generals", and the reference sheet's Garrison): seed 000's but skirmishers. */
export type Kind = Exclude<BoardgameKind, 'skirmisher'>
/** The orders a unit can be given (seed 000, 6.0–6.31; seed 003, 6.0): fire is asked on its own. */
export type OrderKind = Exclude<BoardgameOrderKind, 'skirmisher'>
export type ReactionKind = 'artillery-opportunity-fire' | 'cavalry-countercharge' | 'form-square'

export type MiniEvent =
  | RoundEvent
  /** A unit joins or changes: only the fields given change. `type` is the reference-sheet id. */
  | { readonly t: 'unit'; readonly id: string; readonly side?: Side; readonly type?: string; readonly nation?: string; readonly sector?: Sector | null; readonly square?: boolean; readonly out?: boolean }
  /** The scenario whose victory conditions apply (seed 000, 12.0 and 13.x). */
  | { readonly t: 'scenario'; readonly scenario: string }
  /** How many units the played card orders, read from the card by the players (the texts do not print it). */
  | { readonly t: 'allow'; readonly side: Side; readonly units: number }
  | { readonly t: 'order'; readonly unit: string; readonly order: OrderKind; readonly segments?: number }
  | { readonly t: 'fire'; readonly unit: string; readonly charge?: boolean }
  | { readonly t: 'retreated'; readonly unit: string }
  | { readonly t: 'special'; readonly unit: string; readonly success: boolean }

export type MiniQuestion =
  | { readonly q: 'order'; readonly unit: string; readonly order: OrderKind; readonly segments?: number; readonly terrain?: string }
  | { readonly q: 'fire'; readonly unit: string; readonly adjacent?: boolean }
  | { readonly q: 'special'; readonly unit: string; readonly action: ReactionKind }
  | CardQuestion

/** seed 000's unit facts; seed 003 tracks no attached general, elements or absorption here. */
export type UnitFacts = Omit<TableUnit, 'general'>

/** What a unit has done this round. */
export interface Act {
  readonly side: Side
  /** Orders in the order given (a formation change, then a move…). */
  readonly orders: readonly OrderKind[]
  readonly segments: number
  readonly fired: number
  readonly retreated: boolean
  readonly special: boolean
}

/** seed 000's round state (hour, round, cards, orders given, turn, sectors ordered) and the miniatures' own. */
export interface MiniState extends GateState {
  readonly units: Readonly<Record<string, UnitFacts>>
  readonly acts: Readonly<Record<string, Act>>
  readonly playOn: boolean
  readonly scenario: string | null
}
