import { ALLOWED, type Verdict } from '../../core/sequence'
import { isPhasing, phaseOf } from './phase'
import { no, players } from './rules'
import type { SeriesState } from './types'

/** A charge declared (9.1, 9.2, 16.4): phasing cavalry in its charge phase, in good order, once. */
export function askCharge(s: SeriesState, unit: string, successive: boolean): Verdict {
  const u = s.units[unit]!
  if (phaseOf(s) !== 'charge') return no('chargePhase')
  if (!isPhasing(s, unit)) return no('otherPlayer')
  if (u.arm !== 'cavalry') return no('chargeCavalry')
  if (u.marker !== null || u.formation === 'disorganized') return no('chargeDisorganized')
  if (s.acts[unit]?.charged) return no('chargeOnce')
  if (successive && s.charged[unit] === s.turn - 1) return no('chargeSuccessive')
  return ALLOWED
}

/** A regular move (6.0, 6.1): the phasing player's movement phase, not after a charge, one unit at a time. */
export function askMove(s: SeriesState, unit: string): Verdict {
  const u = s.units[unit]!
  if (phaseOf(s) !== 'movement') return no('movePhase')
  if (!isPhasing(s, unit)) return no('otherPlayer')
  const act = s.acts[unit]
  if (act?.charged) return no('movedAfterCharge')
  if (act?.moved && s.lastMoved !== unit) return no('moveFinish')
  return u.formation === 'disorganized' ? players('moveDisorganized') : ALLOWED
}

const OWN: Readonly<Record<string, readonly string[]>> = {
  infantry: ['line', 'column', 'general-order', 'square', 'tirailleurs'],
  cavalry: ['line', 'column', 'general-order'],
  artillery: ['limbered', 'unlimbered'],
}

/** A voluntary formation change (6.3, 4.0, 4.7): the phasing player's movement phase, a formation of its arm. */
export function askFormation(s: SeriesState, unit: string, to: string): Verdict {
  const u = s.units[unit]!
  if (to === 'disorganized') return askDisorganize(s, unit)
  if (!isPhasing(s, unit)) return no('otherPlayer')
  if (phaseOf(s) !== 'movement') return no('formationPhase')
  if (u.formation === 'disorganized') return no('disorganizedStays')
  if (!OWN[u.arm]!.includes(to)) return no('formationArm')
  if (u.arm === 'cavalry' && to === 'line') return no('cavalryLine')
  return ALLOWED
}

/** Holding (no move this phase) is the phasing player's choice in his charge or movement phase. */
export function askHold(s: SeriesState, unit: string): Verdict {
  if (!isPhasing(s, unit)) return no('otherPlayer')
  return phaseOf(s) === 'movement' || phaseOf(s) === 'charge' ? ALLOWED : no('movePhase')
}

/**
 * A unit put in disorder by hand: a cavalry may choose it at any time in its turn, or in the opponent's charge and
 * movement phases (6.5); any other unit is disorganized by the terrain or a combat result (4.0), so setting it by
 * hand is the umpire's call.
 */
function askDisorganize(s: SeriesState, unit: string): Verdict {
  if (s.units[unit]!.arm !== 'cavalry') return players('disorganizedByResult')
  return isPhasing(s, unit) || phaseOf(s) === 'charge' || phaseOf(s) === 'movement' ? ALLOWED : no('deliberateDisorganization')
}
