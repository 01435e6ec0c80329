import { BOARDGAME_SCENARIOS } from '../scenarios'
import type { Scenario } from '../cards'
import { kindOf } from './kind'
import type { UnitFacts } from './types'

/**
 * Whether a unit counts toward victory when it is lost, by its kind:
 * - garrisons "If eliminated, they do not count towards victory points unless otherwise noted in the scenario" and
 *   "Eliminated skirmishers do not count towards victory points" (seed 000, 6.1); Ligny: "The elimination of the
 *   garrisons does NOT count towards the victory conditions" (13.3);
 * - "a unit that is absorbed is considered eliminated (exception: detached skirmisher units)" (6.21.3);
 * - "A killed general is considered an eliminated enemy unit when determining victory" (9.52).
 */
export function countsTowardVictory(u: UnitFacts, scenario: string | null): boolean {
  const kind = kindOf(u.type)
  if (kind === undefined || kind === 'garrison' || kind === 'skirmisher') return false
  const sc = BOARDGAME_SCENARIOS[scenario as Scenario] as (typeof BOARDGAME_SCENARIOS)[Scenario] | undefined
  return !sc?.notCounted.includes(u.type as never)
}

/** Lost: eliminated or absorbed (6.21.3), a killed general included (9.52). */
export const isLost = (u: UnitFacts): boolean => u.out || u.absorbed
