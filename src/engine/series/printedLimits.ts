import type { UnitType } from './units'
import { STACKING_LIMITS } from './stacking'
import { MORALE_LIMITS } from './moraleChecks'

const TWO_DIGITS = 99

/** A whole-number field's limits, as a form asks them. */
export interface Limits {
  readonly min: number
  readonly max: number
}

/**
 * The limits of a counter's printed values (seed 001, 3.1), from the rules' own numbers, written once:
 * - steps: 1 up to what one hex may hold, "up to 10 steps of artillery and infantry or up to 7 steps of cavalry" (5.1);
 * - morale: checked on 2D6, 1 to 12 (10.2, 10.3; the morale calculator's own bounds);
 * - fire range: "5 to 7 hexes for artillery, 2 for light infantry … Always 1 for infantry", cavalry none (3.1);
 * - firepower and melee value: the text prints no highest value; a counter prints at most two digits, so 99
 *   (not a rules value, a field limit). "Cavalry has none" (3.1) is the form's own check, with that rule in its words.
 */
export function printedLimits(type: UnitType): Readonly<Record<'steps' | 'morale' | 'fireRange' | 'firepower' | 'meleeValue', Limits>> {
  return {
    steps: { min: 1, max: type === 'cavalry' ? STACKING_LIMITS.cavalry : STACKING_LIMITS.infantryAndArtillery },
    morale: MORALE_LIMITS,
    fireRange: type === 'cavalry' ? { min: 0, max: 0 } : type === 'artillery' ? { min: 5, max: 7 } : { min: 1, max: 2 },
    firepower: { min: 0, max: TWO_DIGITS },
    meleeValue: { min: 0, max: TWO_DIGITS },
  }
}

/** A place in a hex's stack, 0 on top (5.9): a hex holds "either up to 10 steps of artillery and infantry or up to 7 steps of cavalry" (5.1), each unit at least one step, so at most 10 units. */
export const STACK_PLACE_LIMITS: Limits = { min: 0, max: Math.max(STACKING_LIMITS.infantryAndArtillery, STACKING_LIMITS.cavalry) - 1 }

/**
 * A leader counter's values (3.2, 14.2): the combat and morale bonuses the engine takes (14.3, 14.4: −6 to 6),
 * initiative and obedience read against one die (17.6, 17.7: 0 to 6); movement has no printed highest value,
 * so the field stops at two digits (a field limit, not a rules value).
 */
export const LEADER_LIMITS = {
  combatBonus: { min: -6, max: 6 }, moraleBonus: { min: -6, max: 6 }, movementAllowance: { min: 0, max: TWO_DIGITS },
  initiative: { min: 0, max: 6 }, obedience: { min: 0, max: 6 },
} as const satisfies Record<string, Limits>

/** A combat unit's movement allowance as printed (3.1, read by 16.4 for the cavalry's class): 1 or more, two digits at most (a field limit). */
export const UNIT_MOVEMENT_LIMITS: Limits = { min: 1, max: TWO_DIGITS }
