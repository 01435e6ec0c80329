import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { dealDraft, decksDraft, playDraft } from './cardOps'
import { deckOf } from './cardState'
import { AT_LEAST, cardSideOf, makeUp, nextHandOdds } from './deckView'
import { apply, smallBattle } from '@/rulesets/miniatures/testkit'

const started = (mode: 'app' | 'physical' = 'app') => apply(smallBattle(), decksDraft(smallBattle(), 'waterloo', 0, mode, seededRandom(7)))

describe('deck make-up and the odds of the next hand (seed 000, Reference Sheet and 4.1)', () => {
  it('the French Waterloo deck surely holds 2 Grand Charges; the 24 order cards are dealt at random', () => {
    const m = makeUp('waterloo', 'french', 0)
    expect(m.fixed.find((l) => l.id === 'grande-carica')).toEqual({ id: 'grande-carica', name: 'Grand Charge (Grande Carica)', count: 2 })
    expect(m.random.map((p) => p.dealt)).toEqual([24])
  })

  it('before the first deal: at least one Grand Charge among the 6 of 36 cards is 13/42 (1 − C(34,6)/C(36,6))', () => {
    const s = started()
    const side = (['a', 'b'] as const).find((x) => cardSideOf(s, x) === 'french')!
    expect(nextHandOdds(s, side, 'grande-carica', 1)).toEqual({ text: '31 % (13 in 42)', count: 13, total: 42 })
  })

  it('no odds while cards are still in hand; after a whole hour the played cards count as seen', () => {
    let s = apply(started(), dealDraft(started()))
    expect(nextHandOdds(s, 'a', 'grande-carica', 1)).toBeNull()
    for (let r = 0; r < 6; r++) for (const side of ['a', 'b'] as const) s = apply(s, playDraft(s, side, deckOf(s, side)!.hand![0]!))
    const odds = nextHandOdds(s, 'a', 'grande-carica', 1)
    expect(odds).not.toBeNull()
    expect(odds!.count / odds!.total).toBeLessThanOrEqual(1)
  })

  it('physical decks after the first hour: the cards played are not known, so no odds are claimed', () => {
    let s = apply(started('physical'), dealDraft(started('physical')))
    for (let r = 0; r < 6; r++) for (const side of ['a', 'b'] as const) s = apply(s, playDraft(s, side, 'grande-carica'))
    expect(nextHandOdds(s, 'a', 'grande-carica', 1)).toBeNull()
  })

  it('"at least" outside 1 to the 6 cards of a hand gives no odds instead of an error that took the panel away (issue 21)', () => {
    const s = started()
    expect(AT_LEAST).toEqual({ min: 1, max: 6 })
    for (const n of [-1, 0, 7, 1.5, Number.NaN]) expect(nextHandOdds(s, 'a', 'grande-carica', n)).toBeNull()
    expect(nextHandOdds(s, 'a', 'grande-carica', 6)).not.toBeNull()
  })
})
