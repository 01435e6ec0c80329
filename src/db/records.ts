import * as v from 'valibot'
import { LATEST_TIME, MOMENT_MESSAGE } from '@/model/moments'
import { NAME_FILE_MAX, stripBidi } from '@/model/names'
import { JsonSchema, rulesetSchemas } from '@/model/schema'
import type { Action, BattleSetup, BattleState } from '@/model/types'
import { RULESET_IDS } from '@/rulesets/list'

/** What each Dexie table holds (current version). Every read is checked against these schemas. */

/** A stored time: the list and the editors show it as a date, so it is one (src/model/moments.ts). */
const moment = v.pipe(v.number(), v.integer(MOMENT_MESSAGE), v.minValue(0, MOMENT_MESSAGE), v.maxValue(LATEST_TIME, MOMENT_MESSAGE))

/** A stored setup and battle state name one of the app's rulesets (the model takes the ids from here). */
const { BattleSetupSchema, BattleStateSchema } = rulesetSchemas(RULESET_IDS)

export const BattleRecordSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  /** The setup as created; renames live in the log (setup.patch) and in `name`. */
  setup: BattleSetupSchema,
  /** Current name (after renames), for the list: without bidi controls, as every name (src/model/names.ts). */
  name: v.pipe(v.string(), v.transform(stripBidi), v.maxLength(NAME_FILE_MAX, `must be at most ${NAME_FILE_MAX} characters`)),
  updatedAt: moment,
  /** Seq of the last action in the log (= log length). */
  lastSeq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Soft delete: when it was deleted, or null. */
  deletedAt: v.nullable(moment),
  /** Set when a database upgrade found this battle's stored log unreadable: what is wrong, in player words. */
  damage: v.optional(v.string()),
}) satisfies v.GenericSchema<BattleRecord>
export interface BattleRecord {
  readonly id: string
  readonly setup: BattleSetup
  readonly name: string
  readonly updatedAt: number
  readonly lastSeq: number
  readonly deletedAt: number | null
  /** Set when a database upgrade found this battle's stored log unreadable: it is listed apart, never opened. */
  readonly damage?: string
}

/** v1 wrote only these fields; the v2 upgrade fills the rest. */
export interface BattleRecordV1 {
  id: string
  setup: unknown
  updatedAt: number
}

export type ActionRecord = Action & { readonly battleId: string }

/**
 * Consecutive actions of one battle in one row of the `actions` store, keyed by its first action's
 * seq. A whole log written at once (an import, a copy) goes in chunks: IndexedDB's cost is per row,
 * so 20,000 actions are 40 rows, not 20,000 (src/db/logRows.ts). Appended actions stay one a row.
 */
export interface LogChunkRecord {
  readonly battleId: string
  readonly seq: number
  readonly chunk: readonly Action[]
}

/** A row of the `actions` store: one action, or a chunk of them. */
export type ActionRow = ActionRecord | LogChunkRecord

export interface SnapshotRecord {
  readonly battleId: string
  readonly seq: number
  readonly state: BattleState
  /** stateDigest(state) when it was written (src/model/snapshot.ts); a snapshot without one (older app) is re-derived. */
  readonly digest?: string
}
export const SnapshotRecordSchema = v.object({ battleId: v.string(), seq: v.number(), state: BattleStateSchema, digest: v.optional(v.string()) })

/** Owner-entered tables, custom troop types and house rules, with where each value came from. */
export const HouseRuleRecordSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  ruleset: v.picklist(RULESET_IDS),
  kind: v.picklist(['table', 'troopType', 'houseRule']),
  name: v.string(),
  data: JsonSchema,
  /** e.g. "entered from my copy of the rule book, p. 12" or "club house rule". */
  provenance: v.string(),
  /** Bumped on each change, so a battle can record the version it was played with. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  updatedAt: moment,
})
export type HouseRuleRecord = v.InferOutput<typeof HouseRuleRecordSchema>

export const SettingRecordSchema = v.object({ key: v.string(), value: JsonSchema })
export type SettingRecord = v.InferOutput<typeof SettingRecordSchema>
