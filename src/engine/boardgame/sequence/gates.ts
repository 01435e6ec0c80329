import { ALLOWED, forbidden, type OwedRef, type Verdict } from '../../core/sequence'
import { isLost } from './counts'
import { no, RULES } from './rules'
import { battleWon, standing } from './standing'
import type { BgState } from './types'

/** A won battle ends (seed 000, 4.2, 12.0) unless the umpire chose to play on. */
export function wonGate(s: BgState): Verdict {
  if (!battleWon(s)) return ALLOWED
  const st = standing(s)
  return forbidden(st.section, `The battle is won: ${st.reasons.join('; ')}.`)
}

/**
 * Anything owed (a retreat, a reaction's fire) is done before the next order or card: "Combats are resolved
 * immediately, including taking losses and retreating" (5.1 step 3). `unit`'s own reaction fire is not in its way.
 */
export function owedGate(owed: readonly OwedRef[], unit?: string): Verdict {
  const left = owed.filter((o) => !(unit !== undefined && o.kind === 'reaction' && o.unitIds.includes(unit)))
  return left.length ? forbidden(RULES.resolved[0], `${RULES.resolved[1]} Still owed: ${left.length}.`) : ALLOWED
}

/** The unit can act at all: on the map (9.31; absorbed, 6.21.3). */
export function unitGate(s: BgState, unit: string): Verdict {
  const u = s.units[unit]
  return !u || isLost(u) ? no('removed') : ALLOWED
}
