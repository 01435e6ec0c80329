import { ALLOWED, firstRefusal, type OwedRef, type Verdict } from '../../core/sequence'
import { askCharge } from './askCharge'
import { askReaction } from './askReaction'
import { cardAllows } from './cardAllows'
import { no } from './rules'
import { REACTIONS, type Act, type MoveCard, type Question, type SeqState } from './types'

type ActQuestion = Extract<Question, { q: 'act' }>
const CHARGES: readonly Act[] = ['charged', 'opportunity charge', 'counter-charge']

/** What the unit's earlier acts this phase allow (seed 004, The Cards: "may move and then fire, fire only or charge"). */
function afterEarlier(s: SeqState, q: ActQuestion): Verdict {
  const done = s.acted[q.unit.id] ?? []
  const has = (a: Act) => done.includes(a)
  const artillery = q.unit.arm === 'artillery'
  switch (q.act) {
    case 'moved':
    case 'formation':
      if (q.unit.fatigue === 'exhausted' && q.act === 'moved') return no('exhausted')
      if (has('fired') || has('charged')) return no(artillery ? 'artilleryOptions' : 'moveFireCharge')
      return ALLOWED
    case 'fired':
      if (has('fired') || has('charged')) return no('moveFireCharge')
      // seed 004, The Cards: Artillery Move — move and fire is not among the artillery's options.
      return artillery && has('moved') ? no('artilleryOptions') : ALLOWED
    case 'charged':
      return has('moved') || has('formation') || has('fired') || has('charged') ? no('moveFireCharge') : ALLOWED
    case 'rallied':
      if (s.falling[q.unit.id]) return no('stillFalling')
      if (q.unit.order === 'formed') return no('nothingToReform')
      return s.reformByTest.includes(q.unit.id) ? no('reform') : ALLOWED
    default:
      return ALLOWED
  }
}

function mayFire(q: ActQuestion): Verdict {
  const fires = q.act === 'fired' || q.act === 'return fire' || q.act === 'opportunity fire'
  if (!fires) return ALLOWED
  // seed 004, Firing: limbered artillery, cavalry without carbines and troops with no fire factor may not fire.
  return q.unit.canFire === false || q.unit.formation === 'limbered' ? no('whoFires') : ALLOWED
}

/** Any act of any unit, by the side with the initiative or without it (seed 004, The Cards; Non-Initiative Units). */
export function askAct(s: SeqState, q: ActQuestion, owed: readonly OwedRef[]): Verdict {
  if (s.ended !== null && !s.playOn) return no('ended', `: ${s.ended}`)
  if (s.over !== null && s.card === null) return no('turnOver')
  if (s.initiative === null) return no('firstCard')
  const fire = mayFire(q)
  if (q.act === 'fell short') return CHARGES.some((a) => (s.acted[q.unit.id] ?? []).includes(a)) ? ALLOWED : no('fellShort')
  if (q.unit.side !== s.initiative) return firstRefusal(fire, askReaction(s, q, owed))
  if (REACTIONS.includes(q.act)) return no('reactionsOnly')
  if (s.card === null || s.card.side !== q.unit.side) return no('firstCard')
  if (s.card.card === 'Officer Casualties') return no('officers')
  if (s.initiativeDone) return no('initiativeDone')
  const card = s.card.card as MoveCard
  return firstRefusal(cardAllows(s, card, q.unit, q.act), fire, afterEarlier(s, q), q.act === 'charged' ? askCharge(s, q) : ALLOWED)
}
