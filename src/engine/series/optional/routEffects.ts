import { seriesRule } from '../commandRefs'

export const ROUT_RULE = seriesRule('16.5 Rout')
/** seed 001, 16.5 Other effects: "Its morale is lowered by -3", fire value 0, melee value 0. */
export const ROUT_MORALE_MODIFIER = -3
export const ROUTED_FIRE_VALUE = 0
export const ROUTED_MELEE_VALUE = 0
/** seed 001, 16.5: "two markers equal to the current turn number plus 2". */
export const ROUT_MARKER_OFFSET = 2
export const ROUT_MARKER_COUNT = 2

/** The number on both rout markers of a unit routed during `turn` (example: turn 4 → two "6" markers). */
export function routMarker(turn: number): number {
  return turn + ROUT_MARKER_OFFSET
}
