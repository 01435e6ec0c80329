import { ALLOWED, type OwedRef, type Verdict } from '../../core/sequence'
import { no } from './rules'
import type { WlState } from './types'

/** seed 002, C: after Game Turn #12 nothing more is done, unless the umpire plays on (logged). */
export function overGate(s: WlState): Verdict {
  if (s.over && !s.playOn) return no('over')
  return s.gameTurn === null ? no('notBegun') : ALLOWED
}

/** seed 002, F: an action waits until the one before it is fully resolved, owed items included. */
export function resolvedGate(s: WlState, owed: readonly OwedRef[], own: string | null = null): Verdict {
  const open = Object.entries(s.acts).some(([id, a]) => !a.resolved && id !== own)
  return open || owed.length > 0 ? no('resolved') : ALLOWED
}
