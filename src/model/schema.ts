import * as v from 'valibot'
import { TABLE_UNITS } from '@/engine/core/distance'
import { ACTION_ID, ACTION_ID_MESSAGE } from './actionId'
import { quote } from './issues'
import { LATEST_TIME, MOMENT_MESSAGE } from './moments'
import { hasBidi, LABEL_MAX, NAME_FILE_MAX, NAME_MAX, stripBidi, TEXT_MAX } from './names'
import type { Action, BattleSetup, BattleState, Deck, Json, JsonRecord, Op, Unit } from './types'

/**
 * valibot schemas for everything that is stored or imported. Messages are made readable in issues.ts.
 * The schemas that hold a setup check its ruleset against the ids their caller knows (rulesetSchemas):
 * the model names no ruleset.
 */

/**
 * Keys JavaScript keeps for itself: as an id or a record key from a file they could reach an
 * object's prototype (or be dropped by a copy), so they are refused wherever a file names a key.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])
/** The longest id or kind a file may hold (a UUID is 36 characters). */
export const ID_MAX = 200
const RESERVED_WORDS = "'__proto__', 'constructor' or 'prototype' (names JavaScript keeps for itself)"
const JSON_ONLY = 'expected plain data (numbers, text, true/false, null, lists, records)'
/** How deep lists and records may nest in a file: far more than any battle needs, well short of a stack overflow. */
export const MAX_DEPTH = 64
const TOO_DEEP = `nested more than ${MAX_DEPTH} levels deep (lists and records within each other); a battle file never is`
const tooLong = (n: number) => `a text longer than ${TEXT_MAX} characters (${n})`

/**
 * What keeps `x` from being plain JSON data, or null. A hand-written check: a recursive valibot union
 * costs ~10× more on a 10,000-action log. A key '__proto__' (JSON.parse makes it an own key) would be
 * silently dropped by a copy, so it is refused, as are the other reserved keys.
 */
function jsonProblem(x: unknown, at: string, depth: number): string | null {
  if (x === null || typeof x === 'boolean') return null
  if (typeof x === 'string') return x.length <= TEXT_MAX ? null : `has ${tooLong(x.length)}${at ? ` in ${quote(at.slice(1))}` : ''}`
  if (typeof x === 'number') return Number.isFinite(x) ? null : JSON_ONLY
  if (typeof x !== 'object') return JSON_ONLY
  if (depth > MAX_DEPTH) return `is ${TOO_DEEP}${at ? ` at ${quote(at.slice(1))}` : ''}`
  if (Array.isArray(x)) {
    for (const [i, item] of x.entries()) {
      const problem = jsonProblem(item, `${at}[${i}]`, depth + 1)
      if (problem) return problem
    }
    return null
  }
  const proto: unknown = Object.getPrototypeOf(x)
  if (proto !== Object.prototype && proto !== null) return JSON_ONLY
  for (const key of Object.keys(x)) {
    if (RESERVED_KEYS.has(key)) return `has a key '${key}'${at ? ` in ${quote(at.slice(1))}` : ''}; keys must not be ${RESERVED_WORDS}`
    const problem = jsonProblem((x as Record<string, unknown>)[key], `${at}.${key}`, depth + 1)
    if (problem) return problem
  }
  return null
}

/** Plain JSON data, with no reserved key. */
export function isJson(x: unknown): x is Json {
  return jsonProblem(x, '', 0) === null
}

/** True when a text anywhere in plain data `x` holds a bidi control (copyJson would change it). */
export function holdsBidi(x: Json): boolean {
  if (typeof x === 'string') return hasBidi(x)
  if (x === null || typeof x !== 'object') return false
  if (Array.isArray(x)) return x.some(holdsBidi)
  for (const key in x) if (holdsBidi(x[key] as Json)) return true
  return false
}

/**
 * A plain copy (also of a Vue reactive proxy, which IndexedDB cannot store), its texts without bidi
 * controls (names.ts: they would reorder the text shown around them). Call only after isJson.
 */
export function copyJson<T extends Json>(x: T): T {
  if (typeof x === 'string') return stripBidi(x) as T
  if (x === null || typeof x !== 'object') return x
  if (Array.isArray(x)) return x.map((item: Json) => copyJson(item)) as T
  const out: Record<string, Json> = {}
  for (const key of Object.keys(x)) out[key] = copyJson((x as Record<string, Json>)[key] as Json)
  return out as T
}

const isRecord = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x)
/** The message for a value that is not JSON: the reserved key it holds, or what JSON is. */
const jsonMessage = (prefix: string) => (issue: v.CustomIssue) => {
  const problem = jsonProblem(issue.input, '', 0)
  if (problem?.startsWith('is ')) return problem.slice(3)
  return problem && problem !== JSON_ONLY ? problem : `${prefix}${JSON_ONLY.slice(9)}`
}
export const JsonSchema: v.GenericSchema<Json> = v.pipe(v.custom<Json>((x) => isJson(x), jsonMessage('expected ')), v.transform(copyJson))
export const JsonRecordSchema: v.GenericSchema<JsonRecord> = v.pipe(
  v.custom<JsonRecord>((x) => isRecord(x) && isJson(x), jsonMessage('expected a record of ')),
  v.transform(copyJson),
)

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** A wall-clock time (moments.ts): a real date, so every screen can show it. */
const moment = v.pipe(v.number(), v.integer(MOMENT_MESSAGE), v.minValue(0, MOMENT_MESSAGE), v.maxValue(LATEST_TIME, MOMENT_MESSAGE))
/** Free text from a file or a form: bidi controls stripped (names.ts), at most `max` characters. */
const freeText = (max: number) => v.pipe(v.string(), v.transform(stripBidi), v.maxLength(max, (i) => `must be at most ${max} characters, got ${i.received.slice(0, 12)}`))
/** A name: free text, trimmed, not empty. */
const name = v.pipe(freeText(NAME_FILE_MAX), v.trim(), v.nonEmpty('must not be empty'))
const positive = v.pipe(v.number(), v.finite(), v.gtValue(0))
const sideId = v.picklist(['a', 'b'])
/** A unit's, deck's or battle's id: text that is not a reserved key. */
const id = v.pipe(text, v.maxLength(ID_MAX, `must be at most ${ID_MAX} characters`), v.check((x) => !RESERVED_KEYS.has(x), `must not be ${RESERVED_WORDS}`))
/** A kind of unit or action ('infantry', 'fire.applied'): short text. */
const kind = v.pipe(text, v.maxLength(ID_MAX, `must be at most ${ID_MAX} characters`))

/** Side ids are fixed: the first side is 'a', the second 'b' (two sides with one id would merge). */
const sideSchema = (id: 'a' | 'b') => v.object({ id: v.literal(id), name, nationality: freeText(NAME_FILE_MAX) })

/** A setup's fields but its ruleset, which only a caller's list of ids can check (rulesetSchemas). */
const setupEntries = {
  id,
  name,
  createdAt: moment,
  tableUnit: v.optional(v.picklist(TABLE_UNITS)),
  figureScale: v.optional(positive),
  scaleFactor: v.optional(positive),
  hexMm: v.optional(positive),
  stateVersion: v.optional(v.pipe(count, v.minValue(1))),
  sides: v.tuple([sideSchema('a'), sideSchema('b')]),
  rulings: JsonRecordSchema,
  options: JsonRecordSchema,
}

export const UnitSchema = v.object({
  id,
  side: sideId,
  name: freeText(NAME_FILE_MAX),
  kind,
  state: JsonRecordSchema,
}) satisfies v.GenericSchema<Unit>

export const DeckSchema = v.object({
  owner: v.picklist(['a', 'b', 'shared']),
  drawPile: v.array(v.string()),
  turned: v.array(v.string()),
  hand: v.optional(v.array(v.string())),
}) satisfies v.GenericSchema<Deck>

const SetupPatchSchema = v.partial(v.pick(v.object(setupEntries), ['name', 'tableUnit', 'figureScale', 'scaleFactor', 'hexMm', 'rulings', 'options']))

export const OpSchema = v.variant('op', [
  v.object({ op: v.literal('setup.patch'), patch: SetupPatchSchema }),
  v.object({ op: v.literal('unit.put'), unit: UnitSchema }),
  v.object({ op: v.literal('unit.patch'), id, name: v.optional(freeText(NAME_FILE_MAX)), state: v.optional(JsonRecordSchema), was: v.optional(JsonRecordSchema) }),
  v.object({ op: v.literal('unit.remove'), id }),
  v.object({ op: v.literal('deck.put'), id, deck: DeckSchema }),
  v.object({ op: v.literal('deck.remove'), id }),
  v.object({ op: v.literal('battle.patch'), patch: JsonRecordSchema, was: v.optional(JsonRecordSchema) }),
]) satisfies v.GenericSchema<Op>

const DiceRecordSchema = v.object({
  source: v.picklist(['app', 'physical']),
  dice: v.array(v.object({ role: freeText(NAME_FILE_MAX), die: freeText(NAME_FILE_MAX), face: v.union([v.number(), freeText(NAME_FILE_MAX)]) })),
})

/** An action's global id (actionId.ts). */
const actionId = v.pipe(v.string(), v.regex(ACTION_ID, ACTION_ID_MESSAGE))

export const ActionSchema = v.object({
  id: actionId,
  seq: v.pipe(count, v.minValue(1)),
  at: moment,
  kind,
  label: freeText(LABEL_MAX),
  by: v.optional(v.picklist(['a', 'b', 'umpire'])),
  ops: v.array(OpSchema),
  dice: v.optional(DiceRecordSchema),
  undoes: v.optional(actionId),
  detail: v.optional(JsonRecordSchema),
  device: v.optional(v.pipe(freeText(NAME_MAX), v.trim(), v.nonEmpty('must not be empty'))),
  shown: v.optional(v.object({ side: v.picklist(['a', 'b']), label: freeText(LABEL_MAX), kind: v.optional(kind) })),
}) satisfies v.GenericSchema<Action>

function buildRulesetSchemas(ids: readonly string[]) {
  // The ruleset sits where it always has (second after name), so a refusal lists its issues in the same order.
  const { id: setupId, name, ...rest } = setupEntries
  const BattleSetupSchema = v.object({ id: setupId, name, ruleset: v.picklist(ids), ...rest }) satisfies v.GenericSchema<BattleSetup>

  const BattleStateSchema = v.object({
    setup: BattleSetupSchema,
    units: v.record(id, UnitSchema),
    decks: v.record(id, DeckSchema),
    battle: JsonRecordSchema,
    seq: count,
  }) satisfies v.GenericSchema<BattleState>

  const BattleFileSchema = v.object({
    format: v.literal('aide-de-camp.battle'),
    version: v.literal(2),
    exportedAt: moment,
    setup: BattleSetupSchema,
    actions: v.array(ActionSchema),
  })

  return { BattleSetupSchema, BattleStateSchema, BattleFileSchema }
}

/** The schemas that hold a setup, for one list of ruleset ids. */
export type RulesetSchemas = ReturnType<typeof buildRulesetSchemas>

const built = new WeakMap<readonly string[], RulesetSchemas>()

/**
 * The schemas that hold a setup (a setup, a battle state, a battle file), its `ruleset` one of `ids`:
 * an unknown id is refused as "setup.ruleset: expected one of "…" | "…", got …". Built once per list.
 */
export function rulesetSchemas(ids: readonly string[]): RulesetSchemas {
  let schemas = built.get(ids)
  if (!schemas) {
    schemas = buildRulesetSchemas(ids)
    built.set(ids, schemas)
  }
  return schemas
}
