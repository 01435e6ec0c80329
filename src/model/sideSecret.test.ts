import { describe, expect, it } from 'vitest'
import { smallBattle } from '@/rulesets/miniatures/testkit'
import { applyOps } from './fold'
import { mergePatch } from './patchMerge'
import { hiddenCount, hiddenDeckProblem, joinSecret, splitSecret } from './secret'
import { HIDDEN_CARD, isMaskedSecret, readSideSecret, sideSecret } from './sideSecret'
import type { Action, BattleState, JsonRecord } from './types'

/** Hidden orders (issue 25, seed 001 17.8 "An order is never revealed to the enemy"): a side's battle value. */
const base = smallBattle()
const french = base.setup.sides[0].nationality
const order = (o: string, aides = 0) => sideSecret('a', { aides }, { order: o, written: `Objective: take ${o}` })
const enemy = (o: string) => sideSecret('b', { aides: 0 }, { order: o })
const act = (patch: JsonRecord, over: Partial<Action> = {}): Action => ({
  id: 'o1', seq: 1, at: 0, kind: 'order.sent', by: 'a', label: 'Ney is sent an attack order on the farm', ops: [{ op: 'battle.patch', patch }],
  shown: { side: 'a', label: `${french} send an aide` }, detail: { order: 'attack' }, ...over,
})
const withBattle = (battle: JsonRecord): BattleState => ({ ...base, battle })

describe('a side’s secret battle value: split, join, fold (issue 25, hidden orders)', () => {
  it('the public copy holds the value masked, its shown part, the shown words and no detail; the side’s part has it whole', () => {
    const a = act({ 'order.ney': order('attack', 1), turn: 3 })
    const { public: pub, secrets } = splitSecret(a, base, base.setup)
    expect(pub.label).toBe(`${french} send an aide`)
    expect(pub.detail).toBeUndefined()
    expect(pub.ops).toEqual([{ op: 'battle.patch', patch: { 'order.ney': { secretOf: 'a', shown: { aides: 1 }, hidden: HIDDEN_CARD }, turn: 3 } }])
    expect(JSON.stringify(pub)).not.toMatch(/attack|farm|Objective/)
    expect(secrets).toEqual([{ side: 'a', sides: ['a'], ops: { 0: { op: 'battle.patch', patch: { 'order.ney': order('attack', 1) } } }, label: a.label, detail: a.detail }])
    expect(joinSecret(pub, secrets)).toEqual(a)
  })

  it('each side’s keys go to that side only; the value it was built on is masked too', () => {
    const before = withBattle({ 'order.ney': order('march'), 'order.blucher': enemy('defense') })
    const a = act({ 'order.ney': order('attack'), 'order.blucher': enemy('attack') }, { shown: undefined })
    const made: Action = { ...a, ops: [{ op: 'battle.patch', patch: (a.ops[0] as { patch: JsonRecord }).patch, was: { 'order.ney': order('march'), 'order.blucher': enemy('defense') } }] }
    const { public: pub, secrets } = splitSecret(made, before, base.setup)
    expect(JSON.stringify(pub)).not.toMatch(/attack|march|defense/)
    expect(pub.label).toBe('Both sides: hidden from each other')
    expect(splitSecret(act({ 'order.ney': order('attack') }, { shown: undefined }), base, base.setup).public.label).toBe(`The ${french}: hidden from the other side`)
    const [pa, pb] = secrets
    expect(JSON.stringify(pa)).not.toMatch(/defense/)
    expect(JSON.stringify(pb)).not.toMatch(/march|take attack/)
    const onlyA = joinSecret(pub, [pa!])
    const frenchPhone = applyOps(withBattle({ 'order.ney': order('march'), 'order.blucher': { secretOf: 'b', shown: { aides: 0 }, hidden: HIDDEN_CARD } }), onlyA.ops)
    expect(readSideSecret(frenchPhone.battle['order.ney'])?.hidden).toEqual({ order: 'attack', written: 'Objective: take attack' })
    expect(isMaskedSecret(frenchPhone.battle['order.blucher'])).toBe(true)
    expect(onlyA.label).toBe(pub.label) // the words need every side's part: the umpire's
    expect(joinSecret(pub, [pa!, pb!])).toEqual(made)
  })

  it('the other side folds the masked copy over the masked value with no clash; a later order of the side reads whole on its phone', () => {
    const made = act({ 'order.ney': order('attack') })
    const first = splitSecret({ ...made, ops: [{ op: 'battle.patch', patch: { 'order.ney': order('attack') }, was: { 'order.ney': null } }] }, base, base.setup).public
    const clashes: unknown[] = []
    const other = applyOps(base, first.ops)
    expect(readSideSecret(other.battle['order.ney'])).toEqual({ side: 'a', shown: { aides: 0 }, hidden: null })
    const second = splitSecret({ ...made, id: 'o2', ops: [{ op: 'battle.patch', patch: { 'order.ney': order('retreat') }, was: { 'order.ney': order('attack') } }] }, base, base.setup).public
    mergePatch(other.battle, (second.ops[0] as { patch: JsonRecord }).patch, (second.ops[0] as { was: JsonRecord }).was, (c) => clashes.push(c))
    expect(clashes).toEqual([])
  })

  it('an undo of a hidden action keeps its words hidden; hiddenCount counts masked values and hidden words', () => {
    const undo: Action = { id: 'u1', seq: 2, at: 0, kind: 'undo', label: 'Undo: Ney is sent an attack order', undoes: 'o1', ops: [], shown: { side: 'a', label: `Undo: ${french} send an aide` } }
    const { public: pub, secrets } = splitSecret(undo, base, base.setup)
    expect(pub.label).toBe(`Undo: ${french} send an aide`)
    expect(secrets).toEqual([{ side: 'a', sides: ['a'], ops: {}, label: undo.label }])
    expect(joinSecret(pub, secrets).label).toBe(undo.label)
    expect(hiddenCount(pub)).toBe(1)
    expect(hiddenCount(undo)).toBe(0)
    const masked = splitSecret(act({ 'order.ney': order('attack') }), base, base.setup).public
    expect(hiddenCount(masked)).toBe(2)
    expect(hiddenCount({ ops: undefined as never, label: 'x', shown: null as never })).toBe(0)
  })

  it('a phone may not write over the other side’s hidden value; its own and plain values are fine', () => {
    const other = withBattle({ 'order.ney': { secretOf: 'a', shown: {}, hidden: HIDDEN_CARD }, turn: 2 })
    expect(hiddenDeckProblem(other, [{ op: 'battle.patch', patch: { 'order.ney': order('attack') } }]))
      .toBe(`The ${french} keep this hidden from this phone: the umpire or that side's player does this`)
    expect(hiddenDeckProblem(other, [{ op: 'battle.patch', patch: { turn: 3 } }])).toBeNull()
    expect(hiddenDeckProblem(withBattle({ 'order.ney': order('march') }), [{ op: 'battle.patch', patch: { 'order.ney': order('attack') } }])).toBeNull()
    expect(hiddenDeckProblem(base, [{ op: 'battle.patch', patch: { 'order.ney': { secretOf: 'a', shown: {}, hidden: HIDDEN_CARD } } }])).toMatch(/hidden from this phone/)
  })

  it('only the exact shape is a secret: a record with an extra key or a third side is a plain value', () => {
    expect(readSideSecret({ secretOf: 'a', shown: 1, hidden: 2, x: 3 })).toBeNull()
    expect(readSideSecret({ secretOf: 'c', shown: 1, hidden: 2 })).toBeNull()
    expect(readSideSecret({ secretOf: 'b', shown: 1 })).toBeNull()
    expect(readSideSecret([1])).toBeNull()
    expect(readSideSecret({ secretOf: 'b', shown: 1, hidden: 2 })).toEqual({ side: 'b', shown: 1, hidden: 2 })
    const plain = act({ 'order.ney': { secretOf: 'a', shown: 1, hidden: 2, x: 3 } }, { shown: undefined })
    expect(splitSecret(plain, base, base.setup)).toEqual({ public: plain, secrets: [] })
  })

  it('the rules’ bookkeeping in a hidden detail stays public (owed, settled, flow, override), unless it names a hidden card', () => {
    const owes = [{ kind: 'obedience', unitIds: ['l1'], label: 'Ney: obedience check', reason: 'received an order in turn 1 (17.6)', prefill: {} }]
    const a = act({ 'order.ney': order('attack') }, { detail: { order: 'attack', owes, settles: ['x.0'], flow: [{ t: 'initiative', leader: 'l1' }], override: { section: '17.6', rule: 'r' }, note: 'attack' } })
    const { public: pub, secrets } = splitSecret(a, base, base.setup)
    expect(pub.detail).toEqual({ owes, settles: ['x.0'], flow: [{ t: 'initiative', leader: 'l1' }], override: { section: '17.6', rule: 'r' } })
    expect(joinSecret(pub, secrets)).toEqual(a)
    const draw: Action = { id: 'd1', seq: 1, at: 0, kind: 'cards.draw', label: 'Drew zz', detail: { card: 'zz', flow: [{ t: 'drew', card: 'zz' }], settles: ['y.0'] },
      ops: [{ op: 'deck.put', id: 'h', deck: { owner: 'a', drawPile: [], turned: [], hand: ['zz'] } }] }
    expect(splitSecret(draw, base, base.setup).public.detail).toEqual({ settles: ['y.0'] })
  })
})
