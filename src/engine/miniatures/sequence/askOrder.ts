import { ALLOWED, firstRefusal, type Verdict } from '../../core/sequence'
import { cardAllows } from '../../boardgame/sequence/cardAllows'
import { cardGate } from './cardGate'
import { squareAllowedOn } from '../square'
import { kindOf, typeOf } from './kind'
import { check, no } from './rules'
import type { MiniState, OrderKind } from './types'


/** The most segments the unit's type moves (reference sheet "Mov. SEGM."; 0 for a garrison). */
export function mostSegments(type: string): number {
  return Math.max(0, ...(typeOf(type)?.options ?? []).map((o) => (o.move === 'no' ? 0 : o.move)))
}

function moveVerdict(s: MiniState, unit: string, segments: number): Verdict {
  const u = s.units[unit]!
  if (kindOf(u.type) === 'garrison') return no('garrison')
  if (u.square) return no('squareNoMove')
  const twice = cardAllows(s.played[u.side]?.as ?? '').twice
  const most = mostSegments(u.type) * (twice ? 2 : 1)
  if (segments > most + 1) return no('segments')
  return segments > most ? check('road') : ALLOWED
}

function formationVerdict(s: MiniState, unit: string, order: OrderKind, terrain?: string): Verdict {
  const u = s.units[unit]!
  if (kindOf(u.type) !== 'infantry' || u.square !== (order === 'leave-square')) return no('squareInfantry')
  if (order === 'leave-square') return ALLOWED
  if (terrain === undefined) return check('squareTerrain')
  return squareAllowedOn(terrain) ? ALLOWED : no('squareTerrain')
}

/** What this order itself asks of the unit, whatever the card. */
function orderItself(s: MiniState, unit: string, order: OrderKind, segments: number, terrain?: string): Verdict {
  const kind = kindOf(s.units[unit]!.type)
  if (order === 'move') return moveVerdict(s, unit, segments)
  if (order === 'square' || order === 'leave-square') return formationVerdict(s, unit, order, terrain)
  if (order === 'rally' && kind !== 'general' && cardAllows(s.played[s.units[unit]!.side]?.as ?? '').card !== 'rally') return no('rallyGeneral')
  return ALLOWED
}

/**
 * A unit's order (seed 000, 6.0): its first of the round goes through the card; a second is refused, except a move
 * after leaving square ("Before starting movement, infantry may change from combat formation to square, or visa versa").
 */
export function askOrder(s: MiniState, unit: string, order: OrderKind, segments = 0, terrain?: string): Verdict {
  const act = s.acts[unit]
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an act with neither order nor fire is a retreat or reaction mark, refused before
  const begun = act !== undefined && (act.orders.length > 0 || act.fired > 0)
  const itself = orderItself(s, unit, order, segments, terrain)
  if (!begun) return firstRefusal(itself, cardGate(s, unit, order))
  if (act.fired > 0 && order === 'move') return no('moveThenFire')
  const afterFormation = act.orders.length === 1 && (act.orders[0] === 'leave-square' || act.orders[0] === 'square') && order === 'move' && act.fired === 0
  return afterFormation ? itself : no('oneOrder')
}
