import type { ActionDraft } from './actionDraft'
import { fold } from './fold'
import { wasOf } from './patchMerge'
import type { FieldClash } from './patchMerge'
import type { Action, BattleSetup, BattleState, Json, JsonRecord, Op, Unit } from './types'
import { walkUndos } from './undos'

/**
 * Conflicts of a merged log (issue 25). Each unit.patch and battle.patch records `was`, the values it was built
 * on (`withWas`, at dispatch); when the merged log no longer has them there, the fold applies a number as the
 * change it made (both phones' losses stand) and anything else as written (the later in merged order wins),
 * and the action is a conflict until the umpire settles it with a logged, undoable `conflict.settle`: keep
 * both (as folded), keep this (the value this action wrote stands) or keep the other (this action's change
 * to those fields is taken back). A log made on one phone never has one: each `was` is the state it was made on.
 */

/** How the umpire settles a conflict. */
export type Keep = 'both' | 'this' | 'other'
export const SETTLE_KIND = 'conflict.settle'

/** One field two phones changed while apart. */
export interface ConflictField {
  /** The unit's id, or null for the battle's own state (turn, phase…). */
  readonly unitId: string | null
  /** The unit's name when the action was folded, or 'the battle'. */
  readonly where: string
  readonly key: string
  /** The field in words: 'lostBases' → 'lost bases'. */
  readonly field: string
  readonly was: Json
  /** The other phone's value (what the merged log had before this action). */
  readonly before: Json
  /** This action's value. */
  readonly mine: Json
  /** What the battle has from it until settled. */
  readonly applied: Json
  readonly numeric: boolean
  /** The action that last wrote the field before this one (the other phone's), when the log has it. */
  readonly other: Action | undefined
}

export interface Conflict {
  /** The id of the action whose `was` no longer held: what `conflict.settle` names. */
  readonly action: string
  readonly label: string
  readonly fields: readonly ConflictField[]
  /** In player words, one sentence per field. */
  readonly text: string
}

const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
const shown = (x: Json) => (typeof x === 'string' ? x : JSON.stringify(x))

/** Where a change was made: "on Anne's phone" by the name its action carries; an older action has none. */
const onPhone = (device: string | undefined, unnamed: string) => (device ? `on ${device}` : unnamed)

/** "Two phones changed 92nd Foot's elements while apart: 3 → 2 on Anne's phone ("…"), 3 → 2 on Ben's phone ("…"); both changes stand: 1". */
function sentence(f: ConflictField, label: string, device: string | undefined): string {
  const other = f.other ? ` ("${f.other.label}")` : ''
  const outcome = f.numeric ? `both changes stand: ${shown(f.applied)}` : `the later stands: ${shown(f.applied)}`
  const theirs = onPhone(f.other?.device, device ? 'on another phone' : 'on the other')
  return `Two phones changed ${f.where}'s ${f.field} while apart: ${shown(f.was)} → ${shown(f.mine)} ${onPhone(device, 'on one phone')} ("${label}"), ${shown(f.was)} → ${shown(f.before)} ${theirs}${other}; ${outcome}`
}

/** The ops of a draft with `was` recorded on each unit.patch and battle.patch, from `state` (the battle it is made on). */
export function withWas(state: BattleState, ops: readonly Op[]): Op[] {
  let units = state.units
  let battle = state.battle
  return ops.map((op) => {
    if (op.op === 'unit.patch' && op.state && !op.was) {
      const unit = Object.hasOwn(units, op.id) ? units[op.id] : undefined
      if (!unit) return op
      units = { ...units, [op.id]: { ...unit, state: { ...unit.state, ...op.state } } }
      return { ...op, was: wasOf(unit.state, op.state) }
    }
    if (op.op === 'battle.patch' && !op.was) {
      const was = wasOf(battle, op.patch)
      battle = { ...battle, ...op.patch }
      return { ...op, was }
    }
    if (op.op === 'unit.put') units = { ...units, [op.unit.id]: op.unit }
    if (op.op === 'unit.patch' && op.state && Object.hasOwn(units, op.id)) units = { ...units, [op.id]: { ...units[op.id]!, state: { ...units[op.id]!.state, ...op.state } } }
    if (op.op === 'battle.patch') battle = { ...battle, ...op.patch }
    return op
  })
}

/** Every conflict in the log, settled or not, by action id: one fold, O(ops). */
function allConflicts(setup: BattleSetup, actions: readonly Action[]): Map<string, Conflict> {
  const found = new Map<string, { label: string; device: string | undefined; fields: ConflictField[] }>()
  const writers = new Map<string, Action>()
  const at = (unitId: string | null, key: string) => `${unitId === null ? '' : `u:${unitId}`}\u0000${key}`
  const write = (unitId: string | null, keys: Iterable<string>, action: Action) => { for (const k of keys) writers.set(at(unitId, k), action) }
  const onClash = (c: FieldClash, unitId: string | null, action: Action, units: Readonly<Record<string, Unit>>) => {
    const where = unitId === null ? 'the battle' : (Object.hasOwn(units, unitId) ? units[unitId]!.name : unitId)
    const entry = found.get(action.id) ?? { label: action.label, device: action.device, fields: [] }
    entry.fields.push({ unitId, where, key: c.key, field: words(c.key), was: c.was, before: c.before, mine: c.mine, applied: c.applied, numeric: c.numeric, other: writers.get(at(unitId, c.key)) })
    found.set(action.id, entry)
  }
  fold(setup, actions, undefined, {
    clash: onClash,
    applied(action) {
      for (const op of action.ops) {
        if (op.op === 'unit.patch' && op.state) write(op.id, Object.keys(op.state), action)
        else if (op.op === 'unit.put') write(op.unit.id, Object.keys(op.unit.state), action)
        else if (op.op === 'battle.patch') write(null, Object.keys(op.patch), action)
      }
    },
  })
  return new Map([...found].map(([id, e]) => [id, { action: id, label: e.label, fields: e.fields, text: e.fields.map((f) => sentence(f, e.label, e.device)).join('. ') }]))
}

/** The conflicts not yet settled by a `conflict.settle` in force, in log order, in player words. */
export function conflictsOf(setup: BattleSetup, actions: readonly Action[]): Conflict[] {
  const settled = new Set(walkUndos(actions).effective.filter((a) => a.kind === SETTLE_KIND).map((a) => a.detail?.action))
  return [...allConflicts(setup, actions).values()].filter((c) => !settled.has(c.action))
}

const KEEP_WORDS: Record<Keep, string> = { both: 'kept both changes', this: 'kept this change', other: 'kept the other change' }

/**
 * The `conflict.settle` draft for the conflict of action `id`, or a message. Keep both: no change (the fold
 * already has both). Keep this: each field set so this action's value stands (a number: shifted by what the
 * other change added). Keep the other: this action's change taken back (a number: shifted back; else the
 * other phone's value). Its ops record `was`, so a settle made while apart is itself checked on merge.
 */
export function settleDraft(setup: BattleSetup, actions: readonly Action[], state: BattleState, id: string, keep: Keep): ActionDraft | string {
  const conflict = conflictsOf(setup, actions).find((c) => c.action === id)
  if (!conflict) return 'This conflict is already settled (or its action was undone)'
  const ops: Op[] = []
  if (keep !== 'both') {
    const units = new Map<string, JsonRecord>()
    const battle: JsonRecord = {}
    for (const f of conflict.fields) {
      const now = f.unitId === null ? state.battle : state.units[f.unitId]?.state
      if (!now) continue // the unit is gone: nothing to set
      const current = Object.hasOwn(now, f.key) ? now[f.key]! : null
      const value = keep === 'this' ? shifted(current, f.applied, f.mine, f.numeric) : shifted(current, f.applied, f.before, f.numeric)
      if (f.unitId === null) battle[f.key] = value
      else units.set(f.unitId, { ...units.get(f.unitId), [f.key]: value })
    }
    for (const [unitId, patch] of units) ops.push({ op: 'unit.patch', id: unitId, state: patch })
    if (Object.keys(battle).length) ops.push({ op: 'battle.patch', patch: battle })
  }
  const where = [...new Set(conflict.fields.map((f) => `${f.where}'s ${f.field}`))].join(', ')
  return { kind: SETTLE_KIND, label: `Conflict settled: ${KEEP_WORDS[keep]} to ${where} ("${conflict.label}")`, ops: withWas(state, ops), by: 'umpire', detail: { action: id, keep } }
}

/** The value that makes `target` stand where the fold left `applied`: a number moved by the same amount from `current`. */
function shifted(current: Json, applied: Json, target: Json, numeric: boolean): Json {
  return numeric && typeof current === 'number' && typeof applied === 'number' && typeof target === 'number' ? current + (target - applied) : target
}
