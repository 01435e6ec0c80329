import { ALLOWED, type OwedRef, type Verdict } from '../../core/sequence'
import { no } from './rules'
import type { SeriesState } from './types'

/** The unit is on the map: known and not eliminated. */
export function unitGate(s: SeriesState, unit: string): Verdict {
  const u = s.units[unit]
  return !u || u.out ? no('out') : ALLOWED
}

/** A result's owed items are done first (7.3, 8.8: applied immediately); `except` names kinds that may happen meanwhile. */
export function owedGate(owed: readonly OwedRef[], except: readonly string[] = []): Verdict {
  const left = owed.filter((o) => !except.includes(o.kind))
  return left.length ? no('immediate') : ALLOWED
}
