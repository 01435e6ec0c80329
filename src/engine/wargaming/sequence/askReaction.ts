import { ALLOWED, type OwedRef, type Verdict } from '../../core/sequence'
import { askCharge } from './askCharge'
import { no } from './rules'
import type { Question, SeqState } from './types'

type ActQuestion = Extract<Question, { q: 'act' }>

/** What a unit of the side without the initiative may do now (seed 004, Non-Initiative Units; Opportunity Fire/Charge). */
export function askReaction(s: SeqState, q: ActQuestion, owed: readonly OwedRef[]): Verdict {
  const u = q.unit
  if (s.card === null) return no('firstCard')
  // The card in play is this side's own Command Indecision card: it is relinquishing the initiative.
  if (s.card.side === u.side) return no('indecision')
  const done = s.acted[u.id] ?? []
  switch (q.act) {
    case 'return fire': {
      if (u.arm !== 'infantry' && u.arm !== 'cavalry') return no('returnFire')
      const times = done.filter((a) => a === 'return fire').length
      if ((s.firedOn[u.id] ?? 0) <= times) return no('returnFire')
      return owed.some((o) => o.kind === 'morale' && o.unitIds.includes(u.id)) ? no('testBeforeReturn') : ALLOWED
    }
    case 'opportunity fire':
      if (u.arm !== 'artillery') return no('opportunityFire')
      return q.distanceYards !== undefined && q.distanceYards > 300 ? no('opportunityFire') : ALLOWED
    case 'fired':
      // seed 004, The Cards: Artillery Move — firing by non-initiative units, once the initiative side has finished.
      if (u.arm !== 'artillery' || s.card.card !== 'Artillery Move') return no('nonInitiative')
      return done.includes('opportunity fire') || done.includes('fired') ? no('afterOpportunity') : ALLOWED
    case 'opportunity charge': {
      if (u.arm !== 'cavalry' || u.formation === 'skirmish' || u.order !== 'formed') return no('opportunityCharge')
      const moving = Object.values(s.acted).some((acts) => acts.includes('moved') || acts.includes('formation') || acts.includes('charged'))
      return moving ? askCharge(s, q) : no('opportunityCharge')
    }
    case 'counter-charge':
      if (u.arm !== 'cavalry' || u.formation === 'skirmish') return no('counterChargeCavalry')
      return (s.charged[u.id] ?? []).length > 0 ? askCharge(s, q) : no('counterCharge')
    default:
      return no('nonInitiative')
  }
}
