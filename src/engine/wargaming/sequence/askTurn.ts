import { ALLOWED, type OwedRef, type Verdict } from '../../core/sequence'
import { no, warn } from './rules'
import type { Question, SeqState, Side } from './types'

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`

/** The turn's own steps: initiative test, card, challenge, pass, end of turn (seed 004, Determining Initiative; End of Turn). */
export function askTurn(s: SeqState, q: Exclude<Question, { q: 'act' | 'melee' | 'test' }>, owed: readonly OwedRef[]): Verdict {
  if (s.ended !== null && !s.playOn) return no('ended', `: ${s.ended}`)
  switch (q.q) {
    case 'initiative test':
      if (s.over !== null) return no('turnOver')
      return s.initiative === null ? ALLOWED : no('initiativeTest')
    case 'card':
      if (s.over !== null) return no('turnOver')
      if (s.initiative !== q.side) return no('turnCard')
      return owed.length ? warn('phaseEnds', ` — ${plural(owed.length, 'item')} still owed`) : ALLOWED
    case 'challenge':
      if (s.over !== null) return no('turnOver')
      return s.initiative !== null && s.initiative !== q.side ? ALLOWED : no('challenge')
    case 'pass':
      if (s.over !== null) return no('turnOver')
      return s.initiative === q.side ? ALLOWED : no('pass')
    case 'end turn':
      if (s.over === null) return no('notOverYet')
      return owed.length ? no('owedAtEnd', ` — ${plural(owed.length, 'item')} still owed`) : ALLOWED
  }
}

/**
 * Owed items as gates (seed 004, Charges & Mêlées): the attackers test after the defensive fire, then the
 * defenders; the mêlée is resolved only after both.
 */
export function askGate(s: SeqState, q: Extract<Question, { q: 'melee' | 'test' }>, owed: readonly OwedRef[]): Verdict {
  const owes = (id: string) => owed.some((o) => o.kind === 'morale' && o.unitIds.includes(id))
  if (q.q === 'melee') {
    // Only a charge's tests gate its mêlée: the units charged this phase and their attackers.
    const inCharge = (id: string) => id in s.charged || Object.values(s.charged).some((by) => by.includes(id))
    return q.units.some((u) => inCharge(u) && owes(u)) ? no('chargeTests') : ALLOWED
  }
  if (q.kind === 'officer casualties') return officers(s, q.side)
  if (q.kind !== 'morale') return ALLOWED
  // Stryker disable next-line ArrayDeclaration: a unit never charged has no attackers to wait for, whatever the default holds.
  return (s.charged[q.unit] ?? []).some(owes) ? no('chargeTests') : ALLOWED
}

/**
 * seed 004, The Cards: Officer Casualties; Leader Casualties — the leaders of the side with the initiative test
 * when its Officer Casualties card is turned. A test carried on the owed list after the phase is the players' call.
 */
function officers(s: SeqState, side: Side | undefined): Verdict {
  if (s.card?.card !== 'Officer Casualties') return warn('officersPhase')
  return side === undefined || side === s.card.side ? ALLOWED : no('officersOfInitiative')
}
