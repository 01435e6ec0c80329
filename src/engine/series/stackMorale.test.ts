import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { seriesStackMorale, type StackMoraleInput } from './stackMorale'

const ex = seriesStackMorale.example

describe('stack morale, top down at −2 each (seed 001, 5.5)', () => {
  it('by hand: top 8 passes 26/36; under it 9 − 2 = 7 passes 21/36: held by top 26·36, by second 10·21, all fail 10·15 of 1296', () => {
    const d = seriesStackMorale.distribution(ex)
    expect(d.total).toBe(1296)
    expect([0, 1, 2].map((k) => countOf(d, k))).toEqual([26 * 36, 10 * 21, 10 * 15])
  })
  it('three units of morale 9: −0, −2, −4 → 30, 21, 10 ways', () => {
    const i: StackMoraleInput = { units: [0, 1, 2].map(() => ({ morale: 9, purpose: 'melee' as const })) }
    const d = seriesStackMorale.distribution(i)
    expect([0, 1, 2, 3].map((k) => countOf(d, k))).toEqual([30 * 1296, 6 * 21 * 36, 6 * 15 * 10, 6 * 15 * 26])
    expect(d.total).toBe(36 ** 3)
  })
  it('agrees with resolve over every face', () => expectAgreesWithResolve(seriesStackMorale, ex))
  it('the top unit holds: the stack holds and the unit under it does not check', () => {
    const r = seriesStackMorale.resolve(ex, [3, 4])
    expect(r.outcome).toBe(0)
    expect(r.checks).toEqual([{ name: 'top', outcome: 'success', effect: 'holds' }])
    expect(r.working.at(-1)).toEqual({ label: 'top holds: the whole stack holds', value: 0, rule: { seed: '001', section: '5.5 Stacking & Morale Checks' } })
  })
  it('top fails (9 > 8), the second checks at 9 − 2 = 7: full working', () => {
    const r = seriesStackMorale.resolve(ex, [4, 5, 3, 4])
    expect(r.outcome).toBe(1)
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['top: Morale', 8], ['top: Modified morale', 8], ['top: Two dice 4 + 5 = 9 > 8', 'failure'], ['top: Effect', 'disorganized, retreats 2 hexes'],
      ['under: Morale', 9], ['under: 1 unit above in the hex just failed', -2], ['under: Modified morale', 7], ['under: Two dice 3 + 4 = 7 ≤ 7', 'success'], ['under: Effect', 'holds'],
      ['under holds: the whole stack holds', 1],
    ])
  })
  it('everybody fails', () => {
    const r = seriesStackMorale.resolve(ex, [6, 6, 4, 4])
    expect(r.outcome).toBe(2)
    expect(r.checks.map((c) => c.outcome)).toEqual(['failure', 'failure'])
    expect(r.working.at(-1)).toMatchObject({ label: 'Every unit of the stack failed', value: 2 })
  })
  it('unnamed units are numbered; dice are two per unit', () => {
    const i: StackMoraleInput = { units: [{ morale: 7, purpose: 'fire' }, { morale: 7, purpose: 'fire' }] }
    expect(seriesStackMorale.dice(i).map((d) => d.role)).toEqual(['unit 1: first die', 'unit 1: second die', 'unit 2: first die', 'unit 2: second die'])
    expect(seriesStackMorale.outcomes(i)).toEqual([0, 1, 2])
  })
  it('a unit on a road in cover fails without dice and the next one rolls', () => {
    const i: StackMoraleInput = { units: [{ morale: 9, purpose: 'fire', onRoadInCover: true }, { morale: 9, purpose: 'fire' }] }
    expect(seriesStackMorale.dice(i)).toHaveLength(2)
    expect(seriesStackMorale.resolve(i, [3, 4]).outcome).toBe(1)
    expect(countOf(seriesStackMorale.distribution(i), 1)).toBe(21)
    expectAgreesWithResolve(seriesStackMorale, i)
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => seriesStackMorale.distribution({ units: [] }))).toMatchObject({ field: 'units' })
    expect(errorOf<RulesInputError>(() => seriesStackMorale.dice({ units: Array.from({ length: 11 }, () => ({ morale: 7, purpose: 'fire' as const })) }))).toMatchObject({ field: 'units' })
    expect(errorOf<RulesInputError>(() => seriesStackMorale.resolve(ex, [5, 5]))).toMatchObject({ code: 'out-of-range', field: 'faces' })
    expect(errorOf<RulesInputError>(() => seriesStackMorale.resolve(ex, [5, 5, 1]))).toMatchObject({ field: 'faces' })
    expect(errorOf<RulesInputError>(() => seriesStackMorale.dice({ units: [{ morale: 0, purpose: 'fire' }] }))).toMatchObject({ field: 'morale' })
  })
})
