// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import type { BattleState, Deck } from '@/model/types'
import { dealDraft, decksDraft } from '@/rulesets/boardgame/cards/cardOps'
import { deckId } from '@/rulesets/boardgame/cards/cardState'
import SideCards from '@/rulesets/boardgame/cards/SideCards.vue'
import { apply, smallBattle } from '@/rulesets/miniatures/testkit'

/** Dealt hour 1, then side b's hand masked as the public log carries it to a's phone (issue 25). */
function dealt(maskB: boolean): BattleState {
  let s = apply(smallBattle(), decksDraft(smallBattle(), 'waterloo', 0, 'app', seededRandom(7)))
  s = apply(s, dealDraft(s))
  if (!maskB) return s
  const deck = s.decks[deckId('b')]!
  const masked: Deck = { ...deck, drawPile: deck.drawPile.map(() => '?'), hand: (deck.hand ?? []).map(() => '?') }
  return { ...s, decks: { ...s.decks, [deckId('b')]: masked } }
}
const verdict = { verdict: 'allowed' } as const
const cards = (state: BattleState, side: 'a' | 'b', revealed = false) =>
  mount(SideCards, { props: { state, side, busy: false, revealed, verdict, overridden: false } })

describe('the cards screens on a shared battle (boardgame and miniatures share SideCards)', () => {
  it("show the other side's masked hand as its count, with nothing to reveal or play", () => {
    const s = dealt(true)
    const w = cards(s, 'b', true)
    const name = s.setup.sides[1].name
    expect(w.find('[data-test="hidden-hand"]').text()).toBe(`${name}: 6 cards (hidden)`)
    expect(w.find('[data-reveal]').exists()).toBe(false)
    expect(w.text()).not.toContain('?')
    expect(w.findAll('.hand button')).toHaveLength(0)
  })
  it('leave a hand this phone may see as before: the reveal button with its count', () => {
    const s = dealt(true)
    const w = cards(s, 'a')
    expect(w.find('[data-test="hidden-hand"]').exists()).toBe(false)
    expect(w.find('[data-reveal="a"]').text()).toMatch(/show my hand \(6 cards\)/)
  })
})
