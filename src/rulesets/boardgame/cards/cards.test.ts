import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { dealDraft, decksDraft, playDraft } from './cardOps'
import { cardState, deckOf } from './cardState'
import { apply, smallBattle } from '@/rulesets/miniatures/testkit'

const started = (mode: 'app' | 'physical' = 'app') => apply(smallBattle(), decksDraft(smallBattle(), 'waterloo', 0, mode, seededRandom(7)))

describe('miniatures command cards', () => {
  // seed 000, 4.1 and 5.0: 36 cards each, 6 per hour.
  it('makes two 36-card decks and deals six to each hand per hour', () => {
    let s = started()
    expect(deckOf(s, 'a')!.drawPile).toHaveLength(36)
    expect(deckOf(s, 'b')!.drawPile).toHaveLength(36)
    s = apply(s, dealDraft(s))
    expect(deckOf(s, 'a')!.hand).toHaveLength(6)
    expect(deckOf(s, 'a')!.drawPile).toHaveLength(30)
    expect(cardState(s)).toMatchObject({ hour: 1, round: 1 })
  })

  it('one card per player per round; the round ends when both have played', () => {
    let s = started()
    s = apply(s, dealDraft(s))
    const a = deckOf(s, 'a')!.hand![0]!
    s = apply(s, playDraft(s, 'a', a))
    expect(() => playDraft(s, 'a', deckOf(s, 'a')!.hand![0]!)).toThrow(/already played/)
    expect(() => dealDraft(s)).toThrow(/still has rounds/)
    s = apply(s, playDraft(s, 'b', deckOf(s, 'b')!.hand![0]!))
    expect(cardState(s)).toMatchObject({ round: 2, playedThisRound: [] })
    expect(deckOf(s, 'a')!.turned).toEqual([a])
  })

  it('after six rounds the next hour can be dealt', () => {
    let s = started()
    s = apply(s, dealDraft(s))
    for (let r = 0; r < 6; r++) for (const side of ['a', 'b'] as const) s = apply(s, playDraft(s, side, deckOf(s, side)!.hand![0]!))
    expect(() => playDraft(s, 'a', 'x')).toThrow(/deal the next hour/)
    s = apply(s, dealDraft(s))
    expect(cardState(s)).toMatchObject({ hour: 2, round: 1 })
  })

  // seed 000, Contrattacco: "Attacco Sx → as if you had played an Attacco Dx card".
  it('a counter-attack mirrors the opponent\'s last card (physical decks)', () => {
    let s = started('physical')
    expect(s.decks).toEqual({})
    s = apply(s, dealDraft(s))
    expect(() => playDraft(s, 'b', 'contrattacco')).toThrow(/not played a card yet/)
    s = apply(s, playDraft(s, 'a', 'attacco-sx'))
    const d = playDraft(s, 'b', 'contrattacco')
    expect(d.label).toContain('acts as Attack on the Right flank (Attacco dx)')
    // The preceding round's card, as the sequence knows it, wins over this round's (a counter-attack played second).
    expect(playDraft(s, 'b', 'contrattacco', 'assalto-dx').label).toContain('acts as Assault on the Left flank (Assalto sx)')
    expect(playDraft(s, 'b', 'attacco-sx', 'assalto-dx').detail?.actedAs).toBeNull()
  })
})
