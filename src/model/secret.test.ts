import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { dealDraft, decksDraft, playDraft } from '@/rulesets/boardgame/cards/cardOps'
import { deckOf } from '@/rulesets/boardgame/cards/cardState'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { wargamingBattleProblem } from '@/rulesets/wargaming/battleSchema'
import { apply, smallBattle } from '@/rulesets/miniatures/testkit'
import { toBattleFile } from './exportFile'
import { applyOps } from './fold'
import { restoreBattleFile } from './restore'
import { HIDDEN_CARD, hiddenDeckProblem, joinSecret, maskDeck, splitSecret } from './secret'
import type { Action, BattleState } from './types'
import type { ActionDraft } from './actionDraft'

const asAction = (d: ActionDraft, seq: number): Action => ({ ...d, id: `x${seq}`, seq, at: 0 })

/** A miniatures battle with both decks made (app mode), before and after the first deal. */
function dealt() {
  const setup0 = smallBattle()
  const decks = decksDraft(setup0, 'waterloo', 0, 'app', seededRandom(7))
  const before = apply(setup0, decks)
  const deal = asAction(dealDraft(before), 2)
  return { setup0, decks: asAction(decks, 1), before, deal, after: apply(before, { ...deal, ops: [...deal.ops] }) }
}

describe('hidden information: splitSecret and joinSecret (issue 25)', () => {
  it('a deal: the public copy hides both hands and draw piles card for card, and says only how many each side drew', () => {
    const { before, deal } = dealt()
    const { public: pub, secrets } = splitSecret(deal, before, before.setup)
    expect(secrets.map((s) => s.side)).toEqual(['a', 'b'])
    const masked = pub.ops.filter((op) => op.op === 'deck.put')
    expect(masked).toHaveLength(2)
    for (const op of masked) {
      expect(op.op === 'deck.put' && [...op.deck.drawPile, ...(op.deck.hand ?? [])].every((c) => c === HIDDEN_CARD)).toBe(true)
      expect(op.op === 'deck.put' && op.deck.hand?.length).toBe(6)
    }
    expect(pub.label).toBe(`The ${before.setup.sides[0].nationality} drew 6 cards; the ${before.setup.sides[1].nationality} drew 6 cards`)
    expect(pub.ops.at(-1)).toEqual(deal.ops.at(-1)) // the hour and round stay public
    expect(JSON.stringify(pub)).not.toContain(deckOf(apply(before, { ...deal, ops: [...deal.ops] }), 'a')!.hand![0]!)
  })

  it('a side’s part gives back its own cards, not the other side’s, and the label only with every part (the umpire)', () => {
    const { before, deal, after } = dealt()
    const { public: pub, secrets } = splitSecret(deal, before, before.setup)
    const [a, b] = secrets
    const french = applyOps(before, joinSecret(pub, [a!]).ops)
    expect(deckOf(french, 'a')?.hand).toEqual(deckOf(after, 'a')?.hand)
    expect(deckOf(french, 'b')?.hand).toEqual(Array(6).fill(HIDDEN_CARD))
    expect(joinSecret(pub, [a!]).label).toBe(pub.label)
    expect(joinSecret(pub, [a!, b!])).toEqual(deal)
    expect(joinSecret(pub, [])).toBe(pub)
  })

  it('a card played: the card turned stays public, as does the label; the hand left is hidden', () => {
    const { after } = dealt()
    const card = deckOf(after, 'a')!.hand![0]!
    const play = asAction(playDraft(after, 'a', card), 3)
    const { public: pub, secrets } = splitSecret(play, after, after.setup)
    expect(secrets.map((s) => [s.side, s.label])).toEqual([['a', undefined]])
    expect(pub.label).toBe(play.label)
    const deck = pub.ops.find((op) => op.op === 'deck.put')
    expect(deck?.op === 'deck.put' && deck.deck.turned).toContain(card)
    expect(deck?.op === 'deck.put' && deck.deck.hand?.every((c) => c === HIDDEN_CARD)).toBe(true)
    expect(pub.detail).toEqual(play.detail)
  })

  it('an action touching no side’s deck is all public', () => {
    const { before, decks } = dealt()
    const shared = asAction({ kind: 'x', label: 'x', ops: [{ op: 'deck.put', id: 'pool', deck: { owner: 'shared', drawPile: ['c'], turned: [] } }] }, 3)
    expect(splitSecret(shared, before, before.setup)).toEqual({ public: shared, secrets: [] })
    expect(maskDeck({ owner: 'a', drawPile: ['x', 'y'], turned: ['z'] })).toEqual({ owner: 'a', drawPile: ['?', '?'], turned: ['z'] })
    expect(decks.ops.length).toBeGreaterThan(0)
  })

  it('a player’s phone folds the public log (hidden cards pass the rules’ checks), and may not deal or play the cards it cannot see', () => {
    const { setup0, decks, before, deal } = dealt()
    const log = [decks, deal].map((a, i) => splitSecret(a, i ? before : setup0, setup0.setup).public)
    const restored = restoreBattleFile(toBattleFile(setup0.setup, [...setup0Log(setup0), ...log.map((a, i) => ({ ...a, seq: setup0.seq + i + 1 }))]), KNOWN_RULESETS)
    expect(restored.ok ? restored.state.decks['cards-b']?.hand : restored.message).toEqual(Array(6).fill(HIDDEN_CARD))
    const shown: BattleState = restored.ok ? restored.state : before
    const bDeck = shown.decks['cards-b']!
    expect(hiddenDeckProblem(shown, [{ op: 'deck.put', id: 'cards-b', deck: { ...bDeck, hand: bDeck.hand!.slice(1), turned: ['attacco-sx'] } }]))
      .toBe(`The ${setup0.setup.sides[1].nationality} cards are hidden from this phone: the umpire or that side's player does this`)
    expect(hiddenDeckProblem(before, dealDraft(before).ops)).toBeNull()
  })
})

/** The actions that made the small battle (its units), as a log. */
function setup0Log(s: BattleState): Action[] {
  return Object.values(s.units).map((unit, i) => ({ id: `u${i}`, seq: i + 1, at: 0, kind: 'unit.add', label: unit.name, ops: [{ op: 'unit.put', unit }] }))
}

describe('the rules’ deck checks take a hidden card (issue 25)', () => {
  it('wargaming: a deck of the other side shown as hidden cards is no duplicate and no unknown card', () => {
    const state = { ...dealt().before, setup: { ...dealt().before.setup, ruleset: 'wargaming' }, battle: {}, decks: { a: { owner: 'a' as const, drawPile: ['?', '?', '?'], turned: ['cavalry-move-1'] } } }
    expect(wargamingBattleProblem(state)).toBeNull()
    expect(wargamingBattleProblem({ ...state, decks: { a: { owner: 'a', drawPile: ['x'], turned: [] } } })).toMatch(/no card "x"/)
  })
})


describe('hidden information: the edges (mutation testing)', () => {
  const setup = dealt().before.setup
  const state = (decks: BattleState['decks']): BattleState => ({ ...dealt().before, decks })
  const put = (id: string, deck: BattleState['decks'][string]) => ({ op: 'deck.put' as const, id, deck })
  const action = (ops: Action['ops'], over: Partial<Action> = {}): Action => ({ id: 'x1', seq: 9, at: 0, kind: 'cards.draw', label: 'Drew Attacco', ops, ...over })

  it('a card already in the hand is not drawn again; one more of the same card is', () => {
    const before = state({ h: { owner: 'a', drawPile: ['c', 'x'], turned: [], hand: ['x'] } })
    expect(splitSecret(action([put('h', { owner: 'a', drawPile: ['c'], turned: [], hand: ['x', 'x'] })]), before, setup).public.label).toBe(`The ${setup.sides[0].nationality} drew 1 card`)
    const none = splitSecret(action([put('h', { owner: 'a', drawPile: ['c', 'x'], turned: [], hand: ['x'] })]), before, setup)
    expect(none.public.label).toBe('Drew Attacco')
    expect(none.secrets[0]).toEqual({ side: 'a', ops: { 0: put('h', { owner: 'a', drawPile: ['c', 'x'], turned: [], hand: ['x'] }) }, sides: ['a'] })
  })

  it('a detail naming a drawn card goes with the part, any other detail stays public; parts come sorted by side', () => {
    const before = state({})
    const drew = splitSecret(action([put('hb', { owner: 'b', drawPile: [], turned: [], hand: ['zz'] }), put('ha', { owner: 'a', drawPile: [], turned: [], hand: ['yy'] })], { detail: { card: 'zz' } }), before, setup)
    expect(drew.public.detail).toBeUndefined()
    expect(drew.public.label).toBe(`The ${setup.sides[1].nationality} drew 1 card; the ${setup.sides[0].nationality} drew 1 card`)
    expect(drew.secrets.map((s) => [s.side, s.sides, s.label, s.detail])).toEqual([['a', ['a', 'b'], 'Drew Attacco', { card: 'zz' }], ['b', ['a', 'b'], 'Drew Attacco', { card: 'zz' }]])
    const kept = splitSecret(action([put('ha', { owner: 'a', drawPile: [], turned: [], hand: ['yy'] })], { detail: { hour: 2 } }), before, setup)
    expect(kept.public.detail).toEqual({ hour: 2 })
    expect(kept.secrets[0]?.detail).toBeUndefined()
  })

  it('joinSecret puts back only an op of the same kind at an index the action has', () => {
    const pub = action([{ op: 'battle.patch', patch: {} }, put('ha', maskDeck({ owner: 'a', drawPile: ['k'], turned: [] }))])
    const real = put('ha', { owner: 'a', drawPile: ['k'], turned: [] })
    const part = (ops: Record<string, unknown>) => ({ side: 'a' as const, sides: ['a' as const], ops: ops as Record<string, Action['ops'][number]> })
    expect(joinSecret(pub, [part({ 1: real })]).ops[1]).toEqual(real)
    for (const at of ['0', '2', '-1', '1.5', 'x']) expect(joinSecret(pub, [part({ [at]: real })]).ops).toEqual(pub.ops)
    expect(joinSecret(pub, [{ ...part({ 1: real }), label: 'Drew k' }]).label).toBe('Drew k')
    expect(joinSecret(pub, [{ ...part({ 1: real }), sides: ['a', 'b'], label: 'Drew k' }]).label).toBe(pub.label)
  })

  it('hiddenDeckProblem: a hidden card in the deck as it is, or as it would be, in its draw pile, hand or turned cards', () => {
    const clear = { owner: 'a' as const, drawPile: ['c'], turned: [], hand: ['d'] }
    expect(hiddenDeckProblem(state({ h: clear }), [put('h', clear)])).toBeNull()
    for (const now of [{ ...clear, drawPile: ['?'] }, { ...clear, hand: ['?'] }])
      expect(hiddenDeckProblem(state({ h: now }), [put('h', clear)])).toMatch(/hidden from this phone/)
    for (const next of [{ ...clear, drawPile: ['?'] }, { ...clear, hand: ['?'] }, { ...clear, turned: ['?'] }])
      expect(hiddenDeckProblem(state({ h: clear }), [put('h', next)])).toMatch(/hidden from this phone/)
    expect(hiddenDeckProblem(state({}), [put('s', { owner: 'shared', drawPile: ['?'], turned: [] })])).toBe("These cards are hidden from this phone: the umpire or that side's player does this")
  })
})
