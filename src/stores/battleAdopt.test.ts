import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { HIDDEN_CARD, splitSecret } from '@/model/secret'
import { dealDraft, decksDraft } from '@/rulesets/boardgame/cards/cardOps'
import { deckOf } from '@/rulesets/boardgame/cards/cardState'
import { unit } from '@/rulesets/boardgame/testkit'
import { addUnitDraft } from '@/rulesets/boardgame/unitOps'
import { testSetup } from '@/test-utils/battles'
import { act, phone } from '@/test-utils/phones'
import { adoption } from './battleAdopt'

const setup = testSetup({ ruleset: 'boardgame', figureScale: undefined, rulings: {} })

/** A battle whose last action deals both hands, and that deal's public copy (both hands hidden). */
function dealt() {
  const p = phone(setup)
  act(p, addUnitDraft(p.state, unit(), 'u1'))
  act(p, decksDraft(p.state, 'waterloo', 0, 'app', seededRandom(7)))
  const before = p.state
  const deal = act(p, dealDraft(p.state))
  return { p, deal, masked: splitSecret(deal, before, setup).public }
}

describe('adopting a merged log keeps every card this phone may see', () => {
  it('an action this phone made comes back as its public copy: the phone keeps its own, cards and all', () => {
    const { p, masked } = dealt()
    const a = adoption(setup, p.log, [...p.log.slice(0, -1), masked])
    expect(a.kind).toBe('same')
    const later = adoption(setup, p.log, [...p.log.slice(0, -1), masked, { ...p.log[0]!, id: 'other', ops: [] }])
    expect(later.kind === 'append' && deckOf(later.state, 'a')?.hand).toEqual(deckOf(p.state, 'a')?.hand)
  })

  it('a phone that had only the public copy takes the whole action once the merge has it (its side’s part arrived)', () => {
    const { p, masked } = dealt()
    const shown = [...p.log.slice(0, -1), masked]
    const a = adoption(setup, shown, [{ ...p.log[0]!, id: 'first', ops: [] }, ...p.log])
    expect(a.kind).toBe('replace')
    expect(a.kind === 'replace' && deckOf(a.state, 'b')?.hand?.includes(HIDDEN_CARD)).toBe(false)
    expect(a.kind === 'replace' && a.state).toEqual({ ...p.state, seq: p.log.length + 1 })
  })

  it('the same ids in the same order, the merge revealing a hidden part: written again, not taken as the same log', () => {
    const { p, masked } = dealt()
    const a = adoption(setup, [...p.log.slice(0, -1), masked], p.log)
    expect(a.kind).toBe('replace')
    expect(a.kind === 'replace' && a.state).toEqual(p.state)
  })
})
