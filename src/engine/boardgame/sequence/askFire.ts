import { ALLOWED, forbidden, type Verdict } from '../../core/sequence'
import { begun } from './step'
import { cardGate } from './cardGate'
import { kindOf, moveAllowance } from './kind'
import { mostHexes } from './askOrder'
import { cardOf } from './round'
import { check, no } from './rules'
import type { BgState } from './types'

/**
 * Fire (or a cavalry shock) by `unit`: a general alone never attacks (7.32.5); after a special action only its own
 * reaction fire (9.41); once a round (7.1; Bombardment: artillery twice, but never move and fire); after a move only
 * as far as 6.1 allows ("move one hex and fire, or move two hexes but not fire"; "Artillery may move 1 hex OR fire"),
 * a road's extra hex left to the players (6.1 Roads).
 */
export function askFire(s: BgState, unit: string): Verdict {
  const u = s.units[unit]!
  const kind = kindOf(u.type)
  if (kind === 'general') return no('generalAttack')
  const act = s.acts[unit]
  if (act?.special) return act.reactionFire ? ALLOWED : no('special')
  if (!begun(act)) return cardGate(s, unit, 'fire')
  const c = cardOf(s, u.side)
  const twice = c.twice && kind === 'artillery'
  if (act.fired >= (twice ? 2 : 1)) return no('fireOnce')
  if (act.orders.some((o) => o === 'rally' || o === 'skirmisher')) return no('oneOrder')
  if (act.hexes === 0) return ALLOWED
  if (twice) return forbidden(`seed 000, Reference Sheet: ${c.name}`, c.text)
  if (kind === 'artillery' && u.type !== 'horse-artillery') return no('artilleryMoveOrFire')
  // seed 000, Forced March: "All the infantry units in one sector can move 2 hexes and fight."
  const most = c.fightAfterTwo && kind === 'infantry' ? 2 : moveAllowance(u.type).andFire
  if (act.hexes <= most) return ALLOWED
  return act.hexes <= mostHexes(s, u) + 1 && act.hexes === most + 1 ? check('road') : no(kind === 'infantry' ? 'infantryTwoNoFire' : 'hexes')
}
