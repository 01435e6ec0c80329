import { DECK_SIZE, HOURS, ROUNDS_PER_HOUR } from './cards/deck'
import { ORDER_CARDS } from './cards/orderCards'
import { SPECIAL_CARDS } from './cards/specialCards'
import { UNIT_TYPES, type UnitType } from './units'

/**
 * The bounds seed 000's rules put on a battle, written once from the engine's own tables, for the checks a
 * battle passes when it is read or imported (src/rulesets/boardgame/unitSchema.ts, cardsSchema.ts).
 */

/** seed 000, Reference Sheet "72 Command Cards": how many of each card the box holds. */
export const CARDS_IN_BOX: Readonly<Record<string, number>> = Object.fromEntries([...ORDER_CARDS, ...SPECIAL_CARDS].map((c) => [c.id, c.count]))
/** 72: the whole box (Reference Sheet). */
export const BOX_CARDS = Object.values(CARDS_IN_BOX).reduce((a, b) => a + b, 0)
/** seed 000, 5.0: each player's deck is 36 cards. */
export const MOST_CARDS_IN_A_DECK = DECK_SIZE
/** seed 000, 4.1: up to six hours; 0 before the first deal. */
export const MOST_HOURS = HOURS
/**
 * seed 000, 4.1 / 5.0: six rounds an hour. The round counter stands at 7 once both players have played the sixth
 * card, until the next hour is dealt (cardOps: "Hour n still has rounds to play" is refused until then).
 */
export const MOST_ROUND = ROUNDS_PER_HOUR + 1

/** seed 000, 1.1: a unit's full strength in elements (counter + chips); a lone general is one piece (6.31). */
export function fullElements(type: UnitType | 'general'): number | undefined {
  return type === 'general' ? 1 : UNIT_TYPES.find((t) => t.type === type)?.elements
}
