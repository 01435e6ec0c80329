import { check } from '../../core'
import { seriesRule } from '../commandRefs'
import type { Stronghold } from '../moraleInput'

export const STRONGHOLD_RULE = seriesRule('16.6 Morale in town, fortified farm and in a castle')
/** seed 001, 16.6: town +2; fortified farm or castle +3; "with a maximum of 11". */
export const STRONGHOLD_BONUS: Readonly<Record<Stronghold, number>> = { town: 2, 'fortified farm': 3, castle: 3 }
export const STRONGHOLD_MAXIMUM_MORALE = 11

/** The bonus a unit of printed `morale` gets in a stronghold: at most enough to reach 11, never negative. */
export function strongholdBonus(morale: number, where: Stronghold): number {
  check(where in STRONGHOLD_BONUS, 'unknown-value', 'stronghold', `A stronghold is a town, fortified farm or castle, not "${where}".`)
  return Math.max(0, Math.min(STRONGHOLD_BONUS[where], STRONGHOLD_MAXIMUM_MORALE - morale))
}
