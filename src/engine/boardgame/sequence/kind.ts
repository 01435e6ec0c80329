import { UNIT_TYPES } from '../units'
import type { Kind } from './types'

/** The arm of a unit type of 1.1, or 'general' for a general alone in his hex; an unknown id (a damaged log) reads as none. */
export function kindOf(type: string): Kind | undefined {
  return type === 'general' ? 'general' : UNIT_TYPES.find((t) => t.type === type)?.arm
}

/**
 * seed 000, 6.1 Movement, per type: the most hexes it moves, and the most it may move and still fire.
 * "Infantry can move one hex and fire, or move two hexes but not fire"; "Calvary may move up to 3 hexes and/or shock";
 * "Artillery may move 1 hex OR fire"; "Horse artillery may move up to 2 hexes and/or fire"; "Generals may move up to
 * 3 hexes"; a skirmisher "may move 1 space and/or fire"; "Garrisons may not move".
 */
export function moveAllowance(type: string): { readonly most: number; readonly andFire: number } {
  if (type === 'horse-artillery') return { most: 2, andFire: 2 }
  switch (kindOf(type)) {
    case 'infantry': return { most: 2, andFire: 1 }
    case 'cavalry': return { most: 3, andFire: 3 }
    case 'artillery': return { most: 1, andFire: 0 }
    case 'skirmisher': return { most: 1, andFire: 1 }
    case 'general': return { most: 3, andFire: 0 }
    default: return { most: 0, andFire: 0 }
  }
}
