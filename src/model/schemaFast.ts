import { TABLE_UNITS } from '@/engine/core/distance'
import { ACTION_ID } from './actionId'
import { isMoment } from './moments'
import { hasBidi, LABEL_MAX, NAME_FILE_MAX, NAME_MAX } from './names'
import { holdsBidi, ID_MAX, isJson, RESERVED_KEYS } from './schema'
import type { Action } from './types'

/**
 * A hand-written check of stored and imported actions, ~10× quicker than valibot on a 20,000-action
 * log. It is STRICTER than ActionSchema: it accepts only actions that schema would return unchanged
 * (no unknown key, text already trimmed, every field of its type), and then the input itself is the
 * output. Anything else, it declines (null), and the caller runs the schema, which gives the
 * output or the message naming the field: so accepting, refusing and every message stay the schema's.
 * schemaFast.test.ts checks "fast accepts ⇒ the schema accepts and returns an equal action" on
 * thousands of fuzzed files.
 */

type Obj = Record<string, unknown>

const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x)
/** Every own key is one of `keys` and none holds undefined (a file never has one; the schema would keep it). */
function onlyKeys(x: Obj, keys: ReadonlySet<string>): boolean {
  for (const key in x) if (!keys.has(key) || x[key] === undefined) return false
  return Object.getPrototypeOf(x) === Object.prototype
}
const keys = (...k: string[]): ReadonlySet<string> => new Set(k)
/** The schema's `text`: a string, already trimmed, not empty. */
const isText = (x: unknown): x is string => typeof x === 'string' && x !== '' && x.trim() === x
const isKind = (x: unknown): x is string => isText(x) && x.length <= ID_MAX
const isId = (x: unknown) => isKind(x) && !RESERVED_KEYS.has(x)
const isActionId = (x: unknown) => typeof x === 'string' && ACTION_ID.test(x)
const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0
const isPositive = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x > 0
/** Plain data the schema keeps as it is: no text in it holds a bidi control (the schema would strip it). */
const isRecord = (x: unknown) => isObj(x) && isJson(x) && !holdsBidi(x)
/** The schema's free text: a string of at most `max` characters with no bidi control. */
const isFree = (max: number) => (x: unknown): x is string => typeof x === 'string' && x.length <= max && !hasBidi(x)
const isLabel = isFree(LABEL_MAX)
const isShort = isFree(NAME_FILE_MAX)
/** The schema's name: short free text, trimmed, not empty. */
const isName = (x: unknown) => isShort(x) && isText(x)
const isStrings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string')
const optional = (x: Obj, key: string, check: (v: unknown) => boolean) => !(key in x) || check(x[key])

const PATCH = keys('name', 'tableUnit', 'figureScale', 'scaleFactor', 'hexMm', 'rulings', 'options')
const UNIT = keys('id', 'side', 'name', 'kind', 'state')
const DECK = keys('owner', 'drawPile', 'turned', 'hand')
const ON_ID = keys('op', 'id')
const UNIT_PATCH = keys('op', 'id', 'name', 'state', 'was')
const BATTLE_PATCH = keys('op', 'patch', 'was')
const WITH_PATCH = keys('op', 'patch')
const WITH_UNIT = keys('op', 'unit')
const WITH_DECK = keys('op', 'id', 'deck')
const ACTION = keys('id', 'seq', 'at', 'kind', 'label', 'by', 'ops', 'dice', 'undoes', 'detail', 'shown', 'device')
const SHOWN = keys('side', 'label', 'kind')
const DICE = keys('source', 'dice')
const DIE = keys('role', 'die', 'face')
const SIDES: ReadonlySet<unknown> = new Set(['a', 'b'])
const OWNERS: ReadonlySet<unknown> = new Set(['a', 'b', 'shared'])
const BY: ReadonlySet<unknown> = new Set(['a', 'b', 'umpire'])
const UNITS: ReadonlySet<unknown> = new Set(TABLE_UNITS)

function setupPatchOk(p: unknown): boolean {
  return isObj(p) && onlyKeys(p, PATCH) && optional(p, 'name', isName) && optional(p, 'tableUnit', (u) => UNITS.has(u))
    && optional(p, 'figureScale', isPositive) && optional(p, 'scaleFactor', isPositive) && optional(p, 'hexMm', isPositive)
    && optional(p, 'rulings', isRecord) && optional(p, 'options', isRecord)
}

function unitOk(u: unknown): boolean {
  return isObj(u) && onlyKeys(u, UNIT) && isId(u.id) && SIDES.has(u.side) && isShort(u.name) && isKind(u.kind) && isRecord(u.state)
}

function deckOk(d: unknown): boolean {
  return isObj(d) && onlyKeys(d, DECK) && OWNERS.has(d.owner) && isStrings(d.drawPile) && isStrings(d.turned) && optional(d, 'hand', isStrings)
}

function opOk(op: unknown): boolean {
  if (!isObj(op)) return false
  switch (op.op) {
    case 'setup.patch': return onlyKeys(op, WITH_PATCH) && setupPatchOk(op.patch)
    case 'unit.put': return onlyKeys(op, WITH_UNIT) && unitOk(op.unit)
    case 'unit.patch': return onlyKeys(op, UNIT_PATCH) && isId(op.id) && optional(op, 'name', isShort) && optional(op, 'state', isRecord) && optional(op, 'was', isRecord)
    case 'unit.remove':
    case 'deck.remove': return onlyKeys(op, ON_ID) && isId(op.id)
    case 'deck.put': return onlyKeys(op, WITH_DECK) && isId(op.id) && deckOk(op.deck)
    case 'battle.patch': return onlyKeys(op, BATTLE_PATCH) && isRecord(op.patch) && optional(op, 'was', isRecord)
    default: return false
  }
}

const faceOk = (f: unknown) => isShort(f) || (typeof f === 'number' && !Number.isNaN(f))
const dieOk = (d: unknown) => isObj(d) && onlyKeys(d, DIE) && isShort(d.role) && isShort(d.die) && faceOk(d.face)
function diceOk(x: unknown): boolean {
  return isObj(x) && onlyKeys(x, DICE) && (x.source === 'app' || x.source === 'physical') && Array.isArray(x.dice) && x.dice.every(dieOk)
}

/** True when ActionSchema would return `x` as it is. */
export function isPlainAction(x: unknown): x is Action {
  return isObj(x) && onlyKeys(x, ACTION) && isActionId(x.id) && isCount(x.seq) && x.seq >= 1 && isMoment(x.at) && isKind(x.kind) && isLabel(x.label)
    && optional(x, 'by', (b) => BY.has(b)) && Array.isArray(x.ops) && x.ops.every(opOk) && optional(x, 'dice', diceOk)
    && optional(x, 'undoes', isActionId) && optional(x, 'detail', isRecord) && optional(x, 'device', (d) => isFree(NAME_MAX)(d) && isText(d))
    && optional(x, 'shown', (w) => isObj(w) && onlyKeys(w, SHOWN) && SIDES.has(w.side) && isLabel(w.label) && optional(w, 'kind', isKind))
}

/**
 * The actions as they are when every one passes isPlainAction, else null (run the schema). Stored
 * rows carry their `battleId`: with `battleId` given, a row holding exactly that one more key is
 * accepted and returned without it.
 */
export function plainActions(xs: readonly unknown[], battleId?: string): Action[] | null {
  const out: Action[] = new Array<Action>(xs.length)
  for (let i = 0; i < xs.length; i++) {
    let x = xs[i]
    if (battleId !== undefined && isObj(x) && x.battleId === battleId) {
      const { battleId: _, ...rest } = x
      x = rest
    }
    if (!isPlainAction(x)) return null
    out[i] = x
  }
  return out
}

const FILE = keys('format', 'version', 'exportedAt', 'setup', 'actions')

/**
 * A battle file (the current version, 2) as BattleFileSchema would return it, its actions checked by hand; null
 * when anything is not plainly right (run the schema). The setup, one small record, goes through
 * `setupOf` (the schema's own parse).
 */
export function plainBattleFile<S>(x: unknown, setupOf: (setup: unknown) => S | null): { format: 'aide-de-camp.battle'; version: 2; exportedAt: number; setup: S; actions: Action[] } | null {
  if (!isObj(x) || !onlyKeys(x, FILE) || x.format !== 'aide-de-camp.battle' || x.version !== 2 || !isMoment(x.exportedAt) || !Array.isArray(x.actions)) return null
  const setup = setupOf(x.setup)
  const actions = setup === null ? null : plainActions(x.actions)
  return setup === null || actions === null ? null : { format: x.format, version: 2, exportedAt: x.exportedAt, setup, actions }
}
