import { ALLOWED, type Verdict } from '../../core/sequence'
import { no } from './rules'
import type { Act, MoveCard, SeqState, UnitFacts } from './types'

const ARM_OF: Record<MoveCard, 'infantry' | 'cavalry' | 'artillery'> = { 'Infantry Move': 'infantry', 'Cavalry Move': 'cavalry', 'Artillery Move': 'artillery' }
const CARD_RULE = { 'Infantry Move': 'infantryCard', 'Cavalry Move': 'cavalryCard', 'Artillery Move': 'artilleryCard' } as const
const MOVING: readonly Act[] = ['moved', 'formation', 'held']

function leaderMay(card: MoveCard, u: UnitFacts, act: Act): Verdict {
  if (act !== 'moved' && act !== 'held') return no('leadersMove')
  // seed 004, The Cards: Infantry Move / Cavalry Move — which leaders move on each card.
  if (card === 'Infantry Move') return u.commands === 'cavalry' ? no('infantryLeaders') : ALLOWED
  return card === 'Cavalry Move' && u.commands === 'cavalry' ? ALLOWED : no(card === 'Cavalry Move' ? 'cavalryLeaders' : 'leadersMove')
}

/** May `u` of the side with the initiative do `act` on `card` (seed 004, The Cards)? */
export function cardAllows(s: SeqState, card: MoveCard, u: UnitFacts, act: Act): Verdict {
  if (u.arm === 'leader') return leaderMay(card, u, act)
  if (u.arm === ARM_OF[card]) return ALLOWED
  const moved = s.movedOn[u.id] ?? []
  if (card === 'Infantry Move' && u.division === 'infantry') {
    if (!MOVING.includes(act)) return no('mixedArms')
    if (u.arm === 'cavalry' && moved.includes('Cavalry Move')) return no('cavalryOfInfantry')
    return moved.includes('Artillery Move') ? no('mixedArms') : ALLOWED
  }
  if (card === 'Cavalry Move' && u.arm === 'artillery' && u.division === 'cavalry') {
    if (!MOVING.includes(act)) return no('horseArtillery')
    return moved.includes('Artillery Move') ? no('horseArtillery') : ALLOWED
  }
  return no(CARD_RULE[card])
}
