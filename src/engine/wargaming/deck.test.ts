import { describe, expect, it } from 'vitest'
import { seededRandom, shuffle } from '../core'
import { buildDeck, cardEffect, cardType, DECK_REFERENCE, drawCard, nextTurnDeck, shuffleDeck } from './deck'

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

  it('a deck in printed order, card by card, and what each card type does (seed 004, The Cards)', () => {
    expect(buildDeck(1, 1, 'a').drawPile).toEqual([
      'infantry-move-1', 'infantry-move-2', 'infantry-move-3',
      'cavalry-move-1', 'cavalry-move-2', 'cavalry-move-3',
      'artillery-move-1', 'artillery-move-2', 'artillery-move-3',
      'officer-casualties-1',
      'command-indecision-1', 'command-indecision-2',
    ])
    expect(buildDeck(6).drawPile).toHaveLength(16)
    expect(buildDeck(1).owner).toBe('shared')
    const rule = { seed: '004', section: 'The Cards' }
    expect(['infantry-move-3', 'cavalry-move-1', 'artillery-move-2', 'officer-casualties-1', 'command-indecision-12'].map(cardEffect)).toEqual([
      { cardType: 'Infantry Move', arm: 'infantry', passesInitiative: false, leaderCasualtyTests: false, rule },
      { cardType: 'Cavalry Move', arm: 'cavalry', passesInitiative: false, leaderCasualtyTests: false, rule },
      { cardType: 'Artillery Move', arm: 'artillery', passesInitiative: false, leaderCasualtyTests: false, rule },
      { cardType: 'Officer Casualties', arm: null, passesInitiative: false, leaderCasualtyTests: true, rule },
      { cardType: 'Command Indecision', arm: null, passesInitiative: true, leaderCasualtyTests: false, rule },
    ])
    expect(() => cardType('infantry-move')).not.toThrow()
    expect(() => cardType('infantry move-1')).toThrow('Unknown card "infantry move-1".')
    expect(() => cardType('infantry-1-move')).toThrow('Unknown card "infantry-1-move".')
    expect(DECK_REFERENCE.rows).toEqual([
      ['Infantry Move', 3], ['Cavalry Move', 3], ['Artillery Move', 3], ['Officer Casualties', 1], ['Command Indecision', 'C-in-C command indecision rating'],
    ])
  })

  it('next turn: new indecision ids follow the highest, turned cards come back, the shuffle uses the source', () => {
    const start = buildDeck(0)
    const none = nextTurnDeck(start, 2, seededRandom(3))
    expect([...none.drawPile].filter((c) => c.startsWith('command-indecision-')).sort()).toEqual(['command-indecision-1', 'command-indecision-2'])
    const drawn = drawCard(buildDeck(3)).deck
    const next = nextTurnDeck(drawn, 0, seededRandom(5))
    expect([...next.drawPile].sort()).toEqual([...buildDeck(3).drawPile].sort())
    expect(next).toEqual({ ...drawn, drawPile: shuffle([...drawn.drawPile, ...drawn.turned], seededRandom(5)), turned: [] })
    expect(shuffleDeck(drawn, seededRandom(5))).toEqual({ ...drawn, drawPile: shuffle(drawn.drawPile, seededRandom(5)) })
    expect(() => nextTurnDeck(drawn, -1, seededRandom(1))).toThrow('addIndecision must be a whole number ≥ 0, got -1.')
    expect(() => drawCard({ owner: 'a', drawPile: [], turned: [] })).toThrow('The deck is used up: the turn has ended (rules: End of Turn).')
  })

  it('rejects bad input', () => {
    expect(() => buildDeck(7)).toThrow(/commandIndecision is rated 0–6/)
    expect(() => buildDeck(-1)).toThrow(/commandIndecision must be a whole number/)
    expect(() => buildDeck(2, 0.5)).toThrow(/extraIndecision/)
    expect(() => cardType('joker-1')).toThrow(/Unknown card "joker-1"/)
  })
})
