import * as v from 'valibot'
import { issueMessage, quote, shortValue } from '@/model/issues'
import { fold } from '@/model/fold'
import { checkSequence } from '@/model/logCheck'
import { mergePatch } from '@/model/patchMerge'
import { walkUndos } from '@/model/undos'
import type { Action, BattleSetup, BattleState, Deck, JsonRecord, Op, Unit } from '@/model/types'
import { rulesetManifest } from './list'
import type { BattleCheck } from './battleCheck'
import type { UnitStateSpec } from './manifest'
import { STARTING_SCENARIO_KEY } from './startingScenario'

/**
 * The rules' own bounds on a folded battle, not only each op's shape: every unit against its kind's full
 * schema and the ruleset's cross checks (its start, its type, what it refers to), and the battle state
 * (turns, hours, rounds, decks, scenario) against the ruleset's `checkBattle`. A log is walked action by
 * action (an undo goes back one state), so an action that takes the battle where its rules cannot reach
 * is refused, naming the action and the field.
 */

/**
 * A unit against its kind's full schema, then the ruleset's cross checks. `shaped`: its put and every patch since
 * were already checked field by field (checkUnitStates), so the merged state has the schema's shape and only the
 * cross checks run (a 20,000-action log is walked in a fraction of the time).
 */
/** Each ruleset's BATTLE_CHECK, by ruleset id: found by file name (src/rulesets/<id>/battleSchema.ts), so no shared file names a ruleset and no manifest carries them. */
const CHECKS: ReadonlyMap<string, BattleCheck> = new Map(
  Object.values(import.meta.glob<{ BATTLE_CHECK: BattleCheck }>('./*/battleSchema.ts', { eager: true })).map((m) => [m.BATTLE_CHECK.ruleset, m.BATTLE_CHECK]),
)
const checkOf = (state: BattleState) => CHECKS.get(state.setup.ruleset)

function unitProblem(spec: UnitStateSpec, state: BattleState, unit: Unit, shaped = false): string | null {
  if (!shaped) {
    const at = `units.${quote(unit.id)}`
    const schema = spec.schemaFor(unit.kind)
    if (!schema) return `${at}.kind: this rule system has no unit of kind "${quote(unit.kind)}"`
    const parsed = v.safeParse(schema, unit.state)
    if (!parsed.success) return `${at}.state.${issueMessage(parsed.issues)}`
  }
  return checkOf(state)?.check(state, unit) ?? null
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
  return checkOf(state)?.check(state) ?? null
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

/**
 * Whether a patch of `unit` left a field other than the op wrote: a merge conflict's numeric change applied as a
 * delta (src/model/patchMerge.ts), whose value the op's own schema check never saw (two phones each taking the
 * last element give -1), so the unit is checked against its full schema again.
 */
function mergedAway(action: Action, unit: Unit): boolean {
  return action.ops.some(
    (op) => op.op === 'unit.patch' && op.id === unit.id && op.was !== undefined && op.state !== undefined &&
      Object.entries(op.state).some(([k, x]) => typeof x === 'number' && unit.state[k] !== x),
  )
}

function actionProblem(spec: UnitStateSpec, state: BattleState, action: Action): string | null {
  const { ids, battle } = touched(action)
  for (const id of ids) {
    const unit = Object.hasOwn(state.units, id) ? state.units[id] : undefined
    const bad = unit && unitProblem(spec, state, unit, !mergedAway(action, unit))
    if (bad) return bad
  }
  return battle ? (checkOf(state)?.check(state) ?? null) : null
}

/** The battle being walked, changed in place; each action's journal puts back what it changed when it is undone. */
interface Walk {
  setup: BattleSetup
  units: Record<string, Unit>
  decks: Record<string, Deck>
  battle: JsonRecord
}
const own = <T>(record: Record<string, T>, id: string): T | undefined => (Object.hasOwn(record, id) ? record[id] : undefined)

/** Sets `record[id]` (or deletes it when `value` is undefined) and returns how to put it back. */
function put<T>(record: Record<string, T>, id: string, value: T | undefined): () => void {
  const before = own(record, id)
  if (value === undefined) delete record[id]
  else record[id] = value
  return () => {
    if (before === undefined) delete record[id]
    else record[id] = before
  }
}

/** The fold's ops (src/model/fold.ts), in place, with their undo; null when an op names no unit or deck (the log check says so). */
function applyInPlace(w: Walk, ops: readonly Op[]): (() => void)[] | null {
  const undo: (() => void)[] = []
  for (const op of ops) {
    switch (op.op) {
      case 'setup.patch': {
        const before = w.setup
        w.setup = { ...before, ...op.patch }
        undo.push(() => { w.setup = before })
        break
      }
      case 'battle.patch': {
        const before = w.battle
        w.battle = mergePatch(before, op.patch, op.was)
        undo.push(() => { w.battle = before })
        break
      }
      case 'unit.put': undo.push(put(w.units, op.unit.id, op.unit)); break
      case 'deck.put': undo.push(put(w.decks, op.id, op.deck)); break
      case 'unit.patch': {
        const unit = own(w.units, op.id)
        if (!unit) return null
        undo.push(put(w.units, op.id, { ...unit, ...(op.name !== undefined ? { name: op.name } : {}), ...(op.state ? { state: mergePatch(unit.state, op.state, op.was) } : {}) }))
        break
      }
      case 'unit.remove':
        if (!own(w.units, op.id)) return null
        undo.push(put(w.units, op.id, undefined))
        break
      case 'deck.remove':
        if (!own(w.decks, op.id)) return null
        undo.push(put(w.decks, op.id, undefined))
        break
    }
  }
  return undo.reverse()
}

/** The battle `actions` fold to, as a walk (its maps private copies, changed in place from here on). */
function draftOfFold(setup: BattleSetup, actions: readonly Action[]): Walk {
  const state = fold(setup, actions)
  return { setup: state.setup, units: Object.assign(Object.create(null) as Record<string, Unit>, state.units), decks: Object.assign(Object.create(null) as Record<string, Deck>, state.decks), battle: state.battle }
}

/**
 * Walks the log as it was played and checks the battle after each action (an undo puts back what its action
 * changed); the first breach as "actions[i]: units.u3.state.steps: …", or null. A log the log check refuses
 * (seqs, undos, an op naming no unit) is left to it and gives null here. Call it after each op's state has
 * passed its schema (checkUnitStates does): the walk runs the cross checks only. In place, so a 20,000-action
 * log costs O(ops), not O(actions × units).
 */
export function checkFoldedStates(setup: BattleSetup, actions: readonly Action[]): string | null {
  const spec = rulesetManifest(setup.ruleset)?.unitState
  if (!spec) return noRuleset(setup.ruleset)
  if (checkSequence(actions)) return null
  const start = setupProblem(setup)
  if (start) return start
  const w: Walk = { setup, units: Object.create(null) as Record<string, Unit>, decks: Object.create(null) as Record<string, Deck>, battle: {} }
  const cancels = new Map(walkUndos(actions).cancelled)
  const journal: { action: Action; back: (() => void)[] }[] = []
  for (const [i, action] of actions.entries()) {
    if (action.kind === 'undo') {
      const target = cancels.get(action)
      if (!target) continue // skipped: its action was already undone
      if (journal.at(-1)?.action === target) for (const back of journal.pop()!.back) back()
      else {
        // A merged log's undo of an action further back: the battle as the log so far folds it.
        Object.assign(w, draftOfFold(setup, actions.slice(0, i + 1)))
        journal.length = 0
      }
      continue
    }
    const undo = applyInPlace(w, action.ops)
    if (!undo) return null
    journal.push({ action, back: undo })
    const state: BattleState = { ...w, seq: action.seq }
    const bad = (action.ops.some((op) => op.op === 'setup.patch') ? setupProblem(w.setup) : null) ?? actionProblem(spec, state, action)
    if (bad) return `actions[${i}]: ${bad}`
  }
  return null
}
