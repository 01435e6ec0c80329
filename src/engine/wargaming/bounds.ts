import { DECK_COMPOSITION, cardType } from './deck'

/**
 * The bounds seed 004's rules put on a battle, written once from the engine's tables, for the checks a battle
 * passes when it is read or imported (src/rulesets/wargaming/battleSchema.ts).
 */

/**
 * seed 004, Setting up the Deck: a card id is its type and its number in the deck ("cavalry-move-2"): three of each
 * move card, one Officer Casualties card, and as many Command Indecision cards as the rating plus those added at the
 * ends of turn (End of Turn). Null when the id names no card of the deck.
 */
export function deckCardProblem(cardId: string): string | null {
  let type
  try {
    type = cardType(cardId)
  } catch {
    return `no card "${cardId.slice(0, 100)}" in the deck (seed 004, Setting up the Deck)`
  }
  const n = Number(/-(\d+)$/.exec(cardId)?.[1] ?? NaN)
  const most = DECK_COMPOSITION.find((c) => c.cardType === type)!.count
  if (!Number.isInteger(n) || n < 1 || (most !== null && n > most))
    return `"${cardId.slice(0, 100)}": the deck has ${most === null ? 'Command Indecision cards numbered from 1' : `${most} ${type} card${most === 1 ? '' : 's'}`} (seed 004, Setting up the Deck)`
  return null
}
