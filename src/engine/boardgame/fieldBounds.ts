import { fullElements } from './bounds'
import { moveAllowance } from './sequence/kind'
import { UNIT_TYPES, type UnitType } from './units'

/**
 * The bounds of the numbers players type on the boardgame's screens, from the text's own values, so a field
 * refuses what the rules cannot give and says so beside it. A number within them may still be refused by the
 * sequence (a unit's own allowance), with the rule quoted.
 */
export interface FieldBounds { readonly min: number; readonly max: number }

/** seed 000, 6.1 Movement: Roads: "may move 1 hex more than its normal allowance". */
export const ROAD_BONUS = 1

/** seed 000, 6.1: the most any piece moves (cavalry and generals up to 3), one more all on a road. */
export const HEXES_MOVED: FieldBounds = { min: 1, max: Math.max(...[...UNIT_TYPES.map((t) => t.type), 'general'].map((t) => moveAllowance(t).most)) + ROAD_BONUS }

/**
 * seed 000, 9.41 1): one white die per empty hex between the two units before the charge. The charger moves at
 * most a cavalry's 3 hexes (6.1), one more on a road, and ends adjacent: at most that less one hex between.
 */
export const EMPTY_HEXES_BETWEEN: FieldBounds = { min: 0, max: Math.max(...UNIT_TYPES.filter((t) => t.arm === 'cavalry').map((t) => moveAllowance(t.type).most)) + ROAD_BONUS - 1 }

/** seed 000, 1.1: a unit has at least its counter (1 element) and at most its full strength. */
export function elementsOf(type: UnitType | 'general'): FieldBounds {
  return { min: 1, max: fullElements(type) ?? 1 }
}
