import { checkBand, type RangeBand } from './ruler'
import { base, mini } from './refs'
import type { WorkingLine } from '../core'
import type { UnitKind } from './referenceSheet'
import type { MiniaturesRulings } from './rulings'

export const RETREAT_RULE = mini('10.0 Retreats')

/** What forced the retreat: the firing or charging unit. */
export interface RetreatCause {
  readonly kind: 'infantry' | 'cavalry' | 'artillery' | 'garrison'
  /** Base to base with the retreating unit (a charging cavalry unit always is). */
  readonly adjacent: boolean
  /** Range band it fired at (1 = short range), for 10.0 rule 7. */
  readonly range?: RangeBand
}

export interface RetreatSituation {
  readonly kind: UnitKind
  readonly inBuiltUpArea?: boolean
  readonly generalAttached?: boolean
  readonly inSquare?: boolean
  readonly cause?: RetreatCause
  /** The unit cannot retreat: units in the way or the table edge (10.0 rules 1–3). */
  readonly retreatBlocked?: boolean
  /** Ruling 25 (artillery pushed back from afar) as the battle set it. */
  readonly rulings?: MiniaturesRulings
}

export interface RetreatResult {
  /** Disorder points added instead of, or because of, the retreat. */
  readonly disorder: number
  /** Segments the unit actually retreats. */
  readonly retreat: number
  readonly working: readonly WorkingLine[]
}

/** A retreat line: its number is a count (segments, or disorder points instead), never a modifier. */
const line = (label: string, value: number | string, section = '10.0 Retreats'): WorkingLine =>
  ({ label, value, rule: mini(section), ...(typeof value === 'number' ? { kind: 'count' as const } : {}) })

/**
 * seed 003, 10.0 Retreats, applied in this order (ruling: rules 6 and 7 speak of a unit "forced to retreat",
 * which rule 4 says units in built-up areas or with an attached general are not, so rule 4 comes first):
 * garrisons ignore retreats (seed 000, Garrisons); 4 built-up area / attached general: not forced;
 * 7 square forced by adjacent infantry or short-range artillery: 1 DP per segment; 5 other squares ignore;
 * 6 artillery forced by an adjacent unit: segments become DP; artillery forced by a unit that is not adjacent
 * ignores the retreat (ruling 25: seed 000 §9.4 #11, kept by seed 003; a missing cause counts as not adjacent);
 * 2–3 cannot retreat: +1 DP, stays in place (ruling 24: exactly one, whatever the segments).
 */
export function applyRetreatRules(segments: number, s: RetreatSituation): RetreatResult {
  if (segments === 0) return { disorder: 0, retreat: 0, working: [] }
  const cause = s.cause
  const range = cause?.range === undefined ? undefined : checkBand(cause.range, 'cause.range')
  if (s.kind === 'garrison') {
    return { disorder: 0, retreat: 0, working: [{ label: `garrison ignores retreat ${segments}`, value: 0, rule: base('6.1 Movement: Garrisons'), kind: 'count' }] }
  }
  if (s.inBuiltUpArea || s.generalAttached) {
    const why = s.inBuiltUpArea ? 'in a built-up area' : 'general attached'
    return { disorder: 0, retreat: 0, working: [line(`${why}: not forced to retreat ${segments} (rule 4)`, 0)] }
  }
  if (s.inSquare) {
    const converts = cause !== undefined && cause.adjacent && cause.kind === 'infantry'
      || (cause?.kind === 'artillery' && range === 1)
    if (converts) return { disorder: segments, retreat: 0, working: [line(`square forced back ${segments}: 1 disorder point per segment (rule 7)`, segments)] }
    return { disorder: 0, retreat: 0, working: [line(`in square: ignores retreat ${segments} (rule 5)`, 0)] }
  }
  if (s.kind === 'artillery' && cause?.adjacent) {
    return { disorder: segments, retreat: 0, working: [line(`artillery forced back ${segments} by an adjacent unit: disorder points instead (rule 6)`, segments)] }
  }
  if (s.kind === 'artillery' && s.rulings?.artilleryRetreatFromAfar !== 'retreats') {
    return { disorder: 0, retreat: 0, working: [{ label: `artillery forced back ${segments} by a unit not adjacent: ignores the retreat (ruling 25)`, value: 0, rule: base('9.4 Combat Modifiers #11'), kind: 'count' }] }
  }
  if (s.retreatBlocked) {
    return { disorder: 1, retreat: 0, working: [line(`cannot retreat ${segments}: +1 disorder point, remains in place (rule 2)`, 1)] }
  }
  return { disorder: 0, retreat: segments, working: [line(`retreat ${segments} segment${segments === 1 ? '' : 's'}`, segments)] }
}
