import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { atLeastCount, binomial, falling, reduced } from './binomial'
import { cardRange, deckComposition, deckCompositions } from './composition'
import { handOdds, handOddsKnown } from './handOdds'

const odds = (count: number, total: number) => ({ count: BigInt(count), total: BigInt(total) })

describe('exact counting helpers', () => {
  it('C(36,6) = 1947792, C(34,6) = 1344904, C(48,24) = 32247603683100; outside 0..n is 0', () => {
    expect(binomial(36, 6)).toBe(1947792n)
    expect(binomial(34, 6)).toBe(1344904n)
    expect(binomial(48, 24)).toBe(32247603683100n)
    expect(binomial(5, 0)).toBe(1n)
    expect(binomial(5, 5)).toBe(1n)
    expect(binomial(5, 6)).toBe(0n)
    expect(binomial(5, -1)).toBe(0n)
  })
  it('falling factorials 5·4·3 = 60, (2)₃ = 0, (x)₀ = 1', () => {
    expect(falling(5, 3)).toBe(60n)
    expect(falling(2, 3)).toBe(0n)
    expect(falling(0, 0)).toBe(1n)
  })
  it('hypergeometric: at least 1 of 2 marked in 6 of 36 = 1947792 − 1344904; reduced to 13/42', () => {
    expect(atLeastCount(36, 2, 6, 1)).toBe(602888n)
    expect(atLeastCount(36, 2, 6, 0)).toBe(1947792n)
    expect(atLeastCount(36, 2, 6, 2)).toBe(binomial(34, 4))
    expect(atLeastCount(36, 2, 6, 3)).toBe(0n)
    expect(atLeastCount(10, 6, 6, 6)).toBe(1n) // all six drawn are the six marked
    expect(reduced(602888n, 1947792n)).toEqual(odds(13, 42))
    expect(reduced(0n, 7n)).toEqual(odds(0, 1))
  })
})

const sum = (c: { fixed: Readonly<Record<string, number>> }) => Object.values(c.fixed).reduce((a, b) => a + b, 0)

describe('deck make-up by scenario and option (seed 000, Reference Sheet)', () => {
  it('as printed: French specials fixed 2-2-2-2-1-1-1-1, 24 of the 48 order cards at random', () => {
    const c = deckComposition('waterloo', 'french')
    expect(c.fixed).toEqual({ 'marce-forzate': 2, bombardamento: 2, 'grande-carica': 2, leadership: 2, contrattacco: 1, rally: 1, 'solo-fuoco': 1, 'senza-rifornimento': 1 })
    expect(c.random).toHaveLength(1)
    expect(c.random[0]!.dealt).toBe(24)
    expect(Object.values(c.random[0]!.pool).reduce((a, b) => a + b, 0)).toBe(48)
    expect(c.random[0]!.text).toBe('Shuffle and deal 24 order cards to every player.')
    expect(c.rule).toEqual({ seed: '000', section: 'Reference Sheet: 72 Command Cards' })
    expect(deckCompositions('ligny').allied.fixed.rally).toBe(2)
    expect('option' in c).toBe(false)
    expect([c.scenario, c.side]).toEqual(['waterloo', 'french'])
    expect(deckCompositions('ligny', 2).french.option).toBe(2)
  })
  it('option 1: one of each special fixed, 4 of the 8 odd specials (one of each) at random', () => {
    const c = deckComposition('hypothetical', 'allied', 1)
    expect(c.fixed).toEqual({ 'marce-forzate': 1, bombardamento: 1, 'grande-carica': 1, leadership: 1, contrattacco: 1, rally: 1, 'solo-fuoco': 1, 'senza-rifornimento': 1 })
    expect(c.random.map((p) => p.dealt)).toEqual([24, 4])
    expect(c.random[1]!.pool).toEqual(c.fixed)
    expect(c.option).toBe(1)
    expect(c.rule.section).toBe('Reference Sheet: Optional Card Distribution Rules, OPTION 1')
  })
  it('option 2: 15 order cards fixed (assaults 1, attacks and probes 2 each), 9 of the 18 odd order cards at random', () => {
    const c = deckComposition('quatre-bras', 'french', 2)
    expect(c.fixed['assalto-sx']).toBe(1)
    expect(c.fixed['sondaggio-dx']).toBe(2)
    expect(c.fixed['grande-carica']).toBe(2)
    expect(sum(c)).toBe(15 + 12)
    expect(c.random[0]!.pool).toEqual({ 'attacco-dx': 1, 'attacco-sx': 1, 'attacco-centrale': 1, 'sondaggio-centrale': 1, 'skirmish-dx': 3, 'skirmish-sx': 3, 'skirmish-centrale': 3, 'attacco-coordinato': 5 })
    expect(c.random[0]!.dealt).toBe(9)
  })
  it('every make-up holds 36 cards and each pool is shared out equally', () => {
    for (const scenario of ['waterloo', 'ligny', 'quatre-bras', 'hypothetical'] as const) {
      for (const option of [undefined, 1, 2] as const) {
        for (const side of ['french', 'allied'] as const) {
          const c = deckComposition(scenario, side, option)
          expect(sum(c) + c.random.reduce((n, p) => n + p.dealt, 0)).toBe(36)
          expect(c.size).toBe(36)
          for (const p of c.random) expect(Object.values(p.pool).reduce((a, b) => a + b, 0)).toBe(2 * p.dealt)
        }
      }
    }
  })
  it('card ranges: Grand Charge French 2, option 1 1–2; Attack Right 0–5, option 2 2–3; skirmish option 2 0–3', () => {
    expect(cardRange(deckComposition('waterloo', 'french'), 'grande-carica')).toEqual({ min: 2, max: 2 })
    expect(cardRange(deckComposition('waterloo', 'french', 1), 'grande-carica')).toEqual({ min: 1, max: 2 })
    expect(cardRange(deckComposition('waterloo', 'french'), 'attacco-dx')).toEqual({ min: 0, max: 5 })
    expect(cardRange(deckComposition('waterloo', 'french', 2), 'attacco-dx')).toEqual({ min: 2, max: 3 })
    expect(cardRange(deckComposition('waterloo', 'french', 2), 'skirmish-dx')).toEqual({ min: 0, max: 3 })
    expect(cardRange(deckComposition('waterloo', 'french', 2), 'attacco-coordinato')).toEqual({ min: 0, max: 5 })
  })
  it('refuses unknown scenarios, sides and options', () => {
    expect(() => deckComposition('jena' as 'ligny', 'french')).toThrow(/Unknown scenario "jena"/)
    expect(() => deckComposition('ligny', 'russian' as 'french')).toThrow(/french and allied, not "russian"/)
    expect(() => deckComposition('ligny', 'french', 3 as 1)).toThrow(/option is 1 or 2, not 3/)
  })
})

const french = deckComposition('waterloo', 'french')
describe('odds of a card in the hour’s hand (seed 000, 4.1: 6 cards from the 36)', () => {
  it('French Grand Charge (2 of 36), first hour: ≥1 = 1 − (30·29)/(36·35) = 13/42; ≥2 = (6·5)/(36·35) = 1/42', () => {
    expect(handOdds({ composition: french, seen: [], card: 'grande-carica', atLeast: 1 })).toEqual(odds(13, 42))
    expect(handOdds({ composition: french, seen: [], card: 'grande-carica', atLeast: 2 })).toEqual(odds(1, 42))
    expect(handOdds({ composition: french, seen: [], card: 'grande-carica', atLeast: 0 })).toEqual(odds(1, 1))
    expect(handOdds({ composition: french, seen: [], card: 'grande-carica', atLeast: 3 })).toEqual(odds(0, 1))
  })
  it('Allied Grand Charge (1 of 36): 6/36 = 1/6; after one Grand Charge played: 0', () => {
    const allied = deckComposition('waterloo', 'allied')
    expect(handOdds({ composition: allied, seen: [], card: 'grande-carica', atLeast: 1 })).toEqual(odds(1, 6))
    const hour1 = ['grande-carica', 'rally', 'rally', 'contrattacco', 'contrattacco', 'leadership']
    expect(handOdds({ composition: allied, seen: hour1, card: 'grande-carica', atLeast: 1 })).toEqual(odds(0, 1))
    // Rally: 2 in the deck, both seen; Counter-Attack 2, both seen; Fire and Hold Position 2 of the 30 left: 1 − (28·27·26·25·24·23)/(30·29·28·27·26·25) = 1 − 552/870 = 53/145
    expect(handOdds({ composition: allied, seen: hour1, card: 'solo-fuoco', atLeast: 1 })).toEqual(odds(53, 145))
  })
  it('option 1, French Grand Charge: 1 fixed + the odd one with chance ½: ½·(6/36) + ½·(13/42) = 5/21', () => {
    expect(handOdds({ composition: deckComposition('waterloo', 'french', 1), seen: [], card: 'grande-carica', atLeast: 1 })).toEqual(odds(5, 21))
  })
  it('option 1, one Grand Charge seen in hour 1: the deck holds 2 with chance 2/3 (Bayes 1·½ : 2·½), so hour 2 gives 2/3 · 6/30 = 2/15', () => {
    const seen = ['grande-carica', 'attacco-dx', 'attacco-dx', 'attacco-sx', 'attacco-sx', 'attacco-centrale']
    expect(handOdds({ composition: deckComposition('waterloo', 'french', 1), seen, card: 'grande-carica', atLeast: 1 })).toEqual(odds(2, 15))
    // both seen: none left
    const both = ['grande-carica', 'grande-carica', 'attacco-dx', 'attacco-sx', 'attacco-sx', 'attacco-centrale']
    expect(handOdds({ composition: deckComposition('waterloo', 'french', 1), seen: both, card: 'grande-carica', atLeast: 1 })).toEqual(odds(0, 1))
  })
  it('option 2, French Attack on the Right flank: 3 with chance ½, all 3 in 6 of 36 = C(33,3)/C(36,6), so ½ · 5456/1947792 = 1/714', () => {
    expect(handOdds({ composition: deckComposition('ligny', 'french', 2), seen: [], card: 'attacco-dx', atLeast: 3 })).toEqual(odds(1, 714))
  })
  it('as printed, Attack on the Right flank (5 of 48 order cards, 24 dealt): the hand’s m order cards are any m of the 48', () => {
    // P(none) = Σₘ C(24,m)·C(12,6−m)/C(36,6) · C(43,m)/C(48,m), added exactly as fractions.
    let num = 0n
    let den = 1n
    for (let m = 0; m <= 6; m++) {
      const n = binomial(24, m) * binomial(12, 6 - m) * binomial(43, m)
      const d = binomial(36, 6) * binomial(48, m)
      num = num * d + n * den
      den *= d
    }
    expect(handOdds({ composition: french, seen: [], card: 'attacco-dx', atLeast: 1 })).toEqual(reduced(den - num, den))
  })
  it('a known draw pile: plain hypergeometric, 2 Grand Charges in 30: 53/145', () => {
    const pile = ['grande-carica', 'grande-carica', ...Array<string>(28).fill('rally')]
    expect(handOddsKnown(pile, 'grande-carica', 1)).toEqual(odds(53, 145))
    expect(handOddsKnown(pile, 'grande-carica', 2)).toEqual(reduced(binomial(28, 4), binomial(30, 6)))
    expect(() => handOddsKnown(pile.slice(0, 5), 'rally', 1)).toThrow(/All six hours have been dealt/)
    expect(() => handOddsKnown(pile, 'rally', 0.5)).toThrow(/atLeast must be a whole number/)
    expect(() => handOddsKnown(pile, 'rally', -1)).toThrow('atLeast must be a whole number 0 or more, got -1.')
    expect(handOddsKnown(pile.slice(0, 6), 'grande-carica', 2)).toEqual(odds(1, 1))
  })
  it('refuses seen cards that are not whole hours, more than 30, unknown, or impossible for the deck', () => {
    const six = (id: string) => Array<string>(6).fill(id)
    const e = (seen: string[], card = 'rally', atLeast = 1) => {
      try { handOdds({ composition: french, seen, card, atLeast }) } catch (x) { return x instanceof RulesInputError ? `${x.field}: ${x.message}` : 'other' }
      return 'none'
    }
    expect(e(['rally'])).toMatch(/^seen: Before a deal the cards seen are whole hours of 6, at most 30 \(got 1\)/)
    expect(e(Array<string>(36).fill('rally'))).toMatch(/got 36/)
    expect(e(six('eagle'))).toBe('seen: "eagle" is not in this deck.')
    expect(e(six('grande-carica'))).toBe('seen: This deck holds 2 "grande-carica", not 6.')
    expect(e(six('attacco-dx'))).toBe('seen: These seen cards cannot all come from this deck.')
    expect(e([], 'rally', -1)).toMatch(/^atLeast: atLeast must be a whole number 0 or more, got -1/)
    expect(() => handOdds({ composition: deckComposition('waterloo', 'french', 1), seen: six('grande-carica'), card: 'rally', atLeast: 1 })).toThrow(/cannot all come/)
    // the asked card's part is fine, another part cannot hold the seen cards
    expect(() => handOdds({ composition: deckComposition('waterloo', 'french', 1), seen: six('grande-carica'), card: 'attacco-dx', atLeast: 1 })).toThrow(/cannot all come/)
    expect(e(six('x'.repeat(60)))).toBe(`seen: "${'x'.repeat(40)}" is not in this deck.`)
    // 30 seen is the last hour's deal: the 6 left are the hand
    const specials = ['marce-forzate', 'marce-forzate', 'bombardamento', 'bombardamento', 'leadership', 'leadership', 'contrattacco', 'rally', 'solo-fuoco', 'senza-rifornimento']
    const last = [...specials, ...['attacco-dx', 'attacco-sx', 'attacco-centrale', 'sondaggio-centrale', 'attacco-coordinato'].flatMap((id) => Array<string>(4).fill(id))]
    expect(last).toHaveLength(30)
    expect(handOdds({ composition: french, seen: last, card: 'grande-carica', atLeast: 2 })).toEqual(odds(1, 1))
  })
})
