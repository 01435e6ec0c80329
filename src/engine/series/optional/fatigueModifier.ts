import { check } from '../../core'
import { seriesRule } from '../commandRefs'
import type { FatigueBeyondTwenty } from '../moraleInput'

export const FATIGUE_RULE = seriesRule('16.9 Fatigue')
/** seed 001, 16.9: "This system is therefore a base 5 system": one morale point per 5 fatigue points. */
export const FATIGUE_POINTS_PER_MARKER = 5
/** seed 001, 16.9 Consequences: the last printed step is 20 points, morale −4. */
export const LAST_PRINTED_FATIGUE_PENALTY = 4

/**
 * The morale change for a corps' fatigue points: 1–4 none, 5 −1, 10 −2, 15 −3, 20 −4 (16.9 Consequences).
 * RULES.md ruling 39: beyond 20 the scale continues (25 → −5), or, as an option, stops at −4.
 */
export function fatigueMoraleModifier(points: number, beyond: FatigueBeyondTwenty = 'continues'): number {
  check(Number.isInteger(points) && points >= 0, 'out-of-range', 'fatiguePoints', `Fatigue points must be a whole number, 0 or more, got ${points}.`)
  check(beyond === 'continues' || beyond === 'stops at -4', 'unknown-value', 'rulings.fatigueBeyondTwenty', `Unknown reading "${beyond}".`)
  const markers = Math.floor(points / FATIGUE_POINTS_PER_MARKER)
  return 0 - (beyond === 'continues' ? markers : Math.min(markers, LAST_PRINTED_FATIGUE_PENALTY))
}
