import * as v from 'valibot'
import type { UnitStateSpec } from '@/rulesets/manifest'

/**
 * The `series` unit state as valibot schemas (version 1), checked when a battle is read or imported. The
 * lists are written out here (not imported from the engine) so the manifest stays light; unitSchema.test.ts
 * keeps them equal to the engine's UNIT_TYPES, formations and leader ranks.
 */
export const SERIES_FORMATIONS = ['line', 'column', 'general-order', 'square', 'disorganized', 'tirailleurs', 'limbered', 'unlimbered'] as const
export const LEADER_RANKS = ['corps', 'wing', 'army'] as const

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min))
const bonus = v.pipe(v.number(), v.integer(), v.minValue(-6), v.maxValue(6))
const checkValue = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)))
const hex = v.pipe(v.string(), v.maxLength(20))

export const SeriesUnitStateSchema = v.object({
  type: v.picklist(['infantry', 'cavalry', 'artillery']),
  originalSteps: whole(1),
  steps: whole(0),
  firepower: whole(0),
  meleeValue: whole(0),
  morale: whole(0),
  fireRange: whole(0),
  formation: v.picklist(SERIES_FORMATIONS),
  disorganizedAtTurn: v.nullable(whole(0)),
  stackPosition: whole(0),
  corps: v.pipe(v.string(), v.maxLength(40)),
  hex,
  status: v.picklist(['active', 'eliminated']),
  /** Optional rule 16.2 System A: a half-loss bar on the loss sheet (absent in older battles: none). */
  halfLoss: v.optional(v.boolean()),
  /** Optional rule 16.4: the game turn of the cavalry's last charge (absent: none yet). */
  chargedAtTurn: v.optional(v.nullable(whole(0))),
  /** 3.1 / 16.4: the movement allowance printed on the counter, when the players entered it. */
  movementAllowance: v.optional(whole(0)),
})

export const SeriesLeaderStateSchema = v.object({
  rank: v.picklist(LEADER_RANKS),
  corps: v.pipe(v.string(), v.maxLength(40)),
  combatBonus: bonus,
  moraleBonus: bonus,
  movementAllowance: whole(0),
  initiative: checkValue,
  obedience: checkValue,
  hex,
  status: v.picklist(['active', 'wounded', 'killed']),
})

export const SERIES_UNIT_STATE: UnitStateSpec = {
  version: 1,
  schemaFor: (kind) => (kind === 'leader' ? SeriesLeaderStateSchema : ['infantry', 'cavalry', 'artillery'].includes(kind) ? SeriesUnitStateSchema : null),
}
