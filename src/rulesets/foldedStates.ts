import * as v from 'valibot'
import { RulesInputError } from '@/engine/core/errors'
import { applyOps, initialState } from '@/model/fold'
import { issueMessage, quote, shortValue } from '@/model/issues'
import { checkSequence } from '@/model/logCheck'
import type { Action, BattleSetup, BattleState, Unit } from '@/model/types'
import { rulesetManifest } from './list'
import type { UnitStateSpec } from './manifest'
import { STARTING_SCENARIO_KEY } from './startingScenario'

/**
 * The rules' own bounds on a folded battle, not only each op's shape: every unit against its kind's full
 * schema and the ruleset's cross checks (its start, its type, what it refers to), and the battle state
 * (turns, hours, rounds, decks, scenario) against the ruleset's `checkBattle`. A log is walked action by
 * action (an undo goes back one state), so an action that takes the battle where its rules cannot reach
 * is refused, naming the action and the field.
 */

function unitProblem(spec: UnitStateSpec, state: BattleState, unit: Unit): string | null {
  const at = `units.${quote(unit.id)}`
  const schema = spec.schemaFor(unit.kind)
  if (!schema) return `${at}.kind: this rule system has no unit of kind "${quote(unit.kind)}"`
  const parsed = v.safeParse(schema, unit.state)
  if (!parsed.success) return `${at}.state.${issueMessage(parsed.issues)}`
  return spec.checkBattle?.(state, unit) ?? null
}

const noRuleset = (id: string) => `setup.ruleset: this app has no rule system "${quote(id)}"`

/** The scenario the New battle form kept (setup.options.scenario) is one the ruleset offers; a ruleset offering none keeps none. */
function setupProblem(setup: BattleSetup): string | null {
  if (!Object.hasOwn(setup.options, STARTING_SCENARIO_KEY)) return null
  const chosen = setup.options[STARTING_SCENARIO_KEY]
  const offered = (rulesetManifest(setup.ruleset)?.newBattle.scenarios ?? []).map((s) => s.id)
  if (typeof chosen === 'string' && offered.includes(chosen)) return null
  return `setup.options.${STARTING_SCENARIO_KEY}: ${offered.length ? `expected one of ${offered.map((id) => `"${id}"`).join(' | ')}` : 'this rule system has no scenarios to choose'}, got ${shortValue(chosen)}`
}

/** The first unit or battle-state field of `state` outside its rules, as a message naming it; null when all hold. */
export function checkBattleState(state: BattleState): string | null {
  const spec = rulesetManifest(state.setup.ruleset)?.unitState
  if (!spec) return noRuleset(state.setup.ruleset)
  const setup = setupProblem(state.setup)
  if (setup) return setup
  for (const unit of Object.values(state.units)) {
    const bad = unitProblem(spec, state, unit)
    if (bad) return bad
  }
  return spec.checkBattle?.(state) ?? null
}

/** What an action may have broken: the units it put or patched, and whether the battle-wide checks must run. */
function touched(action: Action): { ids: Set<string>; battle: boolean } {
  const ids = new Set<string>()
  let battle = false
  for (const op of action.ops) {
    if (op.op === 'unit.put') ids.add(op.unit.id)
    else if (op.op === 'unit.patch') ids.add(op.id)
    if (op.op !== 'unit.patch') battle = true
  }
  return { ids, battle }
}

function actionProblem(spec: UnitStateSpec, state: BattleState, action: Action): string | null {
  const { ids, battle } = touched(action)
  for (const id of ids) {
    const unit = Object.hasOwn(state.units, id) ? state.units[id] : undefined
    const bad = unit && unitProblem(spec, state, unit)
    if (bad) return bad
  }
  return battle ? (spec.checkBattle?.(state) ?? null) : null
}

/**
 * Walks the log as it was played and checks the battle after each action; the first breach as
 * "actions[i]: units.u3.state.steps: …", or null. A log the log check refuses (seqs, undos, an op
 * naming no unit) is left to it and gives null here.
 */
export function checkFoldedStates(setup: BattleSetup, actions: readonly Action[]): string | null {
  const spec = rulesetManifest(setup.ruleset)?.unitState
  if (!spec) return noRuleset(setup.ruleset)
  if (checkSequence(actions)) return null
  const start = setupProblem(setup)
  if (start) return start
  const stack: BattleState[] = [initialState(setup)]
  for (const [i, action] of actions.entries()) {
    if (action.kind === 'undo') {
      stack.pop()
      continue
    }
    let after: BattleState
    try {
      after = { ...applyOps(stack.at(-1)!, action.ops), seq: action.seq }
    } catch (e) {
      if (e instanceof RulesInputError) return null
      throw e
    }
    stack.push(after)
    const bad = (action.ops.some((op) => op.op === 'setup.patch') ? setupProblem(after.setup) : null) ?? actionProblem(spec, after, action)
    if (bad) return `actions[${i}]: ${bad}`
  }
  return null
}
