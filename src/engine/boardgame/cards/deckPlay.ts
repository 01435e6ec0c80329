import { check, shuffle, type Deck, type RandomSource } from '../../core'
import { CARDS_PER_HOUR, DECK_SIZE } from './deck'

/** Shuffles the draw pile ("shuffle and deal each player a hand of 6 cards from his deck", seed 000, 4.1). */
export function shuffleDeck(deck: Deck, rng: RandomSource): Deck {
  return { ...deck, drawPile: shuffle(deck.drawPile, rng) }
}

/** Hours dealt so far (1 after the first hand). */
export function hoursDealt(deck: Deck): number {
  return Math.ceil((DECK_SIZE - deck.drawPile.length) / CARDS_PER_HOUR)
}

/** seed 000, 4.1: "When both hands are exhausted, deal each player 6 more cards". */
export function dealHour(deck: Deck): Deck {
  const hand = deck.hand ?? []
  check(hand.length === 0, 'not-allowed-together', 'hand', `Play the ${hand.length} card${hand.length === 1 ? '' : 's'} left in hand before the next hour.`)
  check(deck.drawPile.length >= CARDS_PER_HOUR, 'out-of-range', 'drawPile', 'All six hours have been dealt: the battle is over (seed 000, 12.1).')
  return { ...deck, drawPile: deck.drawPile.slice(CARDS_PER_HOUR), hand: deck.drawPile.slice(0, CARDS_PER_HOUR) }
}

/** seed 000, 5.1: each round both players play one card from hand; it is turned face up. */
export function playCard(deck: Deck, card: string): Deck {
  const hand = [...(deck.hand ?? [])]
  const i = hand.indexOf(card)
  check(i >= 0, 'unknown-value', 'card', `"${card}" is not in this hand (${hand.join(', ') || 'empty'}).`)
  hand.splice(i, 1)
  return { ...deck, hand, turned: [...deck.turned, card] }
}
