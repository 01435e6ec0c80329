import * as v from 'valibot'
import type { UnitStateSpec } from '@/rulesets/manifest'

/**
 * The `waterloo` unit state (seed 002, A-2a): what changes in play. The counter's printed values are not
 * kept here: they come from the order of battle (§L) and the owner's counter record (see counters.ts),
 * so a value entered once serves every battle.
 */
const rating = (min: number, max: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)))

export const WlUnitStateSchema = v.object({
  /** The order-of-battle id (orderOfBattle.ts), e.g. 'fr-foy'. */
  oob: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  army: v.picklist(['French', 'Anglo-Allied', 'Prussian']),
  corps: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  stepLosses: v.pipe(v.number(), v.integer(), v.minValue(0)),
  eliminated: v.boolean(),
  hex: v.nullable(v.pipe(v.string(), v.maxLength(20))),
  // A unit the text does not name (oob 'custom', customUnit.ts) keeps its counter's values here.
  type: v.optional(v.picklist(['infantry', 'cavalry', 'artillery'])),
  cavalryWeight: v.optional(v.nullable(v.picklist(['HC', 'LC']))),
  heavyArtillery: v.optional(v.boolean()),
  smallUnit: v.optional(v.boolean()),
  freshStrengthPoints: rating(0, 20), freshArtilleryFactor: rating(0, 20), freshElanRating: rating(1, 6),
  battlewornStrengthPoints: rating(0, 20), battlewornArtilleryFactor: rating(0, 20), battlewornElanRating: rating(1, 6),
})

/** A unit's kind is its type where the text prints it, else 'unit' until the owner enters it. */
export const WL_KINDS = ['infantry', 'cavalry', 'artillery', 'unit'] as const

export const WATERLOO_UNIT_STATE: UnitStateSpec = {
  version: 1,
  schemaFor: (kind) => ((WL_KINDS as readonly string[]).includes(kind) ? WlUnitStateSchema : null),
}
