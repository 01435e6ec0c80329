import * as v from 'valibot'
import type { UnitStateSpec } from '@/rulesets/manifest'

/**
 * The `waterloo` unit state (seed 002, A-2a): what changes in play. The counter's printed values are not
 * kept here: they come from the order of battle (§L) and the owner's counter record (see counters.ts),
 * so a value entered once serves every battle.
 */
export const WlUnitStateSchema = v.object({
  /** The order-of-battle id (orderOfBattle.ts), e.g. 'fr-foy'. */
  oob: v.pipe(v.string(), v.nonEmpty()),
  army: v.picklist(['French', 'Anglo-Allied', 'Prussian']),
  corps: v.nullable(v.string()),
  stepLosses: v.pipe(v.number(), v.integer(), v.minValue(0)),
  eliminated: v.boolean(),
  hex: v.nullable(v.string()),
})

/** A unit's kind is its type where the text prints it, else 'unit' until the owner enters it. */
export const WL_KINDS = ['infantry', 'cavalry', 'artillery', 'unit'] as const

export const WATERLOO_UNIT_STATE: UnitStateSpec = {
  version: 1,
  schemaFor: (kind) => ((WL_KINDS as readonly string[]).includes(kind) ? WlUnitStateSchema : null),
}
