import { ALLOWED, type Verdict } from '../../core/sequence'
import { isPhasing, phaseOf } from './phase'
import { no } from './rules'
import type { SeriesState } from './types'

const MOVING = ['charge', 'movement', 'melee']

/** A countercharge (9.7, 4.10): the other player's cavalry in good order, during the charge, movement and melee phases. */
export function askCountercharge(s: SeriesState, unit: string): Verdict {
  const u = s.units[unit]!
  if (isPhasing(s, unit) || u.arm !== 'cavalry' || !MOVING.includes(phaseOf(s))) return no('counterWho')
  return u.formation === 'disorganized' ? no('counterDisorganized') : ALLOWED
}

/** A square attempt against a charge (9.6): the other player's infantry in good order, while charges are on (charge phase, exploitation in the melee phase). */
export function askSquare(s: SeriesState, unit: string): Verdict {
  const u = s.units[unit]!
  const when = phaseOf(s) === 'charge' || phaseOf(s) === 'melee'
  if (isPhasing(s, unit) || u.arm !== 'infantry' || !when || u.formation === 'disorganized') return no('squareWho')
  return ALLOWED
}

/** A rally check (11.0–11.2): the phasing player's rally phase, a disorganized unit whose marker is 2 lower than the turn, once. */
export function askRally(s: SeriesState, unit: string): Verdict {
  const u = s.units[unit]!
  if (phaseOf(s) !== 'rally') return no('rallyPhase')
  if (!isPhasing(s, unit)) return no('otherPlayer')
  if (u.formation !== 'disorganized' || u.marker === null) return no('rallyOnly')
  if (u.marker > s.turn - 2) return no('rallyEligible')
  return s.acts[unit]?.rallied ? no('rallyOnce') : ALLOWED
}
