import * as v from 'valibot'
import { issueMessage } from '@/model/issues'
import type { Action, BattleSetup, JsonRecord, Op } from '@/model/types'
import { checkFoldedStates } from './foldedStates'
import { rulesetManifest } from './list'
import type { UnitStateSchema, UnitStateSpec } from './manifest'

/**
 * Every unit state in a battle's log is the ruleset's to define (its manifest's `unitState`). A log
 * written with an older version is migrated step by step; then each `unit.put` state is checked
 * against the full schema for the unit's kind and each `unit.patch` against the same schema with
 * every field optional, so a battle read from storage or a file holds only states its screens can read.
 */

/** The unit-state version a setup's log is written in: recorded at creation, 1 for battles made before versions. */
export const stateVersionOf = (setup: BattleSetup): number => setup.stateVersion ?? 1

function migrateOp(op: Op, steps: ((s: JsonRecord) => JsonRecord)[]): Op {
  const run = (s: JsonRecord) => steps.reduce((acc, step) => step(acc), s)
  if (op.op === 'unit.put') return { ...op, unit: { ...op.unit, state: run(op.unit.state) } }
  if (op.op === 'unit.patch' && op.state) return { ...op, state: run(op.state) }
  return op
}

/**
 * The setup and actions brought up to the ruleset's current unit-state version, or a message when the
 * log is from a newer app or a version this app cannot migrate. Unchanged input is returned as is.
 */
export function migrateUnitStates(setup: BattleSetup, actions: readonly Action[]):
  { ok: true; setup: BattleSetup; actions: readonly Action[]; migrated: boolean } | { ok: false; message: string } {
  const spec = rulesetManifest(setup.ruleset)?.unitState
  if (!spec) return { ok: false, message: `setup.ruleset: this app has no rule system "${setup.ruleset.slice(0, 100)}"` }
  const from = stateVersionOf(setup)
  if (from > spec.version) return { ok: false, message: `setup.stateVersion: this battle was saved by a newer Aide-de-Camp (unit state version ${from}); update the app to open it` }
  if (from === spec.version) return { ok: true, setup, actions, migrated: false }
  const steps: ((s: JsonRecord) => JsonRecord)[] = []
  for (let n = from; n < spec.version; n++) {
    const step = spec.migrate?.[n]
    if (!step) return { ok: false, message: `setup.stateVersion: unit state version ${n} cannot be read by this app` }
    steps.push(step)
  }
  const moved = actions.map((a) => (a.ops.length ? { ...a, ops: a.ops.map((op) => migrateOp(op, steps)) } : a))
  return { ok: true, setup: { ...setup, stateVersion: spec.version }, actions: moved, migrated: true }
}

const partials = new WeakMap<UnitStateSchema, v.GenericSchema>()
function patchSchema(full: UnitStateSchema): v.GenericSchema {
  let p = partials.get(full)
  if (!p) {
    p = v.partial(full)
    partials.set(full, p)
  }
  return p
}

function checkState(spec: UnitStateSpec, kind: string, state: JsonRecord, whole: boolean, field: string): string | null {
  const schema = spec.schemaFor(kind)
  if (!schema) return `${field}: this rule system has no unit of kind "${kind.slice(0, 100)}"`
  const parsed = v.safeParse(whole ? schema : patchSchema(schema), state)
  return parsed.success ? null : `${field}.${issueMessage(parsed.issues)}`
}

/** The first unit state in the log that its ruleset's schema refuses, as a message naming the field; null when all are good. */
export function checkUnitStates(setup: BattleSetup, actions: readonly Action[]): string | null {
  const spec = rulesetManifest(setup.ruleset)?.unitState
  if (!spec) return `setup.ruleset: this app has no rule system "${setup.ruleset.slice(0, 100)}"`
  const kinds = new Map<string, string>()
  for (const [i, action] of actions.entries()) {
    for (const [j, op] of action.ops.entries()) {
      const at = `actions[${i}].ops[${j}]`
      if (op.op === 'unit.put') {
        kinds.set(op.unit.id, op.unit.kind)
        const bad = checkState(spec, op.unit.kind, op.unit.state, true, `${at}.unit.state`)
        if (bad) return bad
      } else if (op.op === 'unit.patch' && op.state) {
        const kind = kinds.get(op.id)
        if (kind === undefined) continue // the fold reports the unknown unit
        const bad = checkState(spec, kind, op.state, false, `${at}.state`)
        if (bad) return bad
      }
    }
  }
  return checkFoldedStates(setup, actions)
}
