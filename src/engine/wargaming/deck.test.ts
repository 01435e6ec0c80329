import { describe, expect, it } from 'vitest'
import { seededRandom } from '../core'
import { buildDeck, cardEffect, cardType, drawCard, nextTurnDeck, shuffleDeck } from './deck'

const countByType = (cards: readonly string[]) =>
  cards.reduce<Record<string, number>>((acc, c) => ({ ...acc, [cardType(c)]: (acc[cardType(c)] ?? 0) + 1 }), {})

describe('deck (seed 004, Setting up the Deck; The Cards)', () => {
  it('the seed’s Austrian example: indecision 4 → 3 + 3 + 3 + 1 + 4 = 14 cards', () => {
    const deck = buildDeck(4, 0, 'b')
    expect(deck.owner).toBe('b')
    expect(deck.drawPile).toHaveLength(14)
    expect(deck.turned).toEqual([])
    expect(countByType(deck.drawPile)).toEqual({
      'Infantry Move': 3, 'Cavalry Move': 3, 'Artillery Move': 3, 'Officer Casualties': 1, 'Command Indecision': 4,
    })
    expect(deck.drawPile).toContain('infantry-move-1')
    expect(new Set(deck.drawPile).size).toBe(14)
  })

  it('extra indecision cards from earlier turns are added; rating 0 gives none', () => {
    expect(countByType(buildDeck(2, 1).drawPile)['Command Indecision']).toBe(3)
    expect(countByType(buildDeck(0).drawPile)['Command Indecision']).toBeUndefined()
  })

  it('shuffling keeps every card and repeats with the same source', () => {
    const deck = buildDeck(3)
    const s = shuffleDeck(deck, seededRandom(7))
    expect([...s.drawPile].sort()).toEqual([...deck.drawPile].sort())
    expect(shuffleDeck(deck, seededRandom(7))).toEqual(s)
    expect(s.drawPile).not.toEqual(deck.drawPile)
  })

  it('drawing turns the top card and says what it does', () => {
    const first = drawCard(buildDeck(1))
    expect(first.card).toBe('infantry-move-1')
    expect(first.deck.turned).toEqual(['infantry-move-1'])
    expect(first.deck.drawPile).toHaveLength(10)
    expect(first.effect).toMatchObject({ cardType: 'Infantry Move', arm: 'infantry', passesInitiative: false })
    expect(cardEffect('command-indecision-1')).toMatchObject({ passesInitiative: true, arm: null })
    expect(cardEffect('officer-casualties-1')).toMatchObject({ leaderCasualtyTests: true, passesInitiative: false })
  })

  it('a used-up deck cannot be drawn from: the turn has ended', () => {
    let deck = buildDeck(0)
    for (let i = 0; i < 10; i++) deck = drawCard(deck).deck
    expect(deck.drawPile).toEqual([])
    expect(() => drawCard(deck)).toThrow(/used up: the turn has ended/)
  })

  it('next turn gathers every card, adds new indecision cards with fresh ids, reshuffles', () => {
    let deck = buildDeck(2)
    deck = drawCard(drawCard(deck).deck).deck
    const next = nextTurnDeck(deck, 1, seededRandom(1))
    expect(next.turned).toEqual([])
    expect(next.drawPile).toHaveLength(13)
    expect(next.drawPile).toContain('command-indecision-3')
    expect(countByType(next.drawPile)['Command Indecision']).toBe(3)
  })

  it('rejects bad input', () => {
    expect(() => buildDeck(7)).toThrow(/commandIndecision is rated 0–6/)
    expect(() => buildDeck(-1)).toThrow(/commandIndecision must be a whole number/)
    expect(() => buildDeck(2, 0.5)).toThrow(/extraIndecision/)
    expect(() => cardType('joker-1')).toThrow(/Unknown card "joker-1"/)
  })
})
