import { ALLOWED, firstRefusal, type Verdict } from '../../core/sequence'
import { wonGate } from './gates'
import { kindOf } from './kind'
import { no } from './rules'
import type { BgState } from './types'

const REACTS: readonly string[] = ['artillery', 'cavalry', 'infantry']

/**
 * A special action (seed 000, 9.41) is a reaction during the enemy cavalry's charge, not an order: only artillery,
 * cavalry and infantry react, each once a round (it "may not move or fire for the remainder of the round").
 */
export function askSpecial(s: BgState, unit: string): Verdict {
  const u = s.units[unit]
  if (!u || u.out || u.absorbed) return no('removed')
  if (!REACTS.includes(kindOf(u.type) ?? '')) return no('reactArm')
  return firstRefusal(wonGate(s), s.acts[unit]?.special ? no('reactOnce') : ALLOWED)
}
