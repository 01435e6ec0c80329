import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { rally, type RallyInput } from './rally'
import { combineUnits } from './combineUnits'

const counts = (input: RallyInput) => rally.distribution(input).outcomes.map((o) => [o.value, o.count])

describe('recovering losses: 3 battle dice, one chip per matching figure (6.31.4, Rally card)', () => {
  it('infantry missing 2: 0 → 4³ = 64, 1 → 3·2·4² = 96, 2 → 3·2²·4 + 2³ = 56 (of 216)', () => {
    expect(counts({ type: 'line-infantry', elements: 2, by: 'attached-general' })).toEqual([[0, 64], [1, 96], [2, 56]])
  })
  it('infantry missing 3: the three dice can all match, 2³ = 8', () => {
    expect(counts({ type: 'elite-infantry', elements: 1, by: 'rally-card' })).toEqual([[0, 64], [1, 96], [2, 48], [3, 8]])
  })
  it('cavalry missing 2 matches only the trooper: 125, 75, 15 + 1', () => {
    expect(counts({ type: 'heavy-cavalry', elements: 1, by: 'rally-card' })).toEqual([[0, 125], [1, 75], [2, 16]])
  })
  it('heavy artillery missing 1: 125 and 216 − 125 = 91; a general face does not count', () => {
    const input: RallyInput = { type: 'heavy-artillery', elements: 2, by: 'attached-general' }
    expect(counts(input)).toEqual([[0, 125], [1, 91]])
    expect(rally.resolve(input, ['general', 'general', 'flag']).outcome).toBe(0)
  })
  it('never above its starting strength: working says so', () => {
    const r = rally.resolve({ type: 'line-infantry', elements: 3, by: 'attached-general' }, ['infantry', 'infantry', 'cavalry'])
    expect(r.outcome).toBe(1)
    expect(r.elementsAfter).toBe(4)
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['3 dice, one chip per infantry figure: infantry, infantry, cavalry', 2, '6.31.4 Attached Generals'],
      ['never above its starting strength (1 missing)', 1, '6.31.4 Attached Generals'],
      ['recovers 1 chip: 4 elements', 1, '6.31.4 Attached Generals'],
    ])
    const card = rally.resolve({ type: 'light-cavalry', elements: 1, by: 'rally-card' }, ['cavalry', 'flag', 'infantry'])
    expect(card.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['3 dice, one chip per cavalry figure: cavalry, flag, infantry', 1, 'Reference Sheet: Rally'],
      ['recovers 1 chip: 2 elements', 1, 'Reference Sheet: Rally'],
    ])
  })
  it('a scenario’s own starting strength is the ceiling (Ligny: a heavy battery with one disk)', () => {
    expect(counts({ type: 'heavy-artillery', elements: 2, startingElements: 2, by: 'rally-card' })).toEqual([[0, 216]])
    expect(rally.outcomes({ type: 'heavy-artillery', elements: 1, startingElements: 2, by: 'rally-card' })).toEqual([0, 1])
    expect(rally.resolve({ type: 'line-infantry', elements: 4, by: 'rally-card' }, ['infantry', 'infantry', 'infantry']).working.map((l) => l.label)).toEqual([
      '3 dice, one chip per infantry figure: infantry, infantry, infantry', 'never above its starting strength (0 missing)', 'recovers 0 chips: 4 elements'])
  })
  it('agrees with resolve; the example resolves', () => {
    expectAgreesWithResolve(rally, rally.example)
    expectAgreesWithResolve(rally, { type: 'light-cavalry', elements: 1, by: 'rally-card' })
    expect(rally.resolve(rally.example, ['infantry', 'flag', 'general']).elementsAfter).toBe(3)
  })
  it('refusals', () => {
    const e = (input: RallyInput) => { const x = errorOf<RulesInputError>(() => rally.distribution(input)); expect(x).toBeInstanceOf(RulesInputError); return [x.code, x.field] }
    expect(e({ type: 'line-infantry', elements: 0, by: 'rally-card' })).toEqual(['out-of-range', 'elements'])
    expect(e({ type: 'line-infantry', elements: 3, startingElements: 2, by: 'rally-card' })).toEqual(['out-of-range', 'elements'])
    expect(e({ type: 'line-infantry', elements: 1, startingElements: 5, by: 'rally-card' })).toEqual(['out-of-range', 'startingElements'])
    expect(e({ type: 'line-infantry', elements: 1, startingElements: 0, by: 'rally-card' })).toEqual(['out-of-range', 'startingElements'])
    expect(e({ type: 'line-infantry', elements: 1, by: 'prayer' as 'rally-card' })).toEqual(['unknown-value', 'by'])
    expect(errorOf<RulesInputError>(() => rally.resolve(rally.example, ['infantry'])).field).toBe('faces')
  })
})

describe('combining reduced units (6.21.3)', () => {
  it('2 + 1 infantry chips under one counter: 4 elements; the absorbed unit counts as eliminated', () => {
    const r = combineUnits({ type: 'line-infantry', elements: 3 }, { type: 'line-infantry', elements: 2 })
    expect(r.elements).toBe(4)
    expect(r.absorbedCountsAsEliminated).toBe(true)
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['2 + 1 chips under one counter (at most 3)', 4, '6.21.3 Zone of Control'],
      ['the absorbed unit counts as eliminated for victory', 'eliminated', '6.21.3 Zone of Control']])
    expect(combineUnits({ type: 'light-cavalry', elements: 1 }, { type: 'light-cavalry', elements: 3 }).elements).toBe(3)
    expect(combineUnits({ type: 'light-cavalry', elements: 3 }, { type: 'light-cavalry', elements: 1 }).elements).toBe(3)
  })
  it('never more chips than the unit started with; same type only; single pieces never combine; someone must be reduced', () => {
    const e = (f: () => unknown) => { const x = errorOf<RulesInputError>(f); expect(x).toBeInstanceOf(RulesInputError); return [x.code, x.field] }
    expect(e(() => combineUnits({ type: 'line-infantry', elements: 3 }, { type: 'line-infantry', elements: 3 }))).toEqual(['out-of-range', 'absorbed.elements'])
    expect(e(() => combineUnits({ type: 'line-infantry', elements: 2 }, { type: 'elite-infantry', elements: 2 }))).toEqual(['not-allowed-together', 'absorbed.type'])
    expect(e(() => combineUnits({ type: 'garrison', elements: 1 }, { type: 'garrison', elements: 1 }))).toEqual(['not-allowed-together', 'remaining.type'])
    expect(e(() => combineUnits({ type: 'light-artillery', elements: 2 }, { type: 'light-artillery', elements: 2 }))).toEqual(['not-allowed-together', 'remaining.elements'])
    expect(e(() => combineUnits({ type: 'light-artillery', elements: 0 }, { type: 'light-artillery', elements: 1 }))).toEqual(['out-of-range', 'remaining.elements'])
    expect(e(() => combineUnits({ type: 'light-artillery', elements: 1 }, { type: 'light-artillery', elements: 3 }))).toEqual(['out-of-range', 'absorbed.elements'])
    expect(e(() => combineUnits({ type: 'heavy-artillery', elements: 2, startingElements: 2 }, { type: 'heavy-artillery', elements: 2 }))).toEqual(['out-of-range', 'absorbed.elements'])
    expect(combineUnits({ type: 'heavy-artillery', elements: 1, startingElements: 2 }, { type: 'heavy-artillery', elements: 2, startingElements: 2 }).elements).toBe(2)
  })
})
