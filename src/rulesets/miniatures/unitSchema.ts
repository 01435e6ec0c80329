import * as v from 'valibot'
import { FLAGS } from '@/engine/boardgame/whiteDie'
import { UNIT_TYPES } from '@/engine/miniatures/referenceSheet'
import type { JsonRecord } from '@/model/types'
import type { UnitStateSpec } from '@/rulesets/manifest'

/**
 * The `miniatures` unit state as a valibot schema, checked when a battle is read or imported: a unit
 * whose reference-sheet type is unknown ("fr-inf") is refused instead of imported and then invisible.
 * Version 2 is the shape `unitState.ts` describes; version 1 called the unit's flag `nation`.
 */
export const MiniUnitStateSchema = v.object({
  type: v.picklist(UNIT_TYPES.map((u) => u.id)),
  flag: v.picklist(FLAGS),
  disorderPoints: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(['active', 'removed', 'captured']),
  generalAttached: v.boolean(),
  inSquare: v.boolean(),
  engaged: v.boolean(),
  facing: v.pipe(v.string(), v.maxLength(200)),
  sector: v.nullable(v.picklist(['left', 'centre', 'right'])),
})

const KINDS = new Set(UNIT_TYPES.map((u) => u.kind as string))

/** 1 → 2: the white-die face a unit's special actions need is its `flag` (seed 000, 1.2), not a nation. */
function flagNotNation(state: JsonRecord): JsonRecord {
  if (!Object.hasOwn(state, 'nation')) return state
  const { nation, ...rest } = state
  return { ...rest, flag: nation ?? null }
}

export const MINIATURES_UNIT_STATE: UnitStateSpec = {
  version: 2,
  schemaFor: (kind) => (KINDS.has(kind) ? MiniUnitStateSchema : null),
  migrate: { 1: flagNotNation },
}
