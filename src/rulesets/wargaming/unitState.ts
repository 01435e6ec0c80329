/**
 * What a `wargaming` (seed 004) battle keeps on each unit and leader, inside the model's
 * `Unit.state`. Only this ruleset reads these fields; the battle model stores them as JSON.
 */

export type Arm = 'infantry' | 'cavalry' | 'artillery'
/** seed 004, Movement: formations the movement and formation-change tables name. */
export type Formation = 'line' | 'column' | 'square' | 'road column' | 'skirmish' | 'limbered' | 'unlimbered'
/** seed 004, Formed, Unformed and Disorder. */
export type Order = 'formed' | 'unformed' | 'disordered'
/** seed 004, Definitions: Tired, Exhausted. */
export type Fatigue = 'fresh' | 'tired' | 'exhausted'
/** seed 004, Definitions: Veterans, Conscripts. */
export type Quality = 'regular' | 'veteran' | 'conscript'
/** Where a unit is in the battle: on table, or counted for the end-of-turn indecision rule. */
export type UnitStatus = 'active' | 'routed off table' | 'destroyed'
/** Where the factors came from, shown beside them. */
export type Provenance = 'as printed' | 'house rule'

export interface WargamingUnitState {
  [key: string]: string | number | boolean | null
  nation: string
  arm: Arm
  troopType: string
  provenance: Provenance
  /** null where the table prints '-' (cannot fire). */
  fireFactor: number | null
  meleeFactor: number
  moraleFactor: number
  controlFactor: number
  skirmish: boolean
  /** Weapon for infantry and cavalry, calibre for artillery (seed 004, Firing: Range). */
  weapon: string
  quality: Quality
  formation: Formation
  order: Order
  fatigue: Fatigue
  /** Bases at the start of the battle. */
  bases: number
  damagedBases: number
  lostBases: number
  /** Damaged-base steps lost this turn (RULES.md ruling 7); reset at end of turn. */
  casualtiesThisTurn: number
  status: UnitStatus
  /** The leader this unit answers to, if any. */
  commandId: string | null
  /** Has fired this battle (seed 004, Firing: "firing 1st time +1"). */
  hasFired: boolean
  /** Last morale score, for "previous morale was good / poor". null = never tested. */
  lastMoraleScore: number | null
  /** A free note: facing, position, anything the players want to remember. */
  note: string
}

/** seed 004, Definitions: Command Radius levels. */
export type CommandLevel = 'brigade' | 'division' | 'corps' | 'army'
/** seed 004, Leader Casualties results as they stay on the leader. */
export type LeaderStatus = 'active' | 'minor wound' | 'seriously wounded' | 'killed'

export interface WargamingLeaderState {
  [key: string]: string | number | boolean | null
  /** null for a leader the table prints without ratings (Neubronn) until the owner enters them. */
  leadership: number | null
  morale: number | null
  commandIndecision: number | null
  level: CommandLevel
  isCinC: boolean
  /** The superior leader, if any. */
  commandId: string | null
  status: LeaderStatus
  provenance: Provenance
}

/** The ruleset's battle-wide state in `BattleState.battle`. */
export interface WargamingBattleState {
  [key: string]: string | number | boolean | null | Record<string, number>
  turn: number
  /** The side holding the initiative, or null before the first initiative test. */
  initiative: 'a' | 'b' | null
  weather: 'fine' | 'rain' | 'snow' | null
  windDirection: string | null
  windSpeed: string | null
  /** Command Indecision cards added at ends of turn, per side (seed 004, End of Turn). */
  indecisionAdded: Record<string, number>
  /** Deck mode: the app shuffles, or the players turn real cards and tell the app. */
  deckMode: 'app' | 'physical'
}
