import * as v from 'valibot'
import { UNIT_TYPES } from '@/engine/boardgame/units'
import { FLAGS } from '@/engine/boardgame/whiteDie'
import type { UnitStateSpec } from '@/rulesets/manifest'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** The `boardgame` unit state (unitState.ts) as checked when a battle is read or imported. */
export const BgUnitStateSchema = v.object({
  type: v.picklist([...UNIT_TYPES.map((u) => u.type), 'general' as const]),
  nation: v.picklist(FLAGS),
  elements: count,
  startingElements: v.pipe(count, v.minValue(1)),
  general: v.pipe(v.string(), v.maxLength(60)),
  inSquare: v.boolean(),
  status: v.picklist(['active', 'eliminated', 'absorbed']),
  parent: v.optional(v.pipe(v.string(), v.maxLength(200))),
  sector: v.optional(v.picklist(['left', 'centre', 'right'])),
  arrived: v.optional(v.picklist(['reinforcement'])),
})

const KINDS = new Set<string>([...UNIT_TYPES.map((u) => u.type), 'general'])

/** Unit kind = seed 000 unit type (1.1), or 'general' for a lone general (6.31). */
export const BOARDGAME_UNIT_STATE: UnitStateSpec = {
  version: 1,
  schemaFor: (kind) => (KINDS.has(kind) ? BgUnitStateSchema : null),
}
