// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { seededRandom } from '@/engine/core'
import { apply, smallBattle } from '@/rulesets/miniatures/testkit'
import { decksDraft } from './cardOps'
import DeckOdds from './DeckOdds.vue'

describe('DeckOdds: the card asked about is named in words (issue 21: a raw "grande-carica" was shown)', () => {
  it('the picker opens on a card of the deck, every option in words, and the odds are for that card', () => {
    const s = apply(smallBattle(), decksDraft(smallBattle(), 'waterloo', 0, 'app', seededRandom(7)))
    const w = mount(DeckOdds, { props: { state: s, side: 'a' } })
    const select = w.find('select').element as HTMLSelectElement
    const texts = [...select.options].map((o) => o.text)
    expect(texts.length).toBeGreaterThan(0)
    for (const t of texts) expect(t).not.toMatch(/^[a-z]+(-[a-z]+)+$/)
    expect(select.selectedIndex).toBeGreaterThanOrEqual(0)
    expect(select.options[select.selectedIndex]!.text).toMatch(/\(.+\)/)
    expect(w.find('[data-odds="a"]').text()).toMatch(/next hand of 6: \d+ %/)
  })
})
