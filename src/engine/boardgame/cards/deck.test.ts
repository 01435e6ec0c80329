import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../core'
import { deckComposition } from './composition'
import { counterAttackMirror } from './counterAttack'
import { buildCommandDeck, buildCommandDecks, dealCommandCards, DECK_SIZE } from './deck'
import { dealHour, hoursDealt, playCard } from './deckPlay'
import { ORDER_CARDS } from './orderCards'
import { SPECIAL_CARDS } from './specialCards'

const count = (ids: readonly string[], id: string) => ids.filter((x) => x === id).length
const tally = (ids: readonly string[]) => Object.fromEntries([...new Set(ids)].sort().map((id) => [id, count(ids, id)]))

describe('command cards (seed 000, Reference Sheet)', () => {
  it('holds 72 cards: 48 order and 24 special, 3 of each special', () => {
    expect(ORDER_CARDS.reduce((n, c) => n + c.count, 0)).toBe(48)
    expect(SPECIAL_CARDS.reduce((n, c) => n + c.count, 0)).toBe(24)
    expect(SPECIAL_CARDS.map((c) => c.english)).toContain('Fire and Hold Position')
  })

  it('deals the scenarios: 24 order cards each, French 2-2-2-2-1-1-1-1 specials, Allied the reverse', () => {
    const d = dealCommandCards('waterloo', seededRandom(1))
    expect(d.french).toHaveLength(DECK_SIZE)
    expect(d.allied).toHaveLength(DECK_SIZE)
    const orderIds = new Set(ORDER_CARDS.map((c) => c.id))
    expect(d.french.filter((c) => orderIds.has(c))).toHaveLength(24)
    expect(count(d.french, 'grande-carica')).toBe(2)
    expect(count(d.french, 'rally')).toBe(1)
    expect(count(d.allied, 'rally')).toBe(2)
    expect(count(d.allied, 'leadership')).toBe(1)
    // together the two decks are exactly the 72-card set
    const set = Object.fromEntries([...ORDER_CARDS, ...SPECIAL_CARDS].map((c) => [c.id, c.count]))
    expect(tally([...d.french, ...d.allied])).toEqual(Object.fromEntries(Object.keys(set).sort().map((k) => [k, set[k]])))
  })

  it('option 1: one of each special card each, plus 4 of the 8 odd ones', () => {
    const d = dealCommandCards('hypothetical', seededRandom(2), 1)
    for (const c of SPECIAL_CARDS) {
      expect(count(d.french, c.id)).toBeGreaterThanOrEqual(1)
      expect(count(d.french, c.id) + count(d.allied, c.id)).toBe(3)
    }
    expect(d.french).toHaveLength(36)
  })

  it('option 1 deals the odd specials at random: over 20 seeds the French sometimes hold 2 Counter-Attacks, never the printed split every time', () => {
    const counts = Array.from({ length: 20 }, (_, i) => count(dealCommandCards('waterloo', seededRandom(100 + i), 1).french, 'contrattacco'))
    expect(counts).toContain(2)
    expect(counts).toContain(1)
    expect(Math.max(...counts)).toBe(2)
  })

  it('one side’s deck from a deal honours the option: option 2 always 1 Assault in the Center and 2 Probes on the Right', () => {
    for (let i = 0; i < 5; i++) {
      const d = buildCommandDeck('ligny', 'french', seededRandom(200 + i), 2)
      expect(count(d.drawPile, 'assalto-centrale')).toBe(1)
      expect(count(d.drawPile, 'sondaggio-dx')).toBe(2)
      expect(count(d.drawPile, 'assalto-sx')).toBe(1)
    }
  })

  it('option 2: each gets the 3 assaults and 2 of each attack and probe by sector, plus 9 odd cards', () => {
    const d = dealCommandCards('ligny', seededRandom(3), 2)
    for (const side of [d.french, d.allied]) {
      expect(count(side, 'assalto-sx')).toBe(1)
      expect(count(side, 'attacco-centrale')).toBeGreaterThanOrEqual(2)
      expect(count(side, 'sondaggio-dx')).toBe(2)
      expect(side).toHaveLength(36)
    }
    expect(count(d.french, 'sondaggio-centrale') + count(d.allied, 'sondaggio-centrale')).toBe(5)
  })

  it('plays six hours of six cards, one card per round', () => {
    let deck = buildCommandDeck('quatre-bras', 'allied', seededRandom(4))
    expect(deck.owner).toBe('b')
    for (let hour = 1; hour <= 6; hour++) {
      deck = dealHour(deck)
      expect(hoursDealt(deck)).toBe(hour)
      expect(() => dealHour(deck)).toThrow(/Play the 6 cards left in hand/)
      for (let round = 0; round < 6; round++) deck = playCard(deck, deck.hand![0]!)
    }
    expect(deck.turned).toHaveLength(36)
    expect(() => dealHour(deck)).toThrow(/All six hours have been dealt/)
    expect(() => playCard(deck, 'rally')).toThrow(/not in this hand/)
  })

  it('deals alternately from one shuffle, French first: the two halves of the order cards differ and add up to the 48', () => {
    const a = dealCommandCards('ligny', seededRandom(21))
    const b = dealCommandCards('ligny', seededRandom(21))
    expect(a).toEqual(b)
    const orders = (ids: readonly string[]) => ids.filter((c) => ORDER_CARDS.some((o) => o.id === c))
    expect(orders(a.french)).not.toEqual(orders(a.allied))
    // pinned for seed 21: the shuffle's cards 1, 3, 5, 7 go to the French, 2, 4, 6, 8 to the Allies
    expect(a.french.slice(0, 4)).toEqual(['skirmish-dx', 'attacco-dx', 'assalto-centrale', 'sondaggio-centrale'])
    expect(a.allied.slice(0, 4)).toEqual(['assalto-dx', 'attacco-coordinato', 'attacco-sx', 'sondaggio-centrale'])
  })

  it('shuffles with the passed source: same seed, same decks; different seed, different order', () => {
    const a = buildCommandDecks('waterloo', seededRandom(9))
    expect(buildCommandDecks('waterloo', seededRandom(9))).toEqual(a)
    expect(buildCommandDecks('waterloo', seededRandom(10)).french.drawPile).not.toEqual(a.french.drawPile)
    expect(() => dealCommandCards('austerlitz' as 'waterloo', seededRandom(1))).toThrow(/Unknown scenario/)
  })
})

describe('the random deal agrees with the make-up as data', () => {
  it('each side holds its fixed cards, and the rest come from the random pools, for every scenario and option', () => {
    for (const option of [undefined, 1, 2] as const) {
      for (const scenario of ['waterloo', 'hypothetical'] as const) {
        const d = dealCommandCards(scenario, seededRandom(11), option)
        for (const side of ['french', 'allied'] as const) {
          const c = deckComposition(scenario, side, option)
          const rest = [...d[side]]
          for (const [id, n] of Object.entries(c.fixed)) for (let i = 0; i < n; i++) {
            expect(rest).toContain(id)
            rest.splice(rest.indexOf(id), 1)
          }
          expect(rest).toHaveLength(c.random.reduce((n, p) => n + p.dealt, 0))
          for (const id of rest) expect(c.random.some((p) => (p.pool[id] ?? 0) >= count(rest, id))).toBe(true)
        }
      }
    }
  })
})

describe('counter-attack (seed 000, Contrattacco)', () => {
  it('mirrors Attacco Sx as Attacco Dx and keeps the centre and non-flank cards', () => {
    expect(counterAttackMirror('attacco-sx')).toBe('attacco-dx')
    expect(counterAttackMirror('assalto-dx')).toBe('assalto-sx')
    expect(counterAttackMirror('sondaggio-centrale')).toBe('sondaggio-centrale')
    expect(counterAttackMirror('bombardamento')).toBe('bombardamento')
  })
  it('counter-attacking a counter-attack goes back to the card that started it all', () => {
    expect(counterAttackMirror('contrattacco', 'attacco-dx')).toBe('attacco-sx')
    expect(() => counterAttackMirror('contrattacco')).toThrow(/which card it acted as/)
  })
  it('every flank card swaps dx ↔ sx; unknown cards and a counter-attack acting as a counter-attack are refused', () => {
    expect(counterAttackMirror('skirmish-sx')).toBe('skirmish-dx')
    expect(counterAttackMirror('sondaggio-dx')).toBe('sondaggio-sx')
    expect(counterAttackMirror('attacco-coordinato')).toBe('attacco-coordinato')
    expect(counterAttackMirror('grande-carica')).toBe('grande-carica')
    expect(() => counterAttackMirror('eagle')).toThrow('"eagle" is not a command card.')
    expect(() => counterAttackMirror('contrattacco', 'contrattacco')).toThrow('"contrattacco" is not a command card.')
    expect(() => counterAttackMirror('contrattacco')).toThrow('The opponent played a counter-attack: say which card it acted as.')
    expect(() => counterAttackMirror('contrattacco', 'rally')).toThrow('Rally and Short of Supply cannot be counter-attacked.')
    expect(counterAttackMirror('assalto-centrale', 'attacco-dx')).toBe('assalto-centrale')
  })
  it('refuses Rally and Short of Supply', () => {
    expect(() => counterAttackMirror('rally')).toThrow(/cannot be counter-attacked/)
    expect(() => counterAttackMirror('senza-rifornimento')).toThrow(/cannot be counter-attacked/)
  })
})
