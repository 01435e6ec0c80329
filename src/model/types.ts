import type { Deck, SideId, TableUnit } from '@/engine/core'

export type { Deck, SideId } from '@/engine/core'

/**
 * The battle model. A battle is its setup plus an ordered list of actions; its state is a fold
 * of the actions' ops over the setup. The model knows nothing of any ruleset: a ruleset keeps its
 * own unit state (bases, disorder points, steps), side state and battle state in the `state`
 * records, and its decks as `Deck`s, and changes them only through the generic ops below.
 */

/** JSON values only, so a battle can be stored, exported and compared as plain data. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonRecord = { [key: string]: Json }


export interface Side {
  readonly id: SideId
  readonly name: string
  /** Nationality as the ruleset names it (e.g. 'French', 'British/KGL'). */
  readonly nationality: string
}

export interface BattleSetup {
  readonly id: string
  readonly name: string
  /** The ruleset's id. The model names no ruleset: the ids it accepts are handed to its schemas by the caller (KnownRulesets). */
  readonly ruleset: string
  readonly createdAt: number
  /** The unit a tape measure reads, where the ruleset measures distances. */
  readonly tableUnit?: TableUnit
  /** Figure scale in mm (5, 15, 25) for rulesets that convert by figure scale. */
  readonly figureScale?: number
  /** "Scaling up or down" (seed 004): distances in yards are divided by this. 1 = standard. */
  readonly scaleFactor?: number
  /**
   * For rulesets that count hexes, played with miniatures on a table: the table length of one hex, in mm
   * (set by the owner; seed 003 §2.1 makes it one 8 cm segment). Absent: played on the printed hex map.
   */
  readonly hexMm?: number
  /** The version of the ruleset's unit state the log is written in (its manifest's); absent = 1. */
  readonly stateVersion?: number
  readonly sides: readonly [Side, Side]
  /** Rulings and options in force (RULES.md), by id: the owner can see and change them. */
  readonly rulings: JsonRecord
  /** Anything else the ruleset asks at creation (battle year, scenario…). */
  readonly options: JsonRecord
}

/** A unit, leader or general on the table. `state` belongs to the ruleset. */
export interface Unit {
  readonly id: string
  readonly side: SideId
  readonly name: string
  /** The ruleset's kind, e.g. 'infantry', 'cavalry', 'artillery', 'leader', 'general'. */
  readonly kind: string
  readonly state: JsonRecord
}


export interface BattleState {
  readonly setup: BattleSetup
  readonly units: Readonly<Record<string, Unit>>
  readonly decks: Readonly<Record<string, Deck>>
  /** Ruleset-owned battle state: turn, initiative, weather, hour… */
  readonly battle: JsonRecord
  /** Sequence number of the last action folded in (0 for a fresh battle). */
  readonly seq: number
}

/** The only ways an action can change a battle. */
export type Op =
  | { readonly op: 'setup.patch'; readonly patch: Partial<Pick<BattleSetup, 'name' | 'tableUnit' | 'figureScale' | 'scaleFactor' | 'hexMm' | 'rulings' | 'options'>> }
  | { readonly op: 'unit.put'; readonly unit: Unit }
  /**
   * Shallow-merges `state` into the unit's state; `name` replaces. `was`: the values the keys of `state` had
   * when the action was made (null for a key the unit did not have), so a merged log that no longer has
   * them shows a conflict (src/model/conflicts.ts) instead of losing one phone's change.
   */
  | { readonly op: 'unit.patch'; readonly id: string; readonly name?: string; readonly state?: JsonRecord; readonly was?: JsonRecord }
  | { readonly op: 'unit.remove'; readonly id: string }
  | { readonly op: 'deck.put'; readonly id: string; readonly deck: Deck }
  | { readonly op: 'deck.remove'; readonly id: string }
  /** Shallow-merges into the ruleset's battle state. `was` as for unit.patch. */
  | { readonly op: 'battle.patch'; readonly patch: JsonRecord; readonly was?: JsonRecord }

/** Dice that an action used, kept in the log: what was rolled and whether the app or the players rolled it. */
export interface DiceRecord {
  readonly source: 'app' | 'physical'
  readonly dice: readonly { readonly role: string; readonly die: string; readonly face: number | string }[]
}

export interface Action {
  /**
   * The action's global id, made once by the phone that acts (src/model/actionId.ts: 16 random base64url
   * characters); the same on every phone the battle is shared with. An action of an older log has `s<seq>`.
   */
  readonly id: string
  /** 1, 2, 3… per battle: the action's place in this phone's log (renumbered when a merge reorders it). */
  readonly seq: number
  /** Wall-clock ms when recorded (only for the log's "when"; the fold never reads it). */
  readonly at: number
  /** What happened, in rules words: 'unit.add', 'fire.applied', 'deck.draw', 'initiative.pass', 'undo'… */
  readonly kind: string
  /** The log line, e.g. "2nd Line lost 1 base (fire from 45e Ligne)". Undo shows "Undo: <label>". */
  readonly label: string
  /** Who acted, when it matters ('a', 'b', or 'umpire'). */
  readonly by?: SideId | 'umpire'
  readonly ops: readonly Op[]
  readonly dice?: DiceRecord
  /** For kind 'undo': the id of the action it cancels (skipped when that action is already undone). */
  readonly undoes?: string
  /** Calculator input and result summary, for the log's working. */
  readonly detail?: JsonRecord
  /** On a shared battle, the name of the phone that made it ("Anne's phone"; NAME_MAX, no bidi): conflicts name it. */
  readonly device?: string
  /**
   * For an action about one side's hidden information (its orders, src/model/sideSecret.ts): the log line the
   * other side reads. On a shared battle the public log carries this label; the whole label and the detail travel
   * only in `side`'s document (src/model/secret.ts).
   */
  readonly shown?: ShownWords
}

/** The words of an action the other side may read: see Action.shown. */
export interface ShownWords {
  readonly side: SideId
  readonly label: string
  /** The kind the other side reads when the action's own kind would tell the hidden part ('order.defense'). */
  readonly kind?: string
}
