import { ALLOWED, forbidden, leftToPlayers, type OwedRef, type Verdict } from '../../core/sequence'
import { kindOf } from './kind'
import { begun } from './step'
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
export function owedGate(owed: readonly OwedRef[], unit?: string, s?: BgState): Verdict {
  const left = owed.filter((o) => !(unit !== undefined && o.kind === 'reaction' && o.unitIds.includes(unit)))
  if (!left.length) return ALLOWED
  if (unit !== undefined && s && chargerPushedBack(s, unit, left)) return leftToPlayers(RULES.reactedCharge[0], RULES.reactedCharge[1])
  return forbidden(RULES.resolved[0], `${RULES.resolved[1]} Still owed: ${left.length}.`)
}

/**
 * A charging cavalry that has moved and owes only its own retreat (the flags of a reaction's fire): 9.41 puts the
 * reaction "BEFORE the enemy cavalry attacks" but does not say whether a charger driven back still attacks.
 */
function chargerPushedBack(s: BgState, unit: string, owed: readonly OwedRef[]): boolean {
  const u = s.units[unit]
  return !!u && kindOf(u.type) === 'cavalry' && begun(s.acts[unit]) && owed.every((o) => o.kind === 'retreat' && o.unitIds.includes(unit))
}

/** The unit can act at all: on the map (9.31; absorbed, 6.21.3). */
export function unitGate(s: BgState, unit: string): Verdict {
  const u = s.units[unit]
  return !u || isLost(u) ? no('removed') : ALLOWED
}
