/**
 * The `series` sequence of play (seed 001, 2.0) as plain JSON records: the events a battle's log folds into,
 * the questions a screen asks, and the state the fold keeps. Nothing here reads the clock or the store.
 */
export type Side = 'a' | 'b'
export type Arm = 'infantry' | 'cavalry' | 'artillery'
/** seed 001, 2.0: the six phases of a player turn, in order. */
export type Phase = 'charge' | 'movement' | 'defensive-fire' | 'offensive-fire' | 'melee' | 'rally'
export const PHASES: readonly Phase[] = ['charge', 'movement', 'defensive-fire', 'offensive-fire', 'melee', 'rally']
export type FireKind = 'defensive' | 'offensive' | 'opportunity'
/** 12: the army's (or corps') level. */
export type ArmyLevel = 'good' | 'demoralized' | 'desperate'

export type SeriesEvent =
  /** Which side plays the first player turn (2.0). */
  | { readonly t: 'first'; readonly side: Side }
  /** Where the battle stands, as the log kept it before flow events (an old battle's `battle.turn`). */
  | { readonly t: 'at'; readonly turn: number; readonly playerTurn: 1 | 2; readonly phase: number }
  /** A unit joins or changes: only the fields given change. */
  | { readonly t: 'unit'; readonly id: string; readonly side?: Side; readonly arm?: Arm; readonly formation?: string; readonly marker?: number | null; readonly out?: boolean }
  /** The phase is over (2.0): the next phase, player turn or game turn begins. */
  | { readonly t: 'next' }
  | { readonly t: 'charge'; readonly unit: string }
  | { readonly t: 'move'; readonly unit: string }
  | { readonly t: 'formation'; readonly unit: string; readonly to: string }
  | { readonly t: 'hold'; readonly unit: string }
  | { readonly t: 'fire'; readonly unit: string; readonly kind: FireKind }
  /** A melee: the attacking units and the units of the attacked hex (8.1, 8.2). */
  | { readonly t: 'melee'; readonly units: readonly string[]; readonly defenders: readonly string[] }
  /** 9.4: a cavalry whose charge disorganized or eliminated its target may melee again. */
  | { readonly t: 'exploit'; readonly unit: string }
  | { readonly t: 'countercharge'; readonly unit: string }
  | { readonly t: 'square'; readonly unit: string }
  | { readonly t: 'rally'; readonly unit: string }
  /** An order sent by aide (17.5). */
  | { readonly t: 'order'; readonly side: Side }
  | { readonly t: 'initiative'; readonly leader: string }
  | { readonly t: 'army'; readonly side: Side; readonly level: ArmyLevel }

export type SeriesQuestion =
  | { readonly q: 'charge'; readonly unit: string }
  | { readonly q: 'move'; readonly unit: string }
  | { readonly q: 'formation'; readonly unit: string; readonly to: string }
  | { readonly q: 'hold'; readonly unit: string }
  | { readonly q: 'fire'; readonly unit: string; readonly kind: FireKind }
  | { readonly q: 'melee'; readonly units: readonly string[]; readonly defenders: readonly string[] }
  | { readonly q: 'countercharge'; readonly unit: string }
  | { readonly q: 'square'; readonly unit: string }
  | { readonly q: 'rally'; readonly unit: string }
  /** An owed test done now: its kind ('morale', 'leader casualty', 'retreat'…) and unit. */
  | { readonly q: 'test'; readonly kind: string; readonly unit: string }
  /** `capability`: the printed orders a turn for the army (17.3), null when the text gives none (Prussian, the battle's rules). */
  | { readonly q: 'order'; readonly side: Side; readonly capability: number | null }
  | { readonly q: 'initiative'; readonly leader: string; readonly side: Side }
  /** A leader counter moved (14.2). */
  | { readonly q: 'leader'; readonly side: Side }
  /** End the phase (2.0). */
  | { readonly q: 'next' }

export interface UnitFacts {
  readonly side: Side
  readonly arm: Arm
  readonly formation: string
  /** The game turn on its disorganization marker (3.3), null in good order. */
  readonly marker: number | null
  readonly out: boolean
}

/** What a unit has done in this player turn. */
export interface Act {
  readonly charged: boolean
  readonly moved: boolean
  readonly held: boolean
  readonly fired: readonly FireKind[]
  readonly attacked: number
  readonly exploit: boolean
  readonly defended: boolean
  readonly meleed: boolean
  readonly countercharged: boolean
  readonly square: boolean
  readonly rallied: boolean
}

export interface SeriesState {
  readonly first: Side
  readonly turn: number
  readonly playerTurn: 1 | 2
  /** Index into PHASES. */
  readonly phase: number
  readonly units: Readonly<Record<string, UnitFacts>>
  readonly acts: Readonly<Record<string, Act>>
  /** The unit that moved last this phase (6.1: it finishes its move before the next one moves). */
  readonly lastMoved: string | null
  /** Orders sent by aide this game turn, per side (17.3). */
  readonly orders: Readonly<Record<Side, number>>
  /** Leaders who checked initiative this game turn (17.7). */
  readonly initiative: readonly string[]
  /** The last game turn each cavalry charged (16.4). */
  readonly charged: Readonly<Record<string, number>>
  readonly army: Readonly<Record<Side, ArmyLevel>>
}
