import { MARKERS } from './markers'
import { ORDER_OF_BATTLE, type OrderOfBattleUnit } from './orderOfBattle'

/**
 * The bounds seed 002's rules put on a battle, written once, for the checks a battle passes when it is read or
 * imported (src/rulesets/waterloo/unitSchema.ts, battleSchema.ts). cup.ts checks the same 1–12 where it moves
 * the marker.
 */

/** seed 002, C Game Turn Track: twelve Game Turns, 1–12 (the boxes of the track, D and I, are the same). */
export const FIRST_GAME_TURN = 1
export const LAST_GAME_TURN = 12

/** seed 002, L-1: every activation marker the game has. */
export const MARKER_IDS: ReadonlySet<string> = new Set(Object.keys(MARKERS))

/** seed 002, L: the unit of the order of battle with this id, or undefined (the text does not name it). */
export function orderOfBattleUnit(id: string): OrderOfBattleUnit | undefined {
  return ORDER_OF_BATTLE.find((u) => u.id === id)
}
