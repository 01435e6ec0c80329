import { describe, expect, it } from 'vitest'
import { applyOps } from '@/model/fold'
import { hiddenDeckProblem, joinSecret, otherSideSecretProblem, splitSecret } from '@/model/secret'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { errorOf } from '@/test-utils/calculatorChecks'
import { BATTLE_CHECK } from './battleSchema'
import { aideArrivesDraft, initialOrderDraft, initiativeDraft, obedienceDraft, sendOrderDraft } from './command'
import { commandOf, commandStates, ordersKey, ordersShown } from './commandState'
import { owedTests, settlesFor } from '@/rulesets/owed'
import { revealOrderDraft } from './ordersCheck'
import { fallBackDraft, orderFulfilledDraft } from './ordersWritten'
import { seriesEvents } from './sequence'
import { nextPhaseDraft } from './turn'
import { addLeaderDraft } from './unitOps'
import { apply, LEADER, smallBattle } from './testkit'

/**
 * seed 001, 17.8: "An order is never revealed to the enemy except" on an order check. On a shared battle each
 * action is split (src/model/secret.ts): the enemy's phone folds the public copy, the owning side's and the
 * umpire's phones the whole. These tests play the same actions on both and compare what each may know.
 */
const asAction = (d: ActionDraft, seq: number): Action => ({ ...d, id: `a${seq}`, seq, at: 0 })

/** Plays drafts on the umpire's phone (whole) and the English phone (public copies), side by side. */
function table(start: BattleState) {
  let umpire = start
  let english = start
  let seq = 0
  const words: string[] = []
  const fullLog: Action[] = []
  const publicLog: Action[] = []
  return {
    get umpire() { return umpire },
    get english() { return english },
    words, fullLog, publicLog,
    play(make: (s: BattleState) => ActionDraft) {
      const action = asAction(make(umpire), ++seq)
      const { public: pub, secrets } = splitSecret(action, umpire, umpire.setup)
      expect(joinSecret(pub, secrets)).toEqual(action)
      umpire = apply(umpire, { ...action, ops: [...action.ops] })
      english = { ...applyOps(english, pub.ops), seq: english.seq + 1 }
      words.push(JSON.stringify(pub))
      fullLog.push(action)
      publicLog.push(pub)
      // The owed list and the sequence of play are folds every phone makes alike (issue 25).
      expect(owedTests(publicLog)).toEqual(owedTests(fullLog))
      expect(seriesEvents(english, publicLog)).toEqual(seriesEvents(umpire, fullLog))
      return { action, pub }
    },
  }
}

const reille = (s: BattleState) => s.units.l1!
/** This phone holds the leader's orders only as the other side may see them (what LeaderOrders shows as hidden). */
const ordersHidden = (s: BattleState, id: string) => commandOf(s, id) === null && ordersShown(s)[id] !== undefined

describe('hidden orders on a shared battle (17.8, issue 25)', () => {
  it('the enemy reads the aide and the checks, never the order, its written part or the log line naming it', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 4 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'defense'))
    t.play((s) => sendOrderDraft(s, reille(s), { order: 'attack', aideId: '1', written: 'Objective: take Hougoumont' }))
    t.play((s) => aideArrivesDraft(s, reille(s), '1', 4))
    t.play((s) => obedienceDraft(s, reille(s), 'success', undefined, []))
    expect(commandOf(t.umpire, 'l1')).toMatchObject({ order: 'defense', scheduled: { order: 'attack', fromTurn: 2 } })
    expect(commandOf(t.english, 'l1')).toBeNull()
    expect(ordersHidden(t.english, 'l1')).toBe(true)
    expect(ordersHidden(t.umpire, 'l1')).toBe(false)
    expect(ordersShown(t.english).l1).toEqual({ aides: [], pending: null, scheduledFrom: 2, moralePenalty: null })
    const all = t.words.join('\n')
    expect(all).not.toMatch(/attack|defense|Hougoumont/)
    expect(t.words.map((w) => (JSON.parse(w) as Action).label)).toEqual([
      'Reille: initial order given (17.3)', 'Aide 1 rides to Reille (17.5)', 'Aide 1 reaches Reille (17.5)', 'Reille: obedience check success (17.6)'])
  })

  it('an aide riding is on the map for both; the owed check is the same on both phones, in words naming no order', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 3 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'defense'))
    t.play((s) => sendOrderDraft(s, reille(s), { order: 'march', aideId: '7' }))
    expect(ordersShown(t.english).l1?.aides).toEqual([{ id: '7', sentTurn: 1, leg: 'to corps commander', notBefore: 1 }])
    const arrives = t.play((s) => aideArrivesDraft(s, reille(s), '7', 3))
    // The owed check is the rules' bookkeeping: it stays public (the rest of the detail does not), in words naming no order.
    expect(arrives.pub.detail).toEqual({ owes: [{ kind: 'obedience', unitIds: ['l1'], label: 'Reille: obedience check', reason: 'received an order in turn 1 (17.6)', prefill: { turn: 1 } }] })
    expect(arrives.action.detail).toEqual({ leaderId: 'l1', ...arrives.pub.detail })
    expect(owedTests(t.publicLog).map((o) => o.label)).toEqual(['Reille: obedience check'])
    t.play((s) => obedienceDraft(s, reille(s), 'failure', undefined, settlesFor(owedTests(t.publicLog), 'obedience', 'l1')))
    expect(owedTests(t.publicLog)).toEqual([])
    // A new turn owes the delay check from what both phones know: the same words on both.
    for (let i = 0; i < 11; i++) t.play((s) => nextPhaseDraft(s))
    const onUmpire = nextPhaseDraft(t.umpire)
    expect(nextPhaseDraft(t.english)).toEqual(onUmpire)
    expect(onUmpire.detail?.owes).toContainEqual({ kind: 'delay', unitIds: ['l1'], label: 'Reille: delay check', reason: 'failed the obedience check in turn 1 (17.6)', prefill: { obedienceTurn: 1 } })
  })

  it('an order scheduled for a turn is in effect from it as read, with no write of the hidden order when the turn begins', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 3 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'defense'))
    t.play((s) => sendOrderDraft(s, reille(s), { order: 'retreat', aideId: '', stacked: true }))
    for (let i = 0; i < 12; i++) {
      const { pub } = t.play((s) => nextPhaseDraft(s))
      expect(JSON.stringify(pub.ops)).not.toContain('orders.')
    }
    expect(commandOf(t.umpire, 'l1')).toMatchObject({ order: 'retreat', orderSince: 2, scheduled: null, freshFrom: 2 })
  })

  it('the initiative penalty, rolled openly, reaches the enemy’s morale checks (17.7)', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 3 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'defense'))
    const { pub } = t.play((s) => initiativeDraft(s, reille(s), 'attack', 'failure', undefined))
    expect(pub.label).toBe('Reille: initiative check failure — his units −2 morale in turn 2 (17.7)')
    expect(ordersShown(t.english).l1?.moralePenalty).toEqual({ turn: 2, value: -2 })
  })

  it('an order check reveals the order to every phone until the order changes (17.8)', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 4 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'withdrawal'))
    expect(errorOf(() => revealOrderDraft(t.english, reille(t.english)))).toMatchObject({ message: "Reille's order is not known on this phone: the umpire or his own player reveals it (17.8)." })
    const { pub } = t.play((s) => revealOrderDraft(s, reille(s)))
    expect(pub.label).toBe("Order check (17.8): Reille's order is withdrawal")
    expect(ordersShown(t.english).l1?.revealed).toEqual({ order: 'withdrawal', turn: 1 })
    t.play((s) => sendOrderDraft(s, reille(s), { order: 'attack', aideId: '', stacked: true }))
    expect(ordersShown(t.english).l1?.revealed).toEqual({ order: 'withdrawal', turn: 1 }) // still in effect this turn
    for (let i = 0; i < 12; i++) t.play((s) => nextPhaseDraft(s))
    t.play((s) => initiativeDraft(s, reille(s), 'defense', 'failure', undefined)) // his orders written again, attack in effect
    expect(ordersShown(t.english).l1?.revealed).toBeUndefined()
  })

  it('the enemy’s phone may not write over hidden orders, nor give the other side’s leaders orders', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 3 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'defense'))
    const forged = { ...initialOrderDraft(t.umpire, reille(t.umpire), 'retreat') }
    expect(hiddenDeckProblem(t.english, forged.ops)).toMatch(/keep this hidden from this phone/)
    let s = apply(t.english, addLeaderDraft('b', { ...LEADER, name: 'Hill', corps: 'II' }, 'l9'))
    expect(otherSideSecretProblem(s.setup, initialOrderDraft(s, s.units.l1!, 'attack').ops, 'b')).toMatch(/^This phone plays the .*: the .* keep this hidden, so the umpire or that side's player does this$/)
    expect(otherSideSecretProblem(s.setup, initialOrderDraft(s, s.units.l9!, 'attack').ops, 'b')).toBeNull()
    s = apply(s, initialOrderDraft(s, s.units.l9!, 'attack'))
    expect(Object.keys(commandStates(s))).toEqual(['l9'])
  })

  it('a battle kept before: the one command record still reads, a leader’s own value wins; a value naming no unit is refused', () => {
    const s = smallBattle({ advanced: { commandLevel: 3 } })
    const old = { order: 'march', orderSince: 1, aides: [], pending: null, scheduled: null, freshFrom: null, moralePenalty: null }
    const legacy = { ...s, battle: { command: { l1: old } } }
    expect(commandOf(legacy, 'l1')).toMatchObject({ order: 'march' })
    const next = apply(legacy, initialOrderDraft(legacy, reille(legacy), 'reserve'))
    expect(commandOf(next, 'l1')).toMatchObject({ order: 'reserve' })
    expect(BATTLE_CHECK.check(next)).toBeNull()
    expect(BATTLE_CHECK.check({ ...next, battle: { ...next.battle, [ordersKey('ghost')]: next.battle[ordersKey('l1')]! } })).toBe('battle.orders.ghost: no unit "ghost" in this battle')
  })

  it('an action whose kind would name the order shows the other side a neutral kind; the side and the umpire keep it', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 4 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'attack'))
    const { action, pub } = t.play((s) => orderFulfilledDraft(s, reille(s)))
    expect([action.kind, pub.kind]).toEqual(['order.defense', 'order.changed'])
    expect(JSON.stringify(pub)).not.toMatch(/defense|attack/)
    expect(commandOf(t.umpire, 'l1')?.order).toBe('defense')
  })

  it('an order check shows the written part too, on one line; a new written part under the same order is secret again', () => {
    const t = table(smallBattle({ advanced: { commandLevel: 4 } }))
    t.play((s) => initialOrderDraft(s, reille(s), 'defense'))
    t.play((s) => sendOrderDraft(s, reille(s), { order: 'attack', aideId: '', stacked: true, written: 'Objective: the farm\nIf it fails: hold' }))
    for (let i = 0; i < 12; i++) t.play((s) => nextPhaseDraft(s))
    const { pub } = t.play((s) => revealOrderDraft(s, reille(s)))
    expect(pub.label).toBe("Order check (17.8): Reille's order is attack — Objective: the farm If it fails: hold")
    expect(ordersShown(t.english).l1?.revealed).toEqual({ order: 'attack', written: 'Objective: the farm\nIf it fails: hold', turn: 2 })
    for (let i = 0; i < 36; i++) t.play((s) => nextPhaseDraft(s))
    t.play((s) => fallBackDraft(s, reille(s), 'attack', 'Objective: the church'))
    expect(commandOf(t.umpire, 'l1')).toMatchObject({ order: 'attack', written: 'Objective: the church' })
    expect(ordersShown(t.english).l1?.revealed).toBeUndefined()
  })

  it('what is not an order record reads as none, never throws: a plain value under a leader’s key, a broken old record', () => {
    const s = smallBattle({ advanced: { commandLevel: 3 } })
    for (const command of [null, 'x', 3, []]) expect(commandStates({ ...s, battle: { command } })).toEqual({})
    const plain = { ...s, battle: { [ordersKey('l1')]: { order: 'attack' } } }
    expect([commandOf(plain, 'l1'), ordersShown(plain), ordersHidden(plain, 'l1')]).toEqual([null, {}, false])
    const old = { order: 'march', orderSince: 1, aides: [], pending: null, scheduled: null, freshFrom: null, moralePenalty: null }
    // A battle kept before: its old record gives what the other side may know, as a new one does.
    expect(ordersShown({ ...s, battle: { command: { l1: old } } }).l1).toEqual({ aides: [], pending: null, scheduledFrom: null, moralePenalty: null })
  })
})
