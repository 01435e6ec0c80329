import { ALLOWED, forbidden, type Verdict } from '../../core/sequence'
import { cardAllows } from '../../boardgame/sequence/cardAllows'
import { cardGate } from './cardGate'
import { kindOf, typeOf } from './kind'
import { no, RULES } from './rules'
import type { MiniState } from './types'

/** The reference-sheet row after `segments` moved: can the unit still fire ("and"), or does it print NO / -? */
function fireAfterMove(type: string, segments: number): 'and' | 'NO' | '-' {
  const moved = Math.ceil(segments)
  // Stryker disable next-line OptionalChaining,ConditionalExpression: an unknown type has no kind and never gets here; 'no' rows print no fire
  const row = typeOf(type)?.options.find((o) => o.move !== 'no' && moved <= o.move)
  if (!row) return '-'
  if (row.and === 'and') return 'and'
  return row.fire.includes('NO') ? 'NO' : '-'
}

/**
 * Fire (or a cavalry charge) by `unit`: a general alone never attacks (7.32.5), cavalry only in contact (seed 003,
 * 7.3), once a round (7.1; Bombardment: artillery twice, but never move and fire), and after a move only where the
 * reference sheet prints "and" (move 2: NO fire; Forced March: infantry "move 2 hexes and fight").
 */
export function askFire(s: MiniState, unit: string, adjacent?: boolean): Verdict {
  const u = s.units[unit]!
  const kind = kindOf(u.type)
  if (kind === 'general') return no('generalAttack')
  if (kind === 'cavalry' && adjacent === false) return no('cavalryAdjacent')
  const act = s.acts[unit]
  // Stryker disable next-line ConditionalExpression: an act with neither order nor fire is a retreat or reaction mark, refused before
  if (!act || (act.orders.length === 0 && act.fired === 0)) return cardGate(s, unit, 'fire')
  const c = cardAllows(s.played[u.side]?.as ?? '')
  // Stryker disable next-line ConditionalExpression: Bombardment orders artillery only
  const twice = c.twice && kind === 'artillery'
  if (act.fired >= (twice ? 2 : 1)) return no('fireOnce')
  if (act.orders.includes('rally')) return no('oneOrder')
  if (act.segments === 0) return ALLOWED
  if (twice) return forbidden(`seed 000, Reference Sheet: Special Order Cards, ${c.name}`, c.text)
  const after = fireAfterMove(u.type, act.segments)
  // Stryker disable next-line ConditionalExpression: Forced March orders infantry only
  if (after === 'and' || (after === 'NO' && c.fightAfterTwo && kind === 'infantry')) return ALLOWED
  return kind === 'artillery' ? forbidden(RULES.artilleryMoveOrFire[0], RULES.artilleryMoveOrFire[1]) : no('noFireAfter')
}
