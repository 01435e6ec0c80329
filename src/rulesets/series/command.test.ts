import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { aideArrivesDraft, anOrder, delayDraft, initialOrderDraft, initiativeDraft, obedienceDraft, sendOrderDraft } from './command'
import { commandOf, commandStates } from './commandState'
import { nextPhaseDraft } from './turn'
import { apply, smallBattle } from './testkit'
import type { BattleState } from '@/model/types'

const toTurn = (s: BattleState, n: number) => { let x = s; for (let i = 0; i < 12 * (n - 1); i++) x = apply(x, nextPhaseDraft(x)); return x }

describe('orders by aide (17.3–17.6), level 3', () => {
  it('initial order, an aide sent, arriving: an obedience check owed that turn', () => {
    let s = smallBattle()
    const l = () => s.units.l1!
    expect(errorOf(() => sendOrderDraft(s, l(), { order: 'attack', aideId: '1' }))).toMatchObject({ field: 'order', message: 'Reille has no order yet: give him his initial order first (17.3).' })
    s = apply(s, initialOrderDraft(s, l(), 'defense'))
    expect(initialOrderDraft(s, l(), 'defense').label).toBe('Reille: initial order defense')
    expect(commandOf(s, 'l1')).toMatchObject({ order: 'defense', orderSince: 1, aides: [], pending: null })
    const sent = sendOrderDraft(s, l(), { order: 'attack', aideId: ' 1 ' })
    expect(sent.label).toBe('Aide 1 rides to Reille with an attack order')
    s = apply(s, sent)
    expect(commandOf(s, 'l1')!.aides).toEqual([{ id: '1', order: 'attack', sentTurn: 1, leg: 'to corps commander', notBefore: 1 }])
    const arrives = aideArrivesDraft(s, l(), '1', 3)
    expect(arrives.label).toBe('Aide 1 reaches Reille with the attack order')
    expect(arrives.detail?.owes).toEqual([{ kind: 'obedience', unitIds: ['l1'], label: 'Reille: obedience check', reason: 'received an order in turn 1 (17.6)', prefill: { turn: 1 } }])
    s = apply(s, arrives)
    expect(commandOf(s, 'l1')!.pending).toEqual({ order: 'attack', check: 'obedience', turn: 1 })
    const ok = obedienceDraft(s, l(), 'success', { source: 'physical', dice: [{ role: 'obedience die', die: 'd6', face: 3 }] }, ['9.0'])
    expect(ok.label).toBe('Reille: obedience check success — accepts the attack order, in effect turn 2')
    expect(ok.detail?.settles).toEqual(['9.0'])
    const s2 = apply(s, ok)
    expect(commandOf(s2, 'l1')!.scheduled).toEqual({ order: 'attack', fromTurn: 2, source: 'order' })
    const t2 = toTurn(s2, 2)
    expect(commandOf(t2, 'l1')).toMatchObject({ order: 'attack', orderSince: 2, freshFrom: 2, scheduled: null })
  })
  it('a failed obedience check owes a delay check next turn (17.6)', () => {
    let s = smallBattle()
    s = apply(s, initialOrderDraft(s, s.units.l1!, 'defense'))
    s = apply(s, sendOrderDraft(s, s.units.l1!, { order: 'march', aideId: '2' }))
    s = apply(s, aideArrivesDraft(s, s.units.l1!, '2', 4))
    const no = obedienceDraft(s, s.units.l1!, 'failure', undefined, [])
    expect(no.label).toBe('Reille: obedience check failure — does not obey at once: previous order turns 1 and 2, delay check next turn')
    expect(no.detail?.settles).toBeUndefined()
    s = apply(s, no)
    const turn2 = nextPhases(s, 12)
    expect(turn2.draft.detail?.owes).toEqual([{ kind: 'delay', unitIds: ['l1'], label: 'Reille: delay check', reason: 'failed the obedience check in turn 1 (17.6)', prefill: { obedienceTurn: 1 } }])
    const d = delayDraft(turn2.state, turn2.state.units.l1!, 'delay', undefined, ['x'])
    expect(d.label).toBe('Reille: delay check delay — order in effect turn 4')
    const lost = delayDraft(turn2.state, turn2.state.units.l1!, 'aide lost', undefined, [])
    expect(lost.label).toBe('Reille: delay check aide lost — the aide is lost, the previous order stays')
    expect(delayDraft(turn2.state, turn2.state.units.l1!, 'success', undefined, []).label).toBe('Reille: delay check success — order in effect turn 3')
  })
  it('level 5 has no obedience check; an army commander in the hex gives the order at once', () => {
    let s = smallBattle()
    s = apply(s, initialOrderDraft(s, s.units.l1!, 'reserve'))
    s = apply(s, sendOrderDraft(s, s.units.l1!, { order: 'retreat', aideId: '3' }))
    const d = aideArrivesDraft(s, s.units.l1!, '3', 5)
    expect(d.detail?.owes).toBeUndefined()
    const direct = sendOrderDraft(s, s.units.l1!, { order: 'attack', aideId: '', stacked: true })
    expect(direct.label).toBe('Reille receives an attack order from the army commander in his hex: in effect turn 2')
    expect(commandOf(apply(s, direct), 'l1')!.scheduled).toEqual({ order: 'attack', fromTurn: 2, source: 'order' })
    expect(sendOrderDraft(s, s.units.l1!, { order: 'march', aideId: '4', viaWing: true }).label).toBe('Aide 4 rides to Reille by the wing commander with a march order')
    expect(anOrder('defense')).toBe('a defense order')
  })
  it('17.7: initiative to change tactic: success next turn with −1 morale; failure −2, tactic stays', () => {
    let s = smallBattle()
    expect(errorOf(() => initiativeDraft(s, s.units.l1!, 'attack', 'success', undefined))).toMatchObject({ field: 'order' })
    s = apply(s, initialOrderDraft(s, s.units.l1!, 'defense'))
    const ok = initiativeDraft(s, s.units.l1!, 'attack', 'success', undefined)
    expect(ok.label).toBe('Reille: initiative check success — attack from turn 2, his units −1 morale in turn 2')
    expect(commandOf(apply(s, ok), 'l1')).toMatchObject({ scheduled: { order: 'attack', fromTurn: 2, source: 'initiative' }, moralePenalty: { turn: 2, value: -1 } })
    const no = initiativeDraft(s, s.units.l1!, 'attack', 'failure', undefined)
    expect(no.label).toBe('Reille: initiative check failure — the tactic stays, his units −2 morale in turn 2')
    expect(commandOf(apply(s, no), 'l1')).toMatchObject({ scheduled: null, moralePenalty: { turn: 2, value: -2 } })
  })
  it('the command record ignores what does not read as a corps commander\'s state', () => {
    const s = smallBattle()
    expect(commandStates(s)).toEqual({})
    expect(commandStates({ ...s, battle: { command: [] } })).toEqual({})
    expect(commandStates({ ...s, battle: { command: { l1: { order: 'charge' } } } })).toEqual({})
    expect(commandOf(s, 'l1')).toBeNull()
  })
})

function nextPhases(s: BattleState, n: number) {
  let x = s
  let draft = nextPhaseDraft(x)
  for (let i = 0; i < n; i++) { draft = nextPhaseDraft(x); x = apply(x, draft) }
  return { state: x, draft }
}
