import { HIDDEN_CARD } from '@/model/secret'

/**
 * A card this phone may not see: in a shared battle the public log carries the other side's hand masked,
 * each card as HIDDEN_CARD with the same count (the model's one mark, src/model/secret.ts). The cards
 * screens show such a hand as "6 cards (hidden)" instead of offering to reveal it.
 */
export { HIDDEN_CARD }

/** How many cards of the hand are hidden from this phone, or null when it sees the whole hand. */
export function hiddenCount(hand: readonly string[]): number | null {
  return hand.includes(HIDDEN_CARD) ? hand.length : null
}

/** "6 cards (hidden)", "1 card (hidden)". */
export const hiddenWords = (n: number): string => `${n} ${n === 1 ? 'card' : 'cards'} (hidden)`
