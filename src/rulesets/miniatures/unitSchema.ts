import * as v from 'valibot'
import { FLAGS } from '@/engine/boardgame/whiteDie'
import { UNIT_TYPES } from '@/engine/miniatures/referenceSheet'
import type { UnitStateSpec } from '@/rulesets/manifest'

/**
 * The `miniatures` unit state as a valibot schema, checked when a battle is read or imported: a unit
 * whose reference-sheet type is unknown ("fr-inf") is refused instead of imported and then invisible.
 * Version 1 is the shape `unitState.ts` describes.
 */
export const MiniUnitStateSchema = v.object({
  type: v.picklist(UNIT_TYPES.map((u) => u.id)),
  nation: v.picklist(FLAGS),
  disorderPoints: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(['active', 'removed', 'captured']),
  generalAttached: v.boolean(),
  inSquare: v.boolean(),
  engaged: v.boolean(),
  facing: v.string(),
  sector: v.nullable(v.picklist(['left', 'centre', 'right'])),
})

const KINDS = new Set(UNIT_TYPES.map((u) => u.kind as string))

export const MINIATURES_UNIT_STATE: UnitStateSpec = {
  version: 1,
  schemaFor: (kind) => (KINDS.has(kind) ? MiniUnitStateSchema : null),
}
