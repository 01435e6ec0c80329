import { describe, expect, it } from 'vitest'
import { seriesMorale } from '@/engine/series/morale'
import type { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState, JsonRecord } from '@/model/types'
import { chargeDraft, chargeOverDraft, freeWithdrawalDraft, reactionCheck, reactionDraft, reactionFromStack } from './chargeApply'
import { reactionStep, reactorOf, unitsAfter, chargeRefusal, chargedAtTurn, classFromAllowance, classOf, reactionChecksOrWhy, reactionNote, cavalryOf, movementAllowanceOf, nextChecker, reactionChecks, reactionMoraleInput } from './chargeChoices'
import { advancedRuleDraft } from './options'
import { apply, smallBattle } from './testkit'
import { addUnitDraft, type UnitForm } from './unitOps'
import { combatState } from './unitState'

const HUSSARS: UnitForm = { name: '7e hussards', type: 'cavalry', steps: 4, firepower: 0, meleeValue: 3, morale: 9, fireRange: 0, formation: 'column', corps: 'I', hex: '1305' }
const DRAGOONS: UnitForm = { ...HUSSARS, name: 'Scots Greys', morale: 8, corps: 'II', hex: '1406' }
const SECOND: UnitForm = { name: '30th Foot', type: 'infantry', steps: 5, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', corps: 'II', hex: '1405' }

/** French hussars (u4) against the 92nd Foot (u3) with the 30th under it (u6) in 1405; British dragoons (u5) in 1406. */
function battle(options: JsonRecord = {}): BattleState {
  let s = smallBattle(options)
  s = apply(s, addUnitDraft('a', HUSSARS, 'u4'))
  s = apply(s, addUnitDraft('b', DRAGOONS, 'u5'))
  s = apply(s, addUnitDraft('b', { ...SECOND }, 'u6'))
  return { ...s, units: { ...s.units, u6: { ...s.units.u6!, state: { ...s.units.u6!.state, stackPosition: 1 } } } }
}
const withCavalryRule = (s: BattleState) => apply(s, advancedRuleDraft(s.setup, 'cavalry', true))
const turnTwo = (s: BattleState): BattleState => ({ ...s, battle: { ...s.battle, turn: { number: 2, playerTurn: 1, phase: 0 } } })
const morale = (s: BattleState, id: string, reaction: 'form-square' | 'countercharge' | 'withdrawal', faces: [number, number], failedAbove = 0, seenAt: number | null = 3) =>
  seriesMorale.resolve(reactionMoraleInput(s, reaction, s.units[id]!, failedAbove, seenAt), faces)

describe('declaring a charge (9.1, 9.2, 16.4)', () => {
  it('one action: the cavalry in line, the turn it charged, its movement allowance if entered', () => {
    const s = battle()
    const d = chargeDraft(s, [s.units.u4!], s.units.u3!, 10)
    expect(d).toMatchObject({ kind: 'charge.declared', by: 'a', label: '7e hussards charges 92nd Foot in line (9.1, 9.2)', detail: { chargerIds: ['u4'], targetId: 'u3', turn: 1 } })
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u4', state: { formation: 'line', chargedAtTurn: 1, movementAllowance: 10 } }])
    const after = apply(s, d)
    expect([chargedAtTurn(after.units.u4!), movementAllowanceOf(after.units.u4!), chargedAtTurn(s.units.u4!), movementAllowanceOf(s.units.u4!)]).toEqual([1, 10, null, null])
    expect(chargeDraft(s, [s.units.u4!, s.units.u4!], s.units.u3!, null).label).toBe('7e hussards and 7e hussards charge 92nd Foot in line (9.1, 9.2)')
    expect(chargeDraft(s, [s.units.u4!], s.units.u3!, null).ops).toEqual([{ op: 'unit.patch', id: 'u4', state: { formation: 'line', chargedAtTurn: 1 } }])
  })
  it('refusals name the field: no cavalry, not cavalry, disorganized, own side, a bad allowance', () => {
    const s = battle()
    const err = (f: () => unknown) => errorOf<RulesInputError>(f)
    expect(err(() => chargeDraft(s, [], s.units.u3!, null))).toMatchObject({ field: 'chargers', message: 'Choose the charging cavalry.' })
    expect(err(() => chargeDraft(s, [s.units.u1!], s.units.u3!, null))).toMatchObject({ field: 'chargers', message: '2e de ligne is not cavalry: only cavalry charges (9.1).' })
    const dis = { ...s, units: { ...s.units, u4: { ...s.units.u4!, state: { ...s.units.u4!.state, formation: 'disorganized', disorganizedAtTurn: 1 } } } }
    expect(err(() => chargeDraft(dis, [dis.units.u4!], s.units.u3!, null)).message).toBe('7e hussards is disorganized: "The charging cavalries may not be disorganized" (9.2).')
    expect(err(() => chargeDraft(s, [s.units.u4!], s.units.u1!, null))).toMatchObject({ field: 'target', message: '2e de ligne is on the same side as 7e hussards: a charge targets an enemy hex (9.2).' })
    for (const ma of [0, 31, 2.5]) expect(err(() => chargeDraft(s, [s.units.u4!], s.units.u3!, ma)).field).toBe('movementAllowance')
    expect(chargeDraft(s, [s.units.u4!], s.units.u3!, 30).ops).toHaveLength(1)
    expect(chargeDraft(s, [s.units.u4!], s.units.u3!, 1).ops).toHaveLength(1)
  })
  it('16.4: no charge two turns running, only with the rule on; the turn before last is fine', () => {
    const charged = apply(battle(), chargeDraft(battle(), [battle().units.u4!], battle().units.u3!, 9))
    expect(chargeRefusal(turnTwo(charged), charged.units.u4!)).toBeNull()
    const on = withCavalryRule(charged)
    expect(chargeRefusal(on, on.units.u4!)).toBeNull()
    expect(chargeRefusal(turnTwo(on), on.units.u4!)).toBe('7e hussards charged last turn: "No cavalry unit can charge during two successive turns" (16.4).')
    expect(chargeRefusal({ ...on, battle: { ...on.battle, turn: { number: 3, playerTurn: 1, phase: 0 } } }, on.units.u4!)).toBeNull()
  })
  it('16.4 classes from the printed allowance, only with the rule on: 10 light, 9 line, 8 heavy', () => {
    const s = battle()
    const ma = (st: BattleState, n: number) => ({ ...st.units.u4!, state: { ...st.units.u4!.state, movementAllowance: n } })
    expect(classOf(s, ma(s, 10))).toBeNull()
    const on = withCavalryRule(s)
    expect([classOf(on, ma(on, 10)), classOf(on, ma(on, 9)), classOf(on, ma(on, 8)), classOf(on, on.units.u4!), classOf(on, on.units.u3!)]).toEqual(['light', 'line', 'heavy', null, null])
    expect([classFromAllowance(10), classFromAllowance(9), classFromAllowance(8), classFromAllowance(1), classFromAllowance(0), classFromAllowance(''), classFromAllowance(null), classFromAllowance(9.5)])
      .toEqual(['light', 'line', 'heavy', 'heavy', null, null, null, null])
    expect(cavalryOf(s).map((u) => u.id)).toEqual(['u4', 'u5'])
    expect(cavalryOf(s, 'b').map((u) => u.id)).toEqual(['u5'])
  })
})

describe('the reactions the text allows (9.6, 9.7, 6.8)', () => {
  it('before the distance is typed the square reaction prompts for it, in no red "Not allowed" (issue 21); a refusal after input is red', () => {
    const s = battle()
    expect(reactionNote(reactionChecksOrWhy(s, 'form-square', s.units.u3!, { seenAt: null, charged: true }))).toEqual({ tone: 'prompt', text: 'Say at what distance the infantry sees the charging cavalry (9.6).' })
    expect(reactionNote(reactionChecksOrWhy(s, 'form-square', s.units.u3!, { seenAt: 3, charged: true }))?.tone).toBe('allowed')
    expect(reactionNote({ allowed: false, why: 'disorganized', checks: [] })).toEqual({ tone: 'refused', text: 'Not allowed: disorganized' })
    expect(reactionNote(null)).toBeNull()
  })
  it('form square: the infantry stack top first, the distance it was seen at; adjacent or unknown: no attempt', () => {
    const s = battle()
    const r = reactionChecks(s, 'form-square', s.units.u3!, { seenAt: 3, charged: true })
    expect([r.allowed, r.why, r.checks.map((c) => [c.unit, c.failedAbove])]).toEqual([true, 'cavalry 3 hexes or more away: +1', [['u3', 0], ['u6', 1]]])
    expect(reactionChecks(s, 'form-square', s.units.u3!, { seenAt: 1, charged: true }).allowed).toBe(false)
    expect(reactionChecksOrWhy(s, 'form-square', s.units.u3!, { seenAt: 3, charged: true }).checks).toHaveLength(2)
    const bad = { ...s, units: { ...s.units, u3: { ...s.units.u3!, state: { ...s.units.u3!.state, formation: 'limbered' } } } }
    expect(reactionChecksOrWhy(bad, 'form-square', bad.units.u3!, { seenAt: 3, charged: true })).toMatchObject({ allowed: false, checks: [] })
    expect(reactionChecksOrWhy(bad, 'form-square', bad.units.u3!, { seenAt: 3, charged: true }).why).toMatch(/limbered/)
    expect(reactionChecks(s, 'form-square', s.units.u3!, { seenAt: null, charged: true })).toEqual({ allowed: false, why: 'say at what distance the infantry sees the charging cavalry (9.6)', checks: [] })
  })
  it('countercharge by the dragoons; withdrawal refused when charged, allowed when the charge passes by; 16.4 light cavalry needs no check', () => {
    const s = battle()
    expect(reactionChecks(s, 'countercharge', s.units.u5!, { seenAt: null, charged: false }).checks.map((c) => c.purpose)).toEqual(['countercharge'])
    expect(reactionChecks(s, 'withdrawal', s.units.u5!, { seenAt: null, charged: true })).toMatchObject({ allowed: false, why: '"It cannot retreat if charged by an enemy cavalry" (6.8)' })
    expect(reactionChecks(s, 'withdrawal', s.units.u5!, { seenAt: null, charged: false }).checks.map((c) => c.noModifiers)).toEqual([true])
    expect(reactionChecks(s, 'withdrawal', s.units.u5!, { seenAt: null, charged: false, again: true })).toEqual({ allowed: true, why: 'attacked again by the same unit: it can withdraw again, without checking morale', checks: [] })
    expect(reactionChecks(s, 'withdrawal', s.units.u5!, { seenAt: null, charged: true, again: true }).allowed).toBe(false)
    const on = withCavalryRule(s)
    const light = { ...on, units: { ...on.units, u5: { ...on.units.u5!, state: { ...on.units.u5!.state, movementAllowance: 11 } } } }
    expect(reactionChecks(light, 'withdrawal', light.units.u5!, { seenAt: null, charged: false })).toEqual({ allowed: true, why: 'light cavalry: "do not need to pass a morale check to retreat before combat" (16.4)', checks: [] })
    expect(reactionChecks(light, 'withdrawal', light.units.u5!, { seenAt: null, charged: true }).allowed).toBe(false)
  })
  it('the morale input: purpose, failures above (−2 each), distance; exact odds 2D6 ≤ 9 with +1 at 3 hexes: 30/36', () => {
    const s = battle()
    expect(reactionMoraleInput(s, 'form-square', s.units.u3!, 0, 3)).toMatchObject({ morale: 8, purpose: 'form-square', chargerDistance: 3 })
    expect(reactionMoraleInput(s, 'form-square', s.units.u6!, 1, 2)).toMatchObject({ purpose: 'form-square', failedAbove: 1, chargerDistance: 2 })
    expect(reactionMoraleInput(s, 'countercharge', s.units.u5!, 0, null)).not.toHaveProperty('chargerDistance')
    expect(reactionMoraleInput(s, 'withdrawal', s.units.u5!, 0, null).purpose).toBe('withdrawal')
    const d = seriesMorale.distribution(reactionMoraleInput(s, 'form-square', s.units.u3!, 0, 3))
    expect(d.outcomes.find((o) => o.value === 'success')?.count).toBe(30)
  })
  it('who reacts: the target for a square, the chosen cavalry otherwise, charged when in the target hex; the units after one', () => {
    const s = battle()
    expect(reactorOf(s, 'form-square', s.units.u3!, 'u5')).toEqual({ reactor: s.units.u3, charged: true })
    expect(reactorOf(s, 'countercharge', s.units.u3!, 'u5')).toEqual({ reactor: s.units.u5, charged: false })
    expect(reactorOf(s, 'withdrawal', s.units.u5!, 'u5')).toEqual({ reactor: s.units.u5, charged: true })
    expect(reactorOf(s, 'withdrawal', s.units.u3!, 'u4')).toEqual({ reactor: null, charged: false })
    expect(unitsAfter(s, ['u3', 'u6', 'zz'], 'u3').map((u) => u.id)).toEqual(['u6'])
    expect(unitsAfter(s, ['u3', 'u6'], 'u6')).toEqual([])
  })
  it('who checks next: a square stops at the first success, a countercharge checks every unit; failures above count', () => {
    expect(nextChecker('form-square', ['a', 'b'], [])).toEqual({ id: 'a', failedAbove: 0 })
    expect(nextChecker('form-square', ['a', 'b'], [false])).toEqual({ id: 'b', failedAbove: 1 })
    expect(nextChecker('form-square', ['a', 'b'], [true])).toBeNull()
    expect(nextChecker('form-square', ['a', 'b'], [false, false])).toBeNull()
    expect(nextChecker('countercharge', ['a', 'b', 'c'], [true])).toEqual({ id: 'b', failedAbove: 0 })
    expect(nextChecker('countercharge', ['a', 'b', 'c'], [false, true])).toEqual({ id: 'c', failedAbove: 1 })
  })
})

describe('reaction results as one action each', () => {
  it('square passed: the 92nd and the 30th under it adopt square (9.6)', () => {
    const s = battle()
    const d = reactionDraft(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [3, 4]), undefined, { failedAbove: 0, alsoSquare: [s.units.u3!, s.units.u6!, s.units.u1!] })
    expect(d.label).toBe('92nd Foot: forming square (9.6) success (7 vs 9) — forms square with 30th Foot')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { formation: 'square' } }, { op: 'unit.patch', id: 'u6', state: { formation: 'square' } }])
    expect(d.detail).toMatchObject({ reaction: 'form-square', purpose: 'form-square', outcome: 'success' })
    const alone = reactionDraft(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [3, 4]), undefined, { failedAbove: 0 })
    expect(alone.label).toBe('92nd Foot: forming square (9.6) success (7 vs 9) — forms square')
    expect(combatState(apply(s, d).units.u6!).formation).toBe('square')
  })
  it('square failed: disorganized with this turn\'s marker, retreats after the charge combat; the next unit at −2', () => {
    const s = battle()
    const d = reactionDraft(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [6, 5]), undefined, { failedAbove: 0 })
    expect(d.label).toBe('92nd Foot: forming square (9.6) failure (11 vs 9) — disorganized (marker 1), retreats after the charge combat')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { formation: 'disorganized', disorganizedAtTurn: 1 } }])
    expect(morale(s, 'u6', 'form-square', [3, 3], 1, 3).modifiedMorale).toBe(7)
  })
  it('countercharge passed: line; failed: nothing happens; withdrawal passed to a hex, failed: disorganized', () => {
    const s = battle()
    const cc = reactionDraft(s, 'countercharge', s.units.u5!, morale(s, 'u5', 'countercharge', [2, 2]), undefined, { failedAbove: 0 })
    expect([cc.label, cc.ops]).toEqual(['Scots Greys: countercharge check (9.7) success (4 vs 8) — countercharges, in line', [{ op: 'unit.patch', id: 'u5', state: { formation: 'line' } }]])
    const no = reactionDraft(s, 'countercharge', s.units.u5!, morale(s, 'u5', 'countercharge', [6, 6]), undefined, { failedAbove: 0 })
    expect([no.label, no.ops]).toEqual(['Scots Greys: countercharge check (9.7) failure (12 vs 8) — no countercharge', []])
    const w = reactionDraft(s, 'withdrawal', s.units.u5!, morale(s, 'u5', 'withdrawal', [1, 2]), undefined, { failedAbove: 0, toHex: ' 1507 ' })
    expect([w.label, w.ops]).toEqual(['Scots Greys: withdrawal check (6.8) success (3 vs 8) — withdraws to hex 1507', [{ op: 'unit.patch', id: 'u5', state: { hex: '1507' } }]])
    expect(reactionDraft(s, 'withdrawal', s.units.u5!, morale(s, 'u5', 'withdrawal', [1, 2]), undefined, { failedAbove: 0, toHex: ' ' }).ops).toEqual([])
    const wf = reactionDraft(s, 'withdrawal', s.units.u5!, morale(s, 'u5', 'withdrawal', [6, 5]), undefined, { failedAbove: 0 })
    expect([wf.label, wf.ops]).toEqual(['Scots Greys: withdrawal check (6.8) failure (11 vs 8) — disorganized (marker 1), retreats 2 hexes', [{ op: 'unit.patch', id: 'u5', state: { formation: 'disorganized', disorganizedAtTurn: 1 } }]])
  })
  it('withdrawal with no check (16.4 light cavalry, or the same unit again)', () => {
    const s = battle()
    expect(freeWithdrawalDraft(s.units.u5!, '1507', 'light cavalry (16.4)')).toMatchObject({ kind: 'charge.withdrawal', label: 'Scots Greys: withdraws 1 or 2 hexes to hex 1507 without a check — light cavalry (16.4)', ops: [{ op: 'unit.patch', id: 'u5', state: { hex: '1507' } }] })
    expect(freeWithdrawalDraft(s.units.u5!, '', 'x')).toMatchObject({ label: 'Scots Greys: withdraws 1 or 2 hexes without a check — x', ops: [] })
  })
})

describe('the next check of the stack goes on the owed list, pre-filled (5.5, 9.6, 9.7)', () => {
  it('square failed: the 30th under it owes its check at −2 with the distance; square passed: nothing owed', () => {
    const s = battle()
    const d = reactionDraft(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [6, 5]), undefined, { failedAbove: 0, after: s.units.u6!, seenAt: 3, settles: ['4.0'] })
    expect(d.detail?.owes).toEqual([{ kind: 'morale', unitIds: ['u6'], label: '30th Foot: morale check', reason: '92nd Foot above it failed to form square (9.6: the next unit checks at −2)',
      prefill: { purpose: 'form-square', direction: 'front', failedAbove: 1, chargerDistance: 3 } }])
    expect(d.detail?.settles).toEqual(['4.0'])
    expect(reactionDraft(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [1, 2]), undefined, { failedAbove: 0, after: s.units.u6!, seenAt: 3 }).detail?.owes).toBeUndefined()
    const noDistance = reactionDraft(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [6, 5]), undefined, { failedAbove: 1, after: s.units.u6! })
    expect((noDistance.detail?.owes as { prefill: unknown }[])[0]!.prefill).toEqual({ purpose: 'form-square', direction: 'front', failedAbove: 2 })
  })
  it('countercharge: the next cavalry checks either way, −2 only after a failure; withdrawal owes nothing', () => {
    const s = battle()
    const ok = reactionDraft(s, 'countercharge', s.units.u5!, morale(s, 'u5', 'countercharge', [2, 2]), undefined, { failedAbove: 0, after: s.units.u4! })
    expect(ok.detail?.owes).toEqual([{ kind: 'morale', unitIds: ['u4'], label: '7e hussards: morale check', reason: 'the stack countercharges as one: each unit checks (9.7)', prefill: { purpose: 'countercharge', direction: 'front', failedAbove: 0 } }])
    const no = reactionDraft(s, 'countercharge', s.units.u5!, morale(s, 'u5', 'countercharge', [6, 6]), undefined, { failedAbove: 0, after: s.units.u4!, seenAt: 3 })
    expect((no.detail?.owes as { prefill: unknown }[])[0]!.prefill).toEqual({ purpose: 'countercharge', direction: 'front', failedAbove: 1 })
    expect(reactionDraft(s, 'withdrawal', s.units.u5!, morale(s, 'u5', 'withdrawal', [6, 6]), undefined, { failedAbove: 0, after: s.units.u4! }).detail?.owes).toBeUndefined()
    expect(reactionDraft(s, 'countercharge', s.units.u5!, morale(s, 'u5', 'countercharge', [6, 6]), undefined, { failedAbove: 0, after: null }).detail?.owes).toBeUndefined()
  })
  it('from the Morale view: the stack under the unit adopts square / checks next; other purposes are not reactions', () => {
    const s = battle()
    const sq = reactionFromStack(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [1, 2]), undefined, { failedAbove: 0, seenAt: 2, settles: [] })!
    expect(sq.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { formation: 'square' } }, { op: 'unit.patch', id: 'u6', state: { formation: 'square' } }])
    const fail = reactionFromStack(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [6, 6]), undefined, { failedAbove: 0, seenAt: 2, settles: ['1.0'] })!
    expect([(fail.detail?.owes as { unitIds: string[] }[])[0]!.unitIds, fail.detail?.settles]).toEqual([['u6'], ['1.0']])
    const last = reactionFromStack(s, 'form-square', s.units.u6!, morale(s, 'u6', 'form-square', [6, 6], 1, 2), undefined, { failedAbove: 1, seenAt: 2, settles: [] })!
    expect(last.detail?.owes).toBeUndefined()
    expect(reactionFromStack(s, 'countercharge', s.units.u5!, morale(s, 'u5', 'countercharge', [1, 1]), undefined, { failedAbove: 0, seenAt: null, settles: [] })!.ops).toEqual([{ op: 'unit.patch', id: 'u5', state: { formation: 'line' } }])
    expect(reactionFromStack(s, 'fire', s.units.u3!, morale(s, 'u3', 'form-square', [1, 2]), undefined, { failedAbove: 0, seenAt: 2, settles: [] })).toBeNull()
  })
})

describe('where a reaction stands', () => {
  it('before any result the engine\'s list; then the frozen list; passed units; nothing next when not allowed', () => {
    const s = battle()
    const checks = reactionChecks(s, 'form-square', s.units.u3!, { seenAt: 3, charged: true })
    expect(reactionStep(s, 'form-square', checks, null)).toEqual({ ids: ['u3', 'u6'], next: { id: 'u3', failedAbove: 0 }, unit: s.units.u3, passed: [] })
    expect(reactionStep(s, 'form-square', null, { ids: ['u3', 'u6'], results: [false] })).toEqual({ ids: ['u3', 'u6'], next: { id: 'u6', failedAbove: 1 }, unit: s.units.u6, passed: [] })
    expect(reactionStep(s, 'form-square', checks, { ids: ['u3', 'u6'], results: [false, true] })).toEqual({ ids: ['u3', 'u6'], next: null, unit: null, passed: ['u6'] })
    const refused = reactionChecks(s, 'form-square', s.units.u3!, { seenAt: 1, charged: true })
    expect(reactionStep(s, 'form-square', refused, null)).toEqual({ ids: [], next: null, unit: null, passed: [] })
    expect(reactionStep(s, 'countercharge', null, null)).toEqual({ ids: [], next: null, unit: null, passed: [] })
    expect(reactionStep(s, 'countercharge', null, { ids: ['zz'], results: [] }).unit).toBeNull()
  })
})

describe('a check applied from the Charge view, and the charge over (9.3)', () => {
  it('the 92nd fails: disorganized, the 30th owed; progress keeps the list, the result and the formation before', () => {
    const s = battle()
    const m = reactionCheck(s, 'form-square', s.units.u3!, morale(s, 'u3', 'form-square', [6, 6]), undefined, { ids: ['u3', 'u6'], next: { failedAbove: 0 } }, null, { toHex: '', seenAt: 3, settles: [] })
    expect(m.progress).toEqual({ ids: ['u3', 'u6'], results: [false], before: { u3: 'line' } })
    expect((m.draft.detail?.owes as { unitIds: string[] }[])[0]!.unitIds).toEqual(['u6'])
    const s2 = apply(s, m.draft)
    const m2 = reactionCheck(s2, 'form-square', s2.units.u6!, morale(s2, 'u6', 'form-square', [1, 1], 1), undefined, { ids: ['u3', 'u6'], next: { failedAbove: 1 } }, m.progress, { toHex: '', seenAt: 3, settles: ['9.0'] })
    expect(m2.progress).toEqual({ ids: ['u3', 'u6'], results: [false, true], before: { u3: 'line', u6: 'line' } })
    expect(m2.draft.label).toBe('30th Foot: forming square (9.6) success (2 vs 7) — forms square')
    expect(m2.draft.detail?.settles).toEqual(['9.0'])
    expect(reactionCheck(s, 'countercharge', s.units.u5!, morale(s, 'u5', 'countercharge', [1, 1]), undefined, { ids: ['u5'], next: null }, null, { toHex: '', seenAt: null, settles: [] }).progress.results).toEqual([true])
  })
  it('charge over: cavalry in good order back in column, one action; none left: nothing to do', () => {
    const s = battle()
    const charged = apply(s, chargeDraft(s, [s.units.u4!], s.units.u3!, null))
    expect(chargeOverDraft([charged.units.u4!])).toEqual({ kind: 'charge.over', by: 'a', label: '7e hussards: charge over, back in column (9.3)', ops: [{ op: 'unit.patch', id: 'u4', state: { formation: 'column' } }], detail: { unitIds: ['u4'] } })
    expect(chargeOverDraft([s.units.u4!])).toBeNull()
    const dis = { ...charged.units.u4!, state: { ...charged.units.u4!.state, formation: 'disorganized' } }
    expect(chargeOverDraft([dis])).toBeNull()
    expect(chargeOverDraft([{ ...charged.units.u4!, state: { ...charged.units.u4!.state, status: 'eliminated' } }])).toBeNull()
    expect(chargeOverDraft([charged.units.u4!, { ...charged.units.u5!, state: { ...charged.units.u5!.state, formation: 'line' } }])?.label).toBe('7e hussards and Scots Greys: charge over, back in column (9.3)')
  })
})
