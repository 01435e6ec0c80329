import { ALLOWED, forbidden, type OwedRef, type Verdict } from '../../core/sequence'
import { no, RULES } from './rules'
import { battleWon, standing } from './standing'
import type { MiniState } from './types'

/** A won battle ends (seed 000, 4.2) unless the umpire chose to play on. */
export function wonGate(s: MiniState): Verdict {
  return battleWon(s) ? forbidden(standing(s).section, `${RULES.won[1]} The battle is won: ${standing(s).reason}.`) : ALLOWED
}

/** Anything owed (a retreat, a cavalry advance) is done before the next order or card: combats resolve at once. */
export function owedGate(owed: readonly OwedRef[]): Verdict {
  return owed.length ? forbidden(RULES.resolved[0], `${RULES.resolved[1]} Still owed: ${owed.length}.`) : ALLOWED
}

/** The unit can act at all this round: not removed, not retreated, not after a successful special action. */
export function unitGate(s: MiniState, unit: string): Verdict {
  const u = s.units[unit]
  if (!u || u.out) return no('removed')
  const act = s.acts[unit]
  if (act?.retreated) return no('retreated')
  if (act?.special) return no('special')
  return ALLOWED
}
