import { ALLOWED, firstRefusal, type OwedRef, type Verdict } from '../../core/sequence'
import { arrivalGate } from './askArrival'
import { overGate, resolvedGate } from './gates'
import { no } from './rules'
import type { WlQuestion, WlState } from './types'

/** seed 002, D, E, H: the cup's own steps. */
export function askCup(s: WlState, q: WlQuestion, owed: readonly OwedRef[]): Verdict {
  const gate = firstRefusal(overGate(s), q.q === 'napoleon' ? ALLOWED : arrivalGate(s))
  if (gate.verdict !== 'allowed') return gate
  switch (q.q) {
    case 'draw': return firstRefusal(s.drawn ? no('enactDrawn') : s.active ? no('finish') : ALLOWED, resolvedGate(s, owed))
    case 'activate': return s.drawn ? ALLOWED : no('nothingDrawn')
    case 'hold': return s.drawn?.kind === 'french-corps' ? ALLOWED : no('holdCorps')
    case 'done': return s.active ? resolvedGate(s, owed) : no('drawFirst')
    case 'end': return firstRefusal(q.cupEmpty ? ALLOWED : no('endCup'), s.drawn ? no('enactDrawn') : s.active ? no('finish') : ALLOWED, resolvedGate(s, owed))
    // 'napoleon': a held Napoleon marker may be used at any time of the turn (D-3a); the cup knows which are held.
    default: return ALLOWED
  }
}
