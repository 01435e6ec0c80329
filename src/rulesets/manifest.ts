import type { Component } from 'vue'
import type * as v from 'valibot'
import type { TableUnit } from '@/engine/core/distance'
import type { Ruling, RulesetModule } from '@/engine/ruleset'
import type { RuleBookSpec } from '@/rulebook/types'
import type { Action, BattleState, JsonRecord, Unit } from '@/model/types'
import type { OwedTest } from './owed'

/**
 * What the app knows of a ruleset without loading its rules: the battle list, the new-battle form,
 * the battle shell, the Rulings tab and the restore path all read this. It must stay light (no
 * calculators, no screens): screens are lazy components and the engine is `engine()`.
 */
export interface RulesetManifest {
  readonly id: string
  readonly title: string
  /** What kind of game it is, as the form shows it beside the title ("miniatures, distances in 8 cm segments"). */
  readonly source: string
  /** Seed text numbers, e.g. ['004']. */
  readonly seeds: readonly string[]
  readonly newBattle: NewBattleOffer
  /** The ruleset's own battle tabs, in bar order; the shell adds Log, Reference and Rulings. */
  readonly tabs: readonly BattleTab[]
  /** Tables the texts lack, entered by the owner ("enter from your rule book"). */
  readonly ownerTables: readonly OwnerTableSpec[]
  readonly unitState: UnitStateSpec
  /** The calculators, tables and dice, loaded only when a battle of this ruleset needs them. */
  readonly engine: () => Promise<RulesetModule>
  /**
   * What only an open battle needs: rulings, owed tests, badges, log turns. Loaded with the battle
   * (the battle store keeps it as `aid`), so the battle list's first load carries none of it.
   */
  readonly battleAid: () => Promise<RulesetBattleAid>
  /**
   * What the texts lack, typed once by the owner or taken from a pack (issue 24): the Rule book screen,
   * the pack export/import and the battle file read it through `ruleBookOf` (src/rulebook/registry.ts).
   * Lazy like `engine`, so the battle list's first load carries none of it. Absent = nothing to enter.
   */
  readonly ruleBook?: () => Promise<RuleBookSpec>
}

/** The part of a ruleset an open battle reads besides its screens and engine. */
export interface RulesetBattleAid {
  /** Metadata only (RULES.md rulings with their options): the Rulings tab shows them. The engine's own array. */
  readonly rulings: readonly Ruling[]
  /** Owed tests (src/rulesets/owed.ts): where the ruleset does each one, pre-filled. Absent = none. */
  readonly owed?: OwedTestsSpec
  /** Status at a glance on the roster and unit pickers (routing, disordered, fired, tests owed). */
  readonly unitBadges?: (unit: Unit, ctx: BadgeContext) => UnitBadge[]
  /** The turn (or hour) an action starts, for grouping the log: "Turn 2". Absent = one group. */
  readonly logTurn?: (action: Action) => string | null
}

/** How the shared "this turn" list opens an owed test: the battle tab and the route query its screen reads. */
export interface OwedTestsSpec {
  /** null: nothing to calculate (a retreat to move): the list offers "Done" instead, one undoable action. */
  open(test: OwedTest): { readonly tab: string; readonly query: Readonly<Record<string, string>> } | null
}

/** What a ruleset's badges may read: the battle now, its log and the tests still owed. */
export interface BadgeContext {
  readonly state: BattleState
  readonly actions: readonly Action[]
  readonly owed: readonly OwedTest[]
}

/** A short status word; `tone` picks its colour ('bad' red, 'warn' amber, 'info' plain). */
export interface UnitBadge {
  readonly label: string
  readonly tone: 'bad' | 'warn' | 'info'
}

/** What the new-battle form offers for this ruleset. */
export interface NewBattleOffer {
  /** Figure scales in mm where distances convert by figure scale; empty otherwise. */
  readonly figureScales: readonly number[]
  /** Units a tape measure can read; empty = the ruleset does not measure on a table. */
  readonly tableUnits: readonly TableUnit[]
  readonly defaultTableUnit?: TableUnit
  /** Nationalities the ruleset's tables name, suggested in the side fields (any text is accepted). */
  readonly nationalities: readonly string[]
  /**
   * For rulesets that count hexes: the form asks whether the battle is played on the printed hex map or
   * with miniatures on a table, and then how long one hex is on the table (stored as `setup.hexMm`).
   */
  readonly hexes?: HexOffer
  /** Ready battles or scenarios the text gives (chosen later in the battle where the ruleset asks). */
  readonly scenarios?: readonly { readonly id: string; readonly label: string }[]
}

/** What a hex on the map stands for, and its table length when the texts give one. */
export interface HexOffer {
  /** The ground a hex stands for, as the text says it ("about 250 m"), shown beside the hex size. */
  readonly ground: string
  /** The table length of a hex in mm where a text gives it (seed 003 §2.1: 80); absent = the owner must enter it. */
  readonly tableMm?: number
}

/**
 * A battle tab. The component is loaded when first shown and reads and changes the open battle
 * through `useBattleStore()` (state, log, dispatch, undo).
 */
export interface BattleTab {
  readonly id: string
  readonly label: string
  readonly component: () => Promise<Component | { default: Component }>
}

/** An owner-entered table: stored as a house-rule record under (ruleset, id) with provenance and a version. */
export interface OwnerTableSpec {
  readonly id: string
  readonly title: string
  /** Shown beside the empty table: where to find the values. */
  readonly note: string
}

/**
 * The unit state a ruleset keeps in `Unit.state`, checked when a battle is read or imported.
 * `schemaFor(kind)` gives the full state's schema for a unit of that kind. A state written by an
 * older version is brought up to date by `migrate[n]` (n → n + 1), applied to every stored unit
 * state and state patch, so each step must work on a partial record too.
 */
/** A unit state's schema: a valibot object, so a patch can be checked with every field optional. */
export type UnitStateSchema = v.ObjectSchema<v.ObjectEntries, undefined>

export interface UnitStateSpec {
  readonly version: number
  schemaFor(kind: string): UnitStateSchema | null
  readonly migrate?: Readonly<Record<number, (state: JsonRecord) => JsonRecord>>
}

/** Declares a manifest, keeping its id as a literal type so the list of rulesets can derive the id union. */
export function defineRuleset<const Id extends string>(manifest: RulesetManifest & { readonly id: Id }): RulesetManifest & { readonly id: Id } {
  return manifest
}
