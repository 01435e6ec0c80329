import { ALLOWED, type Verdict } from '../../core/sequence'
import { no, warn } from './rules'
import type { Question, SeqState } from './types'

type ActQuestion = Extract<Question, { q: 'act' }>

/**
 * seed 004, Charges & Mêlées; Restrictions on Charges; Skirmishers: who may charge whom. The straight
 * last 50/150 yards only decides the charging bonus, so it is the players' to measure, not asked here.
 */
export function askCharge(s: SeqState, q: ActQuestion): Verdict {
  const u = q.unit
  const t = q.target
  if (u.arm === 'artillery' || u.formation === 'skirmish') return no('neverCharge')
  if (u.arm === 'leader' || u.order !== 'formed') return no('formedCharge')
  if (u.fatigue === 'exhausted') return no('exhausted')
  if (!t) return ALLOWED
  if (u.arm === 'infantry' && t.arm === 'cavalry') return no('infantryVsCavalry')
  if (t.inBuildings || t.behindWall) return no('buildings')
  if (u.side === s.initiative && u.arm === 'cavalry' && t.arm === 'cavalry' && (s.acted[t.id] ?? []).includes('opportunity charge')) return no('vsOpportunityCharge')
  // A counter-charge meets the charge that made the mêlée: it is that mêlée, not another.
  const inMelee = t.inMelee || s.melees.some((m) => m.includes(t.id))
  if (!inMelee || q.act === 'counter-charge') return ALLOWED
  // Several units may charge one enemy together and pool the mêlée: a friend's charge this phase is the players' call.
  return (s.charged[t.id] ?? []).length > 0 && !t.inMelee ? warn('existingMelee', ' (several units charging one enemy together count as one mêlée: the umpire decides)') : no('existingMelee')
}
