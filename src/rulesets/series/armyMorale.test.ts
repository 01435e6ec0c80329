import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState, JsonRecord } from '@/model/types'
import { armyMoraleOf, armyMoraleStep, modulationDraft, modulationDue } from './armyMorale'
import { chainOwed, chainReactionDraft, disorganizedIn, goodOrderIn } from './armyChainReaction'
import { apply, LINE, smallBattle } from './testkit'
import { addUnitDraft, formationDraft } from './unitOps'

const lose = (s: BattleState, id: string, steps: number) => apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id, state: { steps } }] })
const modulated = (extra: JsonRecord = {}) => smallBattle({ advanced: { modulatedDemoralization: true }, thresholds: { a: { demoralization: 8, desperate: 12 } }, ...extra })
const withArmy = (s: BattleState, a: JsonRecord): BattleState => ({ ...s, battle: { ...s.battle, armyMorale: { a } } })

describe('modulated demoralization (16.8) in the battle', () => {
  it('due once the total reaches level − 5 (8 → 3): 2 lost not due, 3 lost due; not again once rolled', () => {
    let s = lose(modulated(), 'u1', 5)
    expect(modulationDue(s, 'a')).toBeNull()
    s = lose(s, 'u1', 4)
    expect(modulationDue(s, 'a')).toEqual({ demoralizationLevel: 8 })
    expect(modulationDue(s, 'b')).toBeNull()
    const d = modulationDraft(s, 'a', 10, undefined)
    expect(d.label).toBe('Ney: modulated demoralization threshold rolled (16.8)')
    s = apply(s, d)
    expect(armyMoraleOf(s, 'a')).toEqual({ level: 'good', demoralizationCheckDone: false, desperateCheckDone: false, modulatedThreshold: 10 })
    expect(modulationDue(s, 'a')).toBeNull()
    expect(errorOf(() => modulationDraft(s, 'a', 10, undefined))).toMatchObject({ field: 'modulatedThreshold' })
  })
  it('not due with the option off, without levels, or with a level of 5 or less', () => {
    expect(modulationDue(lose(smallBattle({ thresholds: { a: { demoralization: 8 } } }), 'u1', 2), 'a')).toBeNull()
    expect(modulationDue(lose(smallBattle({ advanced: { modulatedDemoralization: true } }), 'u1', 2), 'a')).toBeNull()
    expect(modulationDue(lose(smallBattle({ advanced: { modulatedDemoralization: true }, thresholds: { a: { demoralization: 5 } } }), 'u1', 0), 'a')).toBeNull()
    expect(modulationDue(lose(smallBattle({ advanced: { modulatedDemoralization: true }, thresholds: { a: { demoralization: 6 } } }), 'u1', 6), 'a')).toEqual({ demoralizationLevel: 6 })
  })
  it('the threshold is level − 5 + 2 to 12: 5 and 15 refused for a level of 8', () => {
    const s = lose(modulated(), 'u1', 4)
    expect(errorOf(() => modulationDraft(s, 'a', 4, undefined))).toMatchObject({ field: 'modulatedThreshold', message: 'The new threshold is 5 to 15 (level − 5 + two dice), not 4.' })
    expect(errorOf(() => modulationDraft(s, 'a', 16, undefined))).toMatchObject({ field: 'modulatedThreshold' })
    expect(modulationDraft(s, 'a', 5, undefined).ops).toHaveLength(1)
    expect(modulationDraft(s, 'a', 15, undefined).ops).toHaveLength(1)
  })
  it('the turn\'s comparison uses the rolled threshold (8 rolled to 10: 9 lost stays good, 10 demoralized) and keeps it', () => {
    const s = withArmy(lose(lose(modulated(), 'u1', 0), 'u2', 0), { level: 'good', modulatedThreshold: 10 })
    let r = armyMoraleStep(s, 'a', { demoralization: 8, desperate: 12 })
    expect(r.state).toEqual({ level: 'good', demoralizationCheckDone: false, desperateCheckDone: false, modulatedThreshold: 10 })
    const s10 = lose(apply(s, addUnitDraft('a', { ...LINE, name: '4e de ligne' }, 'u4')), 'u4', 6)
    r = armyMoraleStep(s10, 'a', { demoralization: 8, desperate: 12 })
    expect(r.state).toEqual({ level: 'demoralized', demoralizationCheckDone: true, desperateCheckDone: false, modulatedThreshold: 10 })
    const off = { ...s, setup: { ...s.setup, options: { thresholds: { a: { demoralization: 8 } } } } }
    expect(armyMoraleStep(off, 'a', { demoralization: 8 }).state.level).toBe('demoralized')
    expect(armyMoraleOf(withArmy(s, { level: 'good', modulatedThreshold: -2 }), 'a').modulatedThreshold).toBeUndefined()
  })
})

describe('chain reaction (12.2)', () => {
  const desperate = (s: BattleState) => withArmy(s, { level: 'desperate', demoralizationCheckDone: true, desperateCheckDone: true })
  it('a disorganized unit of a desperate army: the chosen adjacent good-order units owe a morale check', () => {
    let s = apply(smallBattle(), addUnitDraft('a', { ...LINE, name: '4e de ligne' }, 'u4'))
    s = desperate(apply(s, formationDraft(s.units.u1!, 'disorganized', 2)))
    expect(disorganizedIn(s, 'a').map((u) => u.id)).toEqual(['u1'])
    expect(goodOrderIn(s, 'a').map((u) => u.id)).toEqual(['u2', 'u4'])
    const d = chainReactionDraft(s, s.units.u1!, ['u2', 'u4'], false)
    expect(d.label).toBe('Chain reaction from 2e de ligne (12.2): Foot battery, 4e de ligne check morale')
    expect(d.ops).toEqual([])
    expect(d.detail?.owes).toEqual([chainOwed(s.units.u2!, s.units.u1!), chainOwed(s.units.u4!, s.units.u1!)])
    expect(chainOwed(s.units.u2!, s.units.u1!)).toEqual({ kind: 'morale', unitIds: ['u2'], label: 'Foot battery: morale check',
      reason: 'chain reaction: 2e de ligne disorganized beside it or its retreat path (12.2)', prefill: { purpose: 'army-morale' } })
  })
  it('refusals: not desperate, during the level check, not disorganized, none chosen, a unit of the wrong kind', () => {
    const s0 = apply(smallBattle(), formationDraft(smallBattle().units.u1!, 'disorganized', 2))
    expect(errorOf(() => chainReactionDraft(s0, s0.units.u1!, ['u2'], false))).toMatchObject({ field: 'armyMorale', message: 'The chain reaction is for a desperate army (12.2); this army is good.' })
    const s = desperate(s0)
    expect(errorOf(() => chainReactionDraft(s, s.units.u1!, ['u2'], true))).toMatchObject({ field: 'duringLevelCheck' })
    expect(errorOf(() => chainReactionDraft(s, s.units.u2!, ['u1'], false))).toMatchObject({ field: 'from', message: 'Foot battery is not disorganized.' })
    expect(errorOf(() => chainReactionDraft(s, s.units.u1!, [], false))).toMatchObject({ field: 'adjacent' })
    expect(errorOf(() => chainReactionDraft(s, s.units.u1!, ['u3'], false))).toMatchObject({ field: 'adjacent', message: 'Only good-order units of the same army check in a chain reaction.' })
    expect(errorOf(() => chainReactionDraft(s, s.units.u1!, ['u1'], false))).toMatchObject({ field: 'adjacent' })
  })
})
