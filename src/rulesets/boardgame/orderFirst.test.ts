import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState } from '@/model/types'
import { dealDraft } from '@/rulesets/boardgame/cards/cardOps'
import { cardsJson, cardState } from '@/rulesets/boardgame/cards/cardState'
import { orderFirstDraft, orderFirstLogged, roundCards, sayOrderSequence } from './orderFirstDraft'
import { scenarioDraft, scenarioOf } from './scenarioOps'
import { apply, asAction, quatreBras } from './testkit'

/** Both players have played: French (side a) `french`, Allies `allied`, in hour 1 round 1. */
function played(french: string, allied: string): BattleState {
  let s = apply(quatreBras(), scenarioDraft(quatreBras(), 'quatre-bras', 'physical', seededRandom(1)))
  s = apply(s, dealDraft(s))
  const c = cardState(s)!
  return apply(s, { kind: 'x', label: 'x', ops: [{ op: 'battle.patch', patch: { cards: cardsJson({ ...c, round: 2, playedThisRound: [], last: { a: { card: french, actedAs: null }, b: { card: allied, actedAs: null } } }) } }] })
}

describe('boardgame: the scenario and who orders first (seed 000, 13.2, 5.1)', () => {
  it('choosing Quatre Bras is one action: the scenario and both 36-card decks', () => {
    const s0 = quatreBras()
    expect(scenarioOf(s0)).toBeNull()
    const d = scenarioDraft(s0, 'quatre-bras', 'app', seededRandom(7))
    expect(d.kind).toBe('scenario')
    expect(d.label).toBe('Scenario: Quatre Bras — Command cards for Quatre Bras, 36 each')
    const s = apply(s0, d)
    expect(scenarioOf(s)).toBe('quatre-bras')
    expect(s.decks['cards-a']!.drawPile).toHaveLength(36)
    expect(s.decks['cards-b']!.drawPile).toHaveLength(36)
    expect(cardState(s)).toMatchObject({ scenario: 'quatre-bras', hour: 0, mode: 'app' })
    expect(scenarioOf({ ...s, battle: { scenario: 'austerlitz' } })).toBeNull()
  })

  it('no order until both cards are turned', () => {
    const s = apply(quatreBras(), scenarioDraft(quatreBras(), 'quatre-bras', 'physical', seededRandom(1)))
    expect(roundCards(s)).toBeNull()
    expect(roundCards(apply(s, dealDraft(s)))).toBeNull()
    expect(errorOf<RulesInputError>(() => orderFirstDraft(s, 1, 1)).message).toBe('Both players play a card first (5.1 step 1).')
    expect(roundCards(quatreBras())).toBeNull()
  })

  it('more units able to obey give the first order; a tie goes to the French', () => {
    const s = played('attacco-dx', 'sondaggio-sx')
    expect(roundCards(s)).toEqual({ french: 'attacco-dx', allied: 'sondaggio-sx', hour: 1, round: 1, frenchSide: 'a' })
    const d = orderFirstDraft(s, 2, 3)
    expect(d).toEqual({
      kind: 'cards.first', by: 'b', ops: [],
      label: 'Hour 1, round 1: Wellington gives the first order (Attack on the Right flank (Attacco dx) / Probe on the Left flank (Sondaggio sx))',
      detail: { hour: 1, round: 1, first: 'allied', frenchAble: 2, alliedAble: 3, working: ['units able to obey: French 2, Allied 3', 'more units able: Allied gives the first order'] },
    })
    expect(orderFirstDraft(s, 3, 3).by).toBe('a')
    expect(orderFirstDraft(s, 4, 3).detail?.first).toBe('french')
  })

  it('a special order card goes first whatever the count', () => {
    expect(orderFirstDraft(played('attacco-dx', 'rally'), 5, 0).detail?.first).toBe('allied')
    expect(orderFirstDraft(played('leadership', 'attacco-dx'), 0, 5).detail?.first).toBe('french')
    expect(orderFirstDraft(played('leadership', 'rally'), 1, 2).detail?.first).toBe('allied')
  })

  it('remembers that the round\'s first order is logged, and forgets it on undo', () => {
    const s = played('attacco-dx', 'sondaggio-sx')
    const a = asAction(orderFirstDraft(s, 1, 1), 5)
    expect(orderFirstLogged([a], 1, 1)).toBe(true)
    expect(orderFirstLogged([a], 1, 2)).toBe(false)
    expect(orderFirstLogged([a], 2, 1)).toBe(false)
    expect(orderFirstLogged([a, { id: 's6', seq: 6, at: 0, kind: 'undo', label: 'Undo', ops: [], undoes: a.id }], 1, 1)).toBe(false)
  })
})

describe('the order sequence (5.1 step 2: alternate one unit at a time until both have given all their orders)', () => {
  it('Allies first with 3 units able against the French 2: Allies, French, Allies, French, Allies', () => {
    expect(sayOrderSequence('allied', 2, 3)).toBe('Allies, French, Allies, French, Allies')
  })
  it('the side with more orders gives its last ones in a row once the other has none left', () => {
    expect(sayOrderSequence('french', 4, 1)).toBe('French, Allies, French, French, French')
    expect(sayOrderSequence('french', 0, 0)).toBe('')
  })
})
