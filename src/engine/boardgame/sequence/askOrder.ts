import { ALLOWED, firstRefusal, type Verdict } from '../../core/sequence'
import { squareAllowedOn } from './square'
import { begun } from './step'
import { cardGate } from './cardGate'
import { kindOf, moveAllowance } from './kind'
import { cardOf } from './round'
import { check, no } from './rules'
import type { BgState, OrderKind, UnitFacts } from './types'

/** The most hexes the unit may move now: 6.1, Bombardment's "move twice", Forced March's "move 2 hexes". */
export function mostHexes(s: BgState, u: UnitFacts): number {
  const c = cardOf(s, u.side)
  const most = moveAllowance(u.type).most
  return c.twice && kindOf(u.type) === 'artillery' ? most * 2 : most
}

function moveVerdict(s: BgState, u: UnitFacts, hexes: number): Verdict {
  if (kindOf(u.type) === 'garrison') return no('garrison')
  if (u.square) return no('squareNoMove')
  const most = mostHexes(s, u)
  if (hexes > most + 1) return no('hexes')
  return hexes > most ? check('road') : ALLOWED
}

function formationVerdict(u: UnitFacts, order: OrderKind, terrain?: string): Verdict {
  if (kindOf(u.type) !== 'infantry' || u.square !== (order === 'leave-square')) return no('squareInfantry')
  if (order === 'leave-square') return ALLOWED
  if (terrain === undefined) return check('squareTerrain')
  return squareAllowedOn(terrain) ? ALLOWED : no('squareTerrain')
}

/** seed 000, 6.31.4 and the Rally card: a general recovers his own unit's losses; the card, any unit's. */
function rallyVerdict(s: BgState, u: UnitFacts): Verdict {
  const kind = kindOf(u.type)
  if (kind === 'general' || kind === 'garrison' || kind === 'skirmisher') return no('rallyCard')
  if (cardOf(s, u.side).card === 'rally') return ALLOWED
  return u.general === '' ? no('rallyGeneral') : ALLOWED
}

/** seed 000, 6.1 Skirmishers: French or English infantry, élite infantry of other armies, not a lone counter. */
function skirmisherVerdict(u: UnitFacts): Verdict {
  const may = kindOf(u.type) === 'infantry' && (u.nation === 'French' || u.nation === 'English' || u.type === 'elite-infantry')
  return may && u.elements > 1 ? ALLOWED : no('skirmisher')
}

/** What this order itself asks of the unit, whatever the card. */
function orderItself(s: BgState, u: UnitFacts, order: OrderKind, hexes: number, terrain?: string): Verdict {
  if (order === 'move') return moveVerdict(s, u, hexes)
  if (order === 'square' || order === 'leave-square') return formationVerdict(u, order, terrain)
  if (order === 'rally') return rallyVerdict(s, u)
  if (order === 'skirmisher') return skirmisherVerdict(u)
  return ALLOWED
}

/**
 * A unit's order (seed 000, 6.0): its first of the round goes through the card; a second is refused, except a move
 * after a formation change ("Before starting movement, infantry may change from combat formation to square, or visa
 * versa"). A unit that retreated may not move that round (10.0 E).
 */
export function askOrder(s: BgState, unit: string, order: OrderKind, hexes = 0, terrain?: string): Verdict {
  const u = s.units[unit]!
  const act = s.acts[unit]
  if (act?.special) return no('special')
  if (act?.retreated && order === 'move') return no('retreated')
  const itself = orderItself(s, u, order, hexes, terrain)
  if (!begun(act)) return firstRefusal(itself, cardGate(s, unit, order))
  if (act.fired > 0 && order === 'move') return no('moveThenFire')
  const afterFormation = act.orders.length === 1 && act.orders[0] === 'leave-square' && order === 'move' && act.fired === 0
  return afterFormation ? itself : no('oneOrder')
}
