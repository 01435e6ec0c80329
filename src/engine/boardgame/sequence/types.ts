/**
 * The boardgame sequence of play (seed 000) as plain JSON records: the events a battle's log folds into, the
 * questions a screen asks and the state the fold keeps. Nothing here reads the clock or the store.
 */
export type Side = 'a' | 'b'
/** What a unit is for the cards (seed 000, 1.1 arms; a general alone in his hex, 6.3). */
export type Kind = 'infantry' | 'cavalry' | 'artillery' | 'garrison' | 'skirmisher' | 'general'
export type Sector = 'left' | 'centre' | 'right'
/** The orders a unit can be given (seed 000, 6.0–6.31.4); fire is asked on its own. */
export type OrderKind = 'move' | 'hold' | 'square' | 'leave-square' | 'rally' | 'skirmisher'

/**
 * The events of seed 000's cards and rounds that every ruleset on it logs alike (the miniatures of seed 003 keep them):
 * who holds the French deck (5.1: "If there is a tie, the French player goes first"), a deal (4.1), a card played (a
 * counter-attack with the card it acted as), a side done with its orders (5.1 step 4), the umpire playing on after a
 * won battle.
 */
export type RoundEvent =
  | { readonly t: 'french'; readonly side: Side }
  | { readonly t: 'deal' }
  | { readonly t: 'play'; readonly side: Side; readonly card: string; readonly actedAs?: string | null }
  | { readonly t: 'done'; readonly side: Side }
  | { readonly t: 'play-on' }

export type BgEvent =
  | RoundEvent
  /** The scenario of 13.x (absent: the general rules, 4.2). */
  | { readonly t: 'scenario'; readonly scenario: string }
  /** Ruling 33: whether a scenario's loss counts replace 4.2's half, or either wins. */
  | { readonly t: 'rulings'; readonly scenarioLosses: 'replace' | 'either' }
  /**
   * A unit joins or changes: only the fields given change. `type` is a unit type of 1.1 or 'general' (alone in his
   * hex); `general` is the attached general's name ('' none); `out` eliminated, `absorbed` combined away (6.21.3).
   */
  | { readonly t: 'unit'; readonly id: string; readonly side?: Side; readonly type?: string; readonly nation?: string; readonly sector?: Sector | null; readonly square?: boolean; readonly general?: string; readonly elements?: number; readonly out?: boolean; readonly absorbed?: boolean }
  /** How many units the played order card orders, read off the card by the players (the text does not print it). */
  | { readonly t: 'allow'; readonly side: Side; readonly units: number }
  | { readonly t: 'order'; readonly unit: string; readonly order: OrderKind; readonly hexes?: number }
  /** A unit fired (or shocked); `reaction` for the fire of a successful special action (9.41). */
  | { readonly t: 'fire'; readonly unit: string; readonly reaction?: boolean }
  | { readonly t: 'retreated'; readonly unit: string }
  /** A special action attempted (9.41): spent whatever the outcome; a success of artillery or cavalry leads on to its fire. */
  | { readonly t: 'special'; readonly unit: string; readonly success: boolean }
  /** 12.0 #2: an army with no units in one sector (the players say so). */
  | { readonly t: 'empty-sector'; readonly side: Side; readonly empty: boolean }

/** The card questions of seed 000 (4.1, 5.1): play a card (which, for a counter-attack's object), deal, done. */
export type CardQuestion =
  | { readonly q: 'play'; readonly side: Side; readonly card?: string }
  | { readonly q: 'deal' }
  | { readonly q: 'done'; readonly side: Side }

export type BgQuestion =
  /** `hexes` moved (a road's extra hex is left to the players); `terrain` where a square would form. */
  | { readonly q: 'order'; readonly unit: string; readonly order: OrderKind; readonly hexes?: number; readonly terrain?: string }
  | { readonly q: 'fire'; readonly unit: string }
  | { readonly q: 'special'; readonly unit: string }
  | CardQuestion

/** What every ruleset on seed 000 folds of a unit: the round's facts, its nation and whether it stands in square (6.1). */
export interface TableUnit extends RoundUnit {
  readonly nation: string
  readonly square: boolean
}

export interface UnitFacts extends TableUnit {
  readonly general: string
  readonly elements: number
  readonly absorbed: boolean
}

/** What a unit has done this round. */
export interface Act {
  readonly side: Side
  /** Orders in the order given (a formation change, then a move…). */
  readonly orders: readonly OrderKind[]
  readonly hexes: number
  readonly fired: number
  readonly retreated: boolean
  /** A special action attempted this round (9.41). */
  readonly special: boolean
  /** Its reaction fire is still to come (a successful artillery or cavalry special action). */
  readonly reactionFire: boolean
}

export interface Played { readonly card: string; readonly as: string }

/** What the round's logic reads of a unit: the boardgame's and the miniatures' unit facts both fit. */
export interface RoundUnit {
  readonly side: Side
  readonly type: string
  readonly sector: Sector | null
  readonly out: boolean
  /** The attached general's name ('' none); absent where the ruleset does not track attachment (miniatures). */
  readonly general?: string
}

/** What the round's logic reads of a battle (seed 000, 5.1): the boardgame's and the miniatures' states both fit. */
export interface RoundState {
  readonly french: Side
  readonly units: Readonly<Record<string, RoundUnit>>
  /** Hours dealt (0 before the first deal). */
  readonly hour: number
  /** Round within the hour (0 before the hour's first card). */
  readonly round: number
  readonly played: Readonly<Record<Side, Played | null>>
  readonly allow: Readonly<Record<Side, number | null>>
  readonly orders: Readonly<Record<Side, number>>
  readonly done: Readonly<Record<Side, boolean>>
  /** Who gave the last order this round. */
  readonly last: Side | null
}

/** What the card gate reads besides the round: the sectors each side has ordered in this round. */
export interface GateState extends RoundState {
  readonly sectors: Readonly<Record<Side, readonly Sector[]>>
}

export interface BgState extends GateState {
  readonly scenario: string | null
  readonly scenarioLosses: 'replace' | 'either'
  readonly units: Readonly<Record<string, UnitFacts>>
  /** Last round's cards, for a counter-attack. */
  readonly before: Readonly<Record<Side, Played | null>>
  readonly acts: Readonly<Record<string, Act>>
  readonly emptySector: Readonly<Record<Side, boolean>>
  readonly playOn: boolean
}
