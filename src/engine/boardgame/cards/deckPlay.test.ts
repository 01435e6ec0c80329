import { describe, expect, it } from 'vitest'
import { seededRandom, type Deck } from '../../core'
import { buildCommandDecks, dealCommandCards, CARDS_PER_HOUR, DECK_SIZE, HOURS, ORDER_CARDS_EACH, ROUNDS_PER_HOUR, SCENARIOS } from './deck'
import { dealHour, hoursDealt, playCard, shuffleDeck } from './deckPlay'

const deck = (drawPile: string[], hand?: string[]): Deck => ({ owner: 'a', drawPile, turned: [], ...(hand ? { hand } : {}) })
const pile = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`)

describe('the hourly hand (seed 000, 4.1 and 5.0)', () => {
  it('numbers as printed: 36 cards, 6 an hour, 6 rounds an hour, 6 hours, 24 order cards each', () => {
    expect([DECK_SIZE, CARDS_PER_HOUR, ROUNDS_PER_HOUR, HOURS, ORDER_CARDS_EACH]).toEqual([36, 6, 6, 6, 24])
    expect(SCENARIOS).toEqual(['waterloo', 'ligny', 'quatre-bras', 'hypothetical'])
  })
  it('deals the top 6 cards into the hand; hours dealt count from the draw pile', () => {
    const d = dealHour(deck(pile(36)))
    expect(d.hand).toEqual(pile(6))
    expect(d.drawPile).toEqual(pile(36).slice(6))
    expect(hoursDealt(deck(pile(36)))).toBe(0)
    expect(hoursDealt(d)).toBe(1)
    expect(hoursDealt(deck(pile(31)))).toBe(1)
    expect(hoursDealt(deck(pile(30)))).toBe(1)
    expect(hoursDealt(deck(pile(0)))).toBe(6)
    expect(dealHour(deck(pile(6))).drawPile).toEqual([])
  })
  it('refuses a deal while cards are in hand (singular and plural) or when all six hours are dealt', () => {
    expect(() => dealHour(deck(pile(30), ['x']))).toThrow('Play the 1 card left in hand before the next hour.')
    expect(() => dealHour(deck(pile(30), ['x', 'y']))).toThrow('Play the 2 cards left in hand before the next hour.')
    expect(() => dealHour(deck(pile(5)))).toThrow('All six hours have been dealt: the battle is over (seed 000, 12.1).')
    expect(dealHour(deck(pile(12), [])).hand).toHaveLength(6)
  })
  it('plays one copy of a card from the hand onto the turned pile', () => {
    const d = playCard(deck([], ['rally', 'rally', 'leadership']), 'rally')
    expect(d.hand).toEqual(['rally', 'leadership'])
    expect(d.turned).toEqual(['rally'])
    expect(() => playCard(deck([], ['rally']), 'bombardamento')).toThrow('"bombardamento" is not in this hand (rally).')
    expect(() => playCard(deck([]), 'rally')).toThrow('"rally" is not in this hand (empty).')
  })
  it('shuffles the draw pile with the passed source and keeps every card', () => {
    const d = shuffleDeck(deck(pile(36)), seededRandom(5))
    expect([...d.drawPile].sort()).toEqual([...pile(36)].sort())
    expect(d.drawPile).not.toEqual(pile(36))
    expect(shuffleDeck(deck(pile(36)), seededRandom(5))).toEqual(d)
  })
  it('decks go to the sides the battle says; refuses an option other than 1 or 2', () => {
    const decks = buildCommandDecks('ligny', seededRandom(1), { owners: { french: 'b', allied: 'a' } })
    expect([decks.french.owner, decks.allied.owner]).toEqual(['b', 'a'])
    expect(decks.french.turned).toEqual([])
    expect(decks.french.hand).toEqual([])
    expect(() => dealCommandCards('ligny', seededRandom(1), 3 as 1)).toThrow('Card distribution option is 1 or 2, not 3.')
    expect(() => dealCommandCards('austerlitz' as 'ligny', seededRandom(1))).toThrow('Unknown scenario "austerlitz" (waterloo, ligny, quatre-bras, hypothetical).')
  })
})
