import { MOVEMENT } from '@/engine/wargaming/data/movement'
import type { Unit } from '@/model/types'
import { BASES_LIMITS, FACTOR_LIMIT, RATING_LIMIT } from './rosterLimits'
import type { WargamingUnitState } from './unitState'

/** A number field's bounds (NumberField's `min`, `max`, `integer`). */
export interface FieldBounds {
  readonly min: number
  readonly max: number
  readonly integer?: boolean
}

/** The most bases any unit has: a battery's 12 (the form's bound; Basing gives a battalion 6, a regiment 10). */
export const MOST_BASES = Math.max(...Object.values(BASES_LIMITS).map((l) => l.max))

/** A count of bases on a unit: 0 up to its own bases when known, else up to the most any unit has. */
export const basesOf = (unit?: Unit | null): FieldBounds => ({ min: 0, max: unit ? (unit.state as WargamingUnitState).bases : MOST_BASES, integer: true })

/** Steps: two per base (seed 004, Casualties: a base is removed after two "damaged"), so 0 to twice the bases. */
export const stepsOf = (unit?: Unit | null): FieldBounds => ({ min: 0, max: 2 * basesOf(unit).max, integer: true })

/** A unit factor (fire, mêlée, morale, control): the roster's bound. */
export const FACTOR: FieldBounds = { min: FACTOR_LIMIT.min, max: FACTOR_LIMIT.max, integer: true }

/** A leader rating (Definitions: Leaders): 0 to 6. */
export const RATING: FieldBounds = { min: RATING_LIMIT.min, max: RATING_LIMIT.max, integer: true }

/**
 * The battle's year (ruling 10, Austrian pre-1809, Prussians in 1806): the rules are for the Napoleonic wars, so
 * 1792 (the first coalition) to 1815 (Waterloo). Not a rule number: the form's bound.
 */
export const YEAR: FieldBounds = { min: 1792, max: 1815, integer: true }

/**
 * Mêlée rounds a unit won this turn (seed 004, Control: "+1 for each mêlée round won this turn"): the text gives no
 * limit; a turn is half an hour, and 10 rounds is the form's bound.
 */
export const ROUNDS_WON: FieldBounds = { min: 0, max: 10, integer: true }

/** Yards a unit moved: up to the longest move of the Movement table (seed 004, Movement: 560 yd on a road). */
export const MOVED_YARDS: FieldBounds = { min: 0, max: Math.max(...MOVEMENT.flatMap((r) => [r.line, r.columnOrLimbered, r.road, r.manhandled, r.skirmish]).map((y) => y ?? 0)) }
