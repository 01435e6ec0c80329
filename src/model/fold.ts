import { RulesInputError } from '@/engine/core/errors'
import { quote } from './issues'
import { mergePatch, type FieldClash } from './patchMerge'
import { isSnapshotUsable, type Snapshot } from './snapshot'
import type { Action, BattleSetup, BattleState, Deck, JsonRecord, Op, Unit } from './types'
import { walkUndos, type SkippedUndo } from './undos'

export { isSnapshotUsable, type Snapshot } from './snapshot'
export type { SkippedUndo } from './undos'

/**
 * The one way a battle's state is made: fold the effective actions' ops over the setup.
 * Nothing here mutates its inputs; a fold works on a private shallow copy of the maps and copies
 * only the unit it changes, so a long fold costs O(ops), not O(ops × units).
 */

interface Draft {
  setup: BattleSetup
  units: Record<string, Unit>
  decks: Record<string, Deck>
  battle: JsonRecord
  /** Told of each patch key whose `was` no longer held (conflicts.ts lists them); absent in a plain fold. */
  onClash?: (clash: FieldClash, unitId: string | null) => void
}

export function initialState(setup: BattleSetup): BattleState {
  return { setup, units: {}, decks: {}, battle: {}, seq: 0 }
}

/**
 * A copy with no prototype: an id from a file ('valueOf', 'constructor', '__proto__') is only ever
 * an own key, never a built-in of Object.prototype. (Spreads, used for state records, define own
 * keys and so are safe; only `record[id] = …` needs this.)
 */
function bare<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, record)
}

function draftOf(state: BattleState): Draft {
  return { setup: state.setup, units: bare(state.units), decks: bare(state.decks), battle: { ...state.battle } }
}

/** The unit or deck stored under `id`, only if it is the record's own entry. */
function own<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined
}

function missing(field: string, what: string, id: string): RulesInputError {
  return new RulesInputError('unknown-value', field, `${field}: no ${what} '${quote(id)}' in this battle`)
}

function applyOp(d: Draft, op: Op, field: string): void {
  switch (op.op) {
    case 'setup.patch':
      d.setup = { ...d.setup, ...op.patch }
      return
    case 'unit.put':
      d.units[op.unit.id] = op.unit
      return
    case 'unit.patch': {
      const unit = own(d.units, op.id)
      if (!unit) throw missing(`${field}.id`, 'unit', op.id)
      d.units[op.id] = {
        ...unit,
        ...(op.name !== undefined ? { name: op.name } : {}),
        ...(op.state ? { state: mergePatch(unit.state, op.state, op.was, d.onClash && ((c) => d.onClash!(c, op.id))) } : {}),
      }
      return
    }
    case 'unit.remove':
      if (!own(d.units, op.id)) throw missing(`${field}.id`, 'unit', op.id)
      delete d.units[op.id]
      return
    case 'deck.put':
      d.decks[op.id] = op.deck
      return
    case 'deck.remove':
      if (!own(d.decks, op.id)) throw missing(`${field}.id`, 'deck', op.id)
      delete d.decks[op.id]
      return
    case 'battle.patch':
      d.battle = mergePatch(d.battle, op.patch, op.was, d.onClash && ((c) => d.onClash!(c, null)))
      return
  }
}

function applyAll(d: Draft, ops: readonly Op[], field: string): void {
  ops.forEach((op, i) => applyOp(d, op, `${field}[${i}]`))
}

/** Applies ops to a state, returning a new state (same `seq`). Throws RulesInputError naming the op. */
export function applyOps(state: BattleState, ops: readonly Op[]): BattleState {
  const d = draftOf(state)
  applyAll(d, ops, 'ops')
  return { ...d, seq: state.seq }
}

/**
 * The actions still in force: each undo cancels the action it names (by id) when that action is still in
 * force; an undo of an action already undone (two phones undid it while apart) is skipped (skippedUndos).
 */
export function effectiveActions(actions: readonly Action[]): Action[] {
  return walkUndos(actions).effective
}

/** The undos that changed nothing, each with the reason in player words (src/model/undos.ts). */
export function skippedUndos(actions: readonly Action[]): SkippedUndo[] {
  return walkUndos(actions).skipped
}

/** The action the next undo would cancel, if any. */
export function lastUndoable(actions: readonly Action[]): Action | undefined {
  return effectiveActions(actions).at(-1)
}

/** What a fold can tell as it goes (src/model/conflicts.ts listens): each clash of a patch's `was`, each action applied. */
export interface FoldWatch {
  clash(clash: FieldClash, unitId: string | null, action: Action, units: Readonly<Record<string, Unit>>): void
  applied(action: Action): void
}

/**
 * The battle's state after `actions`, starting from `snapshot` when it is still valid. `watch`: told of each
 * patch key whose `was` no longer held (a merged log) and of each action in force once applied.
 */
export function fold(setup: BattleSetup, actions: readonly Action[], snapshot?: Snapshot, watch?: FoldWatch): BattleState {
  const start = snapshot && isSnapshotUsable(snapshot, actions) ? snapshot.state : initialState(setup)
  const d = draftOf(start)
  const effective = new Set(effectiveActions(actions))
  actions.forEach((action, i) => {
    if (action.seq <= start.seq || !effective.has(action)) return
    if (watch) d.onClash = (clash, unitId) => watch.clash(clash, unitId, action, d.units)
    applyAll(d, action.ops, `actions[${i}].ops`)
    watch?.applied(action)
  })
  const { onClash: _, ...state } = d
  return { ...state, seq: actions.at(-1)?.seq ?? 0 }
}
