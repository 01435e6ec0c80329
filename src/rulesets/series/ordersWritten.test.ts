import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState } from '@/model/types'
import { aideArrivesDraft, initialOrderDraft, obedienceDraft, sendOrderDraft } from './command'
import { commandOf } from './commandState'
import { fallBackDraft, fallBackFrom, NO_MESSAGE, NO_WRITTEN_ORDER, orderFulfilledDraft, writtenPart } from './ordersWritten'
import { nextPhaseDraft } from './turn'
import { apply, smallBattle } from './testkit'

const toTurn = (s: BattleState, n: number) => { let x = s; while ((x.battle.turn as { number?: number } | undefined)?.number !== n) x = apply(x, nextPhaseDraft(x)); return x }
const ATTACK = { ...NO_WRITTEN_ORDER, objective: 'attack village XXX', ifSucceeds: 'defend in XXX', ifFails: 'withdraw to ZZZ' }

describe('written orders (17.4) and messages (17.9)', () => {
  it('level 4: the objective is required; the parts are written one a line, blanks left out', () => {
    expect(writtenPart(4, ATTACK, NO_MESSAGE)).toBe('Objective: attack village XXX\nIf it succeeds: defend in XXX\nIf it fails: withdraw to ZZZ')
    expect(writtenPart(4, { ...ATTACK, conditions: ' after 14:00 ' }, NO_MESSAGE)).toContain('\nConditions: after 14:00')
    expect(errorOf(() => writtenPart(4, { ...ATTACK, objective: '  ' }, NO_MESSAGE))).toMatchObject({ field: 'objective',
      message: 'A written order (17.4) names its objective: a place, a direction or an enemy corps.' })
  })
  it('level 5: the message format; level 3 carries no written part', () => {
    expect(writtenPart(5, NO_WRITTEN_ORDER, { ...NO_MESSAGE, from: 'Napoléon', to: 'Ney', message: 'attack straight ahead' })).toBe('From: Napoléon\nTo: Ney\nMessage: attack straight ahead')
    expect(errorOf(() => writtenPart(5, ATTACK, NO_MESSAGE))).toMatchObject({ field: 'message' })
    expect(writtenPart(3, ATTACK, NO_MESSAGE)).toBeUndefined()
  })
  it('the aide carries the written part; obeyed, it is in effect with the order next turn', () => {
    let s = smallBattle({ advanced: { commandLevel: 4 } })
    const l = () => s.units.l1!
    s = apply(s, initialOrderDraft(s, l(), 'defense'))
    const sent = sendOrderDraft(s, l(), { order: 'attack', aideId: '3', written: `  ${writtenPart(4, ATTACK, NO_MESSAGE)!} ` })
    expect(sent.label).toBe('Aide 3 rides to Reille with an attack order and its written part')
    s = apply(s, sent)
    expect(commandOf(s, 'l1')!.aides[0]!.written).toBe(writtenPart(4, ATTACK, NO_MESSAGE))
    expect(sendOrderDraft(s, l(), { order: 'march', aideId: '', stacked: true, written: ' ' }).label).toBe('Reille receives a march order from the army commander in his hex: in effect turn 2')
    s = apply(s, aideArrivesDraft(s, l(), '3', 4))
    s = apply(s, obedienceDraft(s, l(), 'success', undefined, []))
    s = toTurn(s, 2)
    expect(commandOf(s, 'l1')).toMatchObject({ order: 'attack', written: writtenPart(4, ATTACK, NO_MESSAGE), orderSince: 2 })
    expect(fallBackFrom(s, l())).toBe(5)
    expect(errorOf(() => fallBackDraft(s, l(), 'withdrawal', 'to ZZZ'))).toMatchObject({ field: 'turn' })
    s = toTurn(s, 5)
    const back = fallBackDraft(s, l(), 'withdrawal', ' withdraw to ZZZ ')
    expect(back.label).toBe('Reille considers his primary order failed and falls back to a withdrawal order (17.4, no penalty)')
    const after = apply(s, back)
    expect(commandOf(after, 'l1')).toMatchObject({ order: 'withdrawal', written: 'withdraw to ZZZ', orderSince: 5, moralePenalty: null })
    expect(commandOf(apply(s, fallBackDraft(s, l(), 'defense', '')), 'l1')!.written).toBeUndefined()
    const done = orderFulfilledDraft(after, l())
    expect(done.label).toBe('Reille: order fulfilled or no longer valid — a defense order from turn 5 (17.3, 17.4)')
    expect(commandOf(apply(after, done), 'l1')).toMatchObject({ order: 'defense', orderSince: 5 })
  })
  it('no order yet: refused, naming the order', () => {
    const s = smallBattle({ advanced: { commandLevel: 4 } })
    expect(fallBackFrom(s, s.units.l1!)).toBeNull()
    expect(errorOf(() => fallBackDraft(s, s.units.l1!, 'defense', ''))).toMatchObject({ field: 'order' })
    expect(errorOf(() => orderFulfilledDraft(s, s.units.l1!))).toMatchObject({ field: 'order' })
  })
  it('level 5: the aide arrives and the order is in effect next turn, no obedience check (17.9)', () => {
    let s = smallBattle({ advanced: { commandLevel: 5 } })
    s = apply(s, initialOrderDraft(s, s.units.l1!, 'defense'))
    s = apply(s, sendOrderDraft(s, s.units.l1!, { order: 'attack', aideId: '1', written: 'Message: attack' }))
    const arrives = aideArrivesDraft(s, s.units.l1!, '1', 5)
    expect(arrives.detail?.owes).toBeUndefined()
    expect(commandOf(apply(s, arrives), 'l1')!.scheduled).toEqual({ order: 'attack', written: 'Message: attack', fromTurn: 2, source: 'order' })
  })
})
