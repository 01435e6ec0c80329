import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { adoptDefense, aideArrives, fallBackToSecondary, delayChecked, initiativeChecked, obedienceChecked, sendOrder, startTurn } from './orderEvents'
import { freshOrderBonusIn, initialCorpsCommand, initiativePenaltyIn, owedOrderCheck, type CorpsCommandState } from './orderState'

const start = initialCorpsCommand('defense')
const sent = sendOrder(start, { aideId: '1', order: 'attack', turn: 2 })
const arrived = aideArrives(sent, { aideId: '1', turn: 2, level: 3 })

describe('orders and aides (seed 001, 17.5–17.6): the text\'s example', () => {
  it('order sent in turn 2, the aide reaches the leader the same turn: an obedience check is owed in turn 2', () => {
    expect(sent.aides).toEqual([{ id: '1', order: 'attack', written: undefined, sentTurn: 2, leg: 'to corps commander', notBefore: 2 }])
    expect(arrived.aides).toEqual([])
    expect(arrived.pending).toEqual({ order: 'attack', written: undefined, check: 'obedience', turn: 2 })
    expect(owedOrderCheck(arrived, 2)).toBe('obedience')
    expect(owedOrderCheck(arrived, 3)).toBeNull()
  })
  it('obedience succeeds: in effect at the start of turn 3, fresh +1 in melee in turns 3, 4 and 5', () => {
    const ok = obedienceChecked(arrived, { turn: 2, outcome: 'success' })
    expect(ok.scheduled).toEqual({ order: 'attack', written: undefined, fromTurn: 3, source: 'order' })
    expect(startTurn(ok, 2).order).toBe('defense')
    const t3 = startTurn(ok, 3)
    expect(t3).toMatchObject({ order: 'attack', orderSince: 3, scheduled: null, freshFrom: 3 })
    expect([2, 3, 4, 5, 6].map((t) => freshOrderBonusIn(t3, t))).toEqual([0, 1, 1, 1, 0])
    expect(freshOrderBonusIn(start, 1)).toBe(0)
  })
  it('obedience fails: the previous order in turns 2 and 3; delay check in turn 3: 1–4 → turn 4, 5 → turn 5, 6 → never', () => {
    const ko = obedienceChecked(arrived, { turn: 2, outcome: 'failure' })
    expect(ko.pending).toEqual({ order: 'attack', written: undefined, check: 'delay', turn: 3 })
    expect(owedOrderCheck(ko, 3)).toBe('delay')
    expect(startTurn(ko, 3).order).toBe('defense')
    const success = delayChecked(ko, { turn: 3, outcome: 'success' })
    expect(success.scheduled?.fromTurn).toBe(4)
    expect(startTurn(success, 4).order).toBe('attack')
    const delay = delayChecked(ko, { turn: 3, outcome: 'delay' })
    expect(delay.scheduled?.fromTurn).toBe(5)
    expect(startTurn(delay, 4).order).toBe('defense')
    expect(startTurn(delay, 5).order).toBe('attack')
    const lost = delayChecked(ko, { turn: 3, outcome: 'aide lost' })
    expect(lost).toMatchObject({ pending: null, scheduled: null, order: 'defense' })
  })
  it('note: with a wing commander the aide reaches him in turn 2 with no check, the corps commander in turn 3 and checks then', () => {
    const viaWing = sendOrder(start, { aideId: 'w', order: 'march', turn: 2, viaWingCommander: true })
    expect(viaWing.aides[0]!.leg).toBe('to wing commander')
    const atWing = aideArrives(viaWing, { aideId: 'w', turn: 2, level: 3 })
    expect(atWing.aides).toEqual([{ id: 'w', order: 'march', written: undefined, sentTurn: 2, leg: 'to corps commander', notBefore: 3 }])
    expect(atWing.pending).toBeNull()
    expect(errorOf<RulesInputError>(() => aideArrives(atWing, { aideId: 'w', turn: 2, level: 3 }))).toMatchObject({ code: 'not-allowed-together', field: 'turn' })
    const atCorps = aideArrives(atWing, { aideId: 'w', turn: 3, level: 3 })
    expect(atCorps.pending).toEqual({ order: 'march', written: undefined, check: 'obedience', turn: 3 })
  })
  it('army commander in the same hex: accepted, in effect next turn, no check', () => {
    const s = sendOrder(start, { aideId: '', order: 'withdrawal', turn: 4, stackedWithArmyCommander: true })
    expect(s).toMatchObject({ aides: [], pending: null, scheduled: { order: 'withdrawal', fromTurn: 5, source: 'order' } })
  })
  it('level 5: no obedience check, in effect next turn; level 4 keeps the written order', () => {
    const s = aideArrives(sendOrder(start, { aideId: '9', order: 'attack', turn: 6, written: 'attack village XXX' }), { aideId: '9', turn: 7, level: 5 })
    expect(s).toMatchObject({ pending: null, scheduled: { order: 'attack', written: 'attack village XXX', fromTurn: 8 } })
    expect(startTurn(s, 8)).toMatchObject({ order: 'attack', written: 'attack village XXX', orderSince: 8 })
    const l4 = aideArrives(sendOrder(start, { aideId: '9', order: 'attack', turn: 6, written: 'w' }), { aideId: '9', turn: 6, level: 4 })
    expect(l4.pending).toMatchObject({ check: 'obedience', written: 'w' })
  })
  it('a newly received order cancels the previous one, pending or scheduled', () => {
    const ok = obedienceChecked(arrived, { turn: 2, outcome: 'success' })
    const second = aideArrives(sendOrder(ok, { aideId: '2', order: 'retreat', turn: 2 }), { aideId: '2', turn: 2, level: 3 })
    expect(second.scheduled).toBeNull()
    expect(second.pending?.order).toBe('retreat')
  })
})

describe('initiative (17.7) and defaults', () => {
  it('success: new tactic next turn, −1 morale next turn only; no fresh bonus', () => {
    const s = initiativeChecked(start, { turn: 5, newOrder: 'attack', outcome: 'success' })
    expect(s.scheduled).toEqual({ order: 'attack', fromTurn: 6, source: 'initiative' })
    expect([5, 6, 7].map((t) => initiativePenaltyIn(s, t))).toEqual([0, -1, 0])
    const t6 = startTurn(s, 6)
    expect(t6.order).toBe('attack')
    expect(freshOrderBonusIn(t6, 6)).toBe(0)
  })
  it('failure: the tactic stays, −2 morale next turn only', () => {
    const s = initiativeChecked(start, { turn: 5, newOrder: 'attack', outcome: 'failure' })
    expect(s.scheduled).toBeNull()
    expect([5, 6, 7].map((t) => initiativePenaltyIn(s, t))).toEqual([0, -2, 0])
  })
  it('fulfilled or invalid orders become defense at once', () => {
    const s: CorpsCommandState = { ...start, order: 'attack', written: 'x', orderSince: 2 }
    expect(adoptDefense(s, 7)).toMatchObject({ order: 'defense', written: undefined, orderSince: 7 })
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => initialCorpsCommand('charge' as 'attack'))).toMatchObject({ code: 'unknown-value', field: 'order' })
    expect(errorOf<RulesInputError>(() => initialCorpsCommand('attack', 0))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => sendOrder(sent, { aideId: '1', order: 'attack', turn: 2 }))).toMatchObject({ code: 'not-allowed-together', field: 'aideId' })
    expect(errorOf<RulesInputError>(() => sendOrder(start, { aideId: '', order: 'attack', turn: 2 }))).toMatchObject({ field: 'aideId' })
    expect(errorOf<RulesInputError>(() => sendOrder(start, { aideId: '3', order: 'attack', turn: 0 }))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => aideArrives(sent, { aideId: '7', turn: 2, level: 3 }))).toMatchObject({ code: 'unknown-value', field: 'aideId' })
    expect(errorOf<RulesInputError>(() => obedienceChecked(start, { turn: 2, outcome: 'success' }))).toMatchObject({ field: 'pending' })
    expect(errorOf<RulesInputError>(() => obedienceChecked(arrived, { turn: 3, outcome: 'success' }))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => delayChecked(arrived, { turn: 2, outcome: 'success' }))).toMatchObject({ field: 'pending' })
    const ko = obedienceChecked(arrived, { turn: 2, outcome: 'failure' })
    expect(errorOf<RulesInputError>(() => delayChecked(ko, { turn: 3, outcome: 'x' as 'delay' }))).toMatchObject({ field: 'outcome' })
    expect(errorOf<RulesInputError>(() => delayChecked(ko, { turn: 4, outcome: 'delay' }))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => initiativeChecked(start, { turn: 2, newOrder: 'x' as 'attack', outcome: 'success' }))).toMatchObject({ field: 'newOrder' })
    expect(errorOf<RulesInputError>(() => startTurn(start, 0))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => adoptDefense(start, -1))).toMatchObject({ field: 'turn' })
  })
})

describe('written orders (17.4): the primary order 3 continuous turns, then the secondary', () => {
  const primary = { ...start, order: 'attack' as const, written: 'attack village XXX', orderSince: 4, freshFrom: 4 }
  it('text example: in effect turn 4, kept turns 4, 5, 6; from the 4th turn (7) he may withdraw to ZZZ, no penalty', () => {
    for (const t of [4, 5, 6]) expect(errorOf<RulesInputError>(() => fallBackToSecondary(primary, { turn: t, order: 'withdrawal', written: 'withdraw to ZZZ' }))).toMatchObject({
      field: 'turn', message: 'The primary order is kept 3 continuous turns (17.4): in effect since turn 4, the leader may fall back from turn 7.' })
    expect(fallBackToSecondary(primary, { turn: 7, order: 'withdrawal', written: 'withdraw to ZZZ' })).toEqual({
      ...primary, order: 'withdrawal', written: 'withdraw to ZZZ', orderSince: 7 })
    expect(fallBackToSecondary(primary, { turn: 9, order: 'defense' })).toMatchObject({ order: 'defense', written: undefined, orderSince: 9, freshFrom: 4, moralePenalty: null })
  })
  it('refusals name the field', () => {
    expect(errorOf<RulesInputError>(() => fallBackToSecondary(primary, { turn: 0, order: 'defense' }))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => fallBackToSecondary(primary, { turn: 8, order: 'charge' as 'defense' }))).toMatchObject({ field: 'order' })
  })
})
