import { seriesRule } from '../commandRefs'

export const ARTILLERY_RETREAT_RULE = seriesRule('16.3 Artillery Retreat')

/** seed 001, 16.3: where disorganized artillery goes under the optional rule. */
export function disorganizedArtillery(limbered: boolean): string {
  return limbered
    ? 'retreats normally'
    : 'stays in the hex with a turn marker across the counter; eliminated if the enemy enters; may retreat as a disorganized unit next movement phase'
}
