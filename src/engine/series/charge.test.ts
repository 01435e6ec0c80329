import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { counterchargeChecks, formSquareChecks, withdrawalCheck } from './charge'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })
const cav = (o: Partial<SeriesUnit> = {}) => u({ id: 'c', name: 'Hussars', type: 'cavalry', firepower: 0, fireRange: 0, formation: 'column', steps: 3, originalSteps: 3, ...o })
const gun = (o: Partial<SeriesUnit> = {}) => u({ id: 'g', name: 'Battery', type: 'artillery', originalSteps: 2, steps: 2, formation: 'unlimbered', fireRange: 6, ...o })
const SQUARE = { seed: '001', section: '9.6 Square' }

describe('forming square against a charge (seed 001, 9.6)', () => {
  it('3 hexes or more: +1; the flank/rear modifier does not apply; failure waits for the melee', () => {
    const r = formSquareChecks([u({ id: 'i', name: 'Foot' })], 3)
    expect(r).toEqual({ allowed: true, why: 'cavalry 3 hexes or more away: +1', checks: [{
      purpose: 'form-square', unit: 'i', name: 'Foot', failedAbove: 0, reason: 'forming square against a cavalry charge', rule: SQUARE, direction: 'front', ignoreDirection: true,
      extraModifiers: [{ label: 'charging cavalry 3 hexes or more away', value: 1, rule: SQUARE }],
      onFailure: 'the infantry is disorganized, but does not retreat now. It will retreat when the charge combat is resolved' }] })
    expect(formSquareChecks([u()], 5).checks[0]!.extraModifiers).toHaveLength(1)
  })
  it('2 hexes: no modifier; adjacent: no attempt', () => {
    const two = formSquareChecks([u()], 2)
    expect([two.allowed, two.why, two.checks[0]!.extraModifiers]).toEqual([true, 'cavalry 2 hexes away: no modifier', []])
    const one = formSquareChecks([u()], 1)
    expect([one.allowed, one.checks]).toEqual([false, []])
    expect(one.why).toMatch(/no square attempt can be made/)
  })
  it('a stack: the top infantry checks, then the next at −2 (failedAbove 1), artillery does not check', () => {
    const r = formSquareChecks([gun({ stackPosition: 0 }), u({ id: 'a', stackPosition: 1 }), u({ id: 'b', stackPosition: 2, steps: 2 })], 2)
    expect(r.checks.map((c) => [c.unit, c.failedAbove])).toEqual([['a', 0], ['b', 1]])
  })
  it('not when disorganized, already in square, in general order, with no infantry or with cavalry', () => {
    expect(formSquareChecks([u({ formation: 'disorganized' })], 3).why).toBe('a disorganized infantry cannot form square (9.6)')
    expect(formSquareChecks([u({ formation: 'square' })], 3).why).toBe('already in square')
    expect(formSquareChecks([u({ formation: 'general-order' })], 3).why).toBe('square is allowed only where there is no mandatory formation (4.4)')
    expect(formSquareChecks([gun()], 3).why).toBe('no infantry in the hex to form square')
    expect(formSquareChecks([cav()], 3).why).toBe('only infantry (with any artillery in the stack) forms square')
    for (const r of [formSquareChecks([gun()], 3), formSquareChecks([u({ formation: 'square' })], 3)]) expect([r.allowed, r.checks]).toEqual([false, []])
  })
  it('refuses a distance that is not a whole number of hexes', () => {
    const e = errorOf<RulesInputError>(() => formSquareChecks([u()], 0))
    expect([e.code, e.field]).toEqual(['out-of-range', 'seenAt'])
    expect(() => formSquareChecks([u()], 2.5)).toThrow(/whole number of hexes/)
  })
})

describe('countercharge (9.7)', () => {
  it('every cavalry of the stack checks, top first, the next at −2; failure: nothing happens', () => {
    const r = counterchargeChecks([cav({ id: 'b', stackPosition: 1 }), cav({ id: 'a', name: 'Top' })])
    expect(r.allowed).toBe(true)
    expect(r.checks.map((c) => [c.unit, c.failedAbove, c.purpose, c.rule.section])).toEqual([['a', 0, 'countercharge', '9.7 Countercharge'], ['b', 1, 'countercharge', '9.7 Countercharge']])
    expect(r.checks[0]!.onFailure).toBe('nothing happens and the countercharged unit may go on')
  })
  it('not for disorganized cavalry, other arms, or a cavalry already engaged', () => {
    expect(counterchargeChecks([cav({ formation: 'disorganized' })]).why).toBe('disorganized cavalry cannot charge (4.10)')
    expect(counterchargeChecks([u()]).why).toBe('only cavalry can countercharge (9.7)')
    const e = counterchargeChecks([cav()], true)
    expect([e.allowed, e.checks, e.why]).toEqual([false, [], 'already engaged with a charge it chose not to countercharge (9.7)'])
  })
})

describe('cavalry withdrawal (6.8)', () => {
  it('a morale check with no modifiers (ruling 34); failure disorganizes', () => {
    expect(withdrawalCheck(cav())).toEqual({ allowed: true, why: 'enemy entered an adjacent hex', checks: [{ purpose: 'withdrawal', unit: 'c', name: 'Hussars', reason: 'cavalry withdrawal',
      rule: { seed: '001', section: '6.8 Cavalry Withdrawal' }, direction: 'front', noModifiers: true, onFailure: 'the cavalry is disorganized, with the usual results (see 8.9, including a 2 hex retreat)' }] })
  })
  it('again by the same unit: no check', () => {
    expect(withdrawalCheck(cav(), { againBySameUnit: true })).toEqual({ allowed: true, why: 'attacked again by the same unit: it can withdraw again, without checking morale', checks: [] })
  })
  it('not for a charging or disorganized cavalry, one charged by cavalry, or infantry', () => {
    expect(withdrawalCheck(cav(), { charging: true }).why).toBe('a charging cavalry cannot withdraw (6.8)')
    expect(withdrawalCheck(cav(), { chargedByCavalry: true }).why).toBe('"It cannot retreat if charged by an enemy cavalry" (6.8)')
    expect(withdrawalCheck(cav({ formation: 'disorganized' })).why).toBe('disorganized cavalry cannot withdraw (6.8)')
    expect(withdrawalCheck(u()).why).toBe('only cavalry withdraws (6.8)')
    expect(withdrawalCheck(cav(), { chargedByCavalry: true }).allowed).toBe(false)
  })
})
