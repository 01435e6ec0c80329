import type { Action, BattleSetup } from './types'

/**
 * What the model must know of the app's rulesets, handed in at its boundary: the model names no
 * ruleset and imports none (src/rulesets/list.ts imports the model, not the other way round). The
 * database and the stores pass the app's own (src/rulesets/known.ts) to the schemas that name a
 * ruleset, to the restore path and to a new battle's setup.
 */
export interface KnownRulesets {
  /** Every ruleset id the app knows, in the order a refusal lists them. */
  readonly ids: readonly string[]
  /** The unit-state version a new battle of this ruleset is written in; undefined for an id the app does not know. */
  stateVersion(ruleset: string): number | undefined
  /** The setup and log brought up to the ruleset's current unit-state version, or why they cannot be. */
  migrateUnitStates(setup: BattleSetup, actions: readonly Action[]): UnitStateMigration
  /** The first unit state in the log that its ruleset refuses, as a message naming the field; null when all are good. */
  checkUnitStates(setup: BattleSetup, actions: readonly Action[]): string | null
}

export type UnitStateMigration =
  | { ok: true; setup: BattleSetup; actions: readonly Action[]; migrated: boolean }
  | { ok: false; message: string }
