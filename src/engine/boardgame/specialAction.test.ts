import { describe, expect, it } from 'vitest'
import { chance, RulesInputError } from '../core'
import { errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { specialAction, type SpecialActionInput } from './specialAction'

const at = (emptyHexesBetween: number, extra: Partial<SpecialActionInput> = {}): SpecialActionInput =>
  ({ reacting: 'light-cavalry', nation: 'French', emptyHexesBetween, ...extra })
const success = (input: SpecialActionInput) => chance(specialAction.distribution(input), (o) => o === 'success')

describe('special actions (seed 000, 9.41; ruling 19)', () => {
  it('one white die per empty hex between: 1 → 2/6, 2 → 20/36, 3 → 152/216 (1 − (4/6)ⁿ)', () => {
    expect(specialAction.dice(at(1))).toHaveLength(1)
    expect(success(at(1))).toEqual({ count: 2, total: 6 })
    expect(success(at(2))).toEqual({ count: 20, total: 36 })
    expect(success(at(3))).toEqual({ count: 152, total: 216 })
  })
  it('no empty hex, an adjacent charger, or a charge through flank or rear: no dice, no reaction', () => {
    for (const input of [at(0), at(0, { startedAdjacent: true }), at(3, { throughFrontalArc: false })]) {
      expect(specialAction.dice(input)).toHaveLength(0)
      expect(specialAction.distribution(input)).toEqual({ total: 1, outcomes: [{ value: 'failure', count: 1 }] })
    }
    expect(specialAction.resolve(at(0, { startedAdjacent: true }), []).working.map((l) => l.label)).toEqual([
      'charge from an adjacent hex: no reaction (ruling 19)', 'failure: the unit may not change its facing', 'it may not move or fire for the rest of the round'])
    expect(specialAction.resolve(at(2, { throughFrontalArc: false }), []).working[0]!.label).toBe('charge through flank or rear only: no reaction')
    expect(specialAction.dice(at(2, { throughFrontalArc: true }))).toHaveLength(2)
  })
  it('succeeds only on the own army’s flag', () => {
    expect(specialAction.resolve(at(2, { nation: 'English' }), ['French', 'English']).outcome).toBe('success')
    expect(specialAction.resolve(at(2, { nation: 'Prussian' }), ['French', 'English']).outcome).toBe('failure')
  })
  it('what each arm does on success, word for word', () => {
    const r = specialAction.resolve(at(1, { reacting: 'heavy-artillery', nation: 'English' }), ['English'])
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['1 white die, one per empty hex between', 1], ['flags: English', 'English flag'],
      ['success: artillery opportunity fire with 6 dice, before the cavalry attacks; may turn to face it', 'success'],
      ['it may not move or fire for the rest of the round', 'spent']])
    expect(specialAction.resolve(at(1, { reacting: 'horse-artillery' }), ['French']).reaction).toBe('artillery opportunity fire with 5 dice')
    expect(specialAction.resolve(at(1, { reacting: 'light-artillery' }), ['French']).reaction).toBe('artillery opportunity fire with 5 dice')
    expect(specialAction.resolve(at(1), ['French']).reaction).toBe('cavalry counter-charge: shock with 3 dice')
    expect(specialAction.resolve(at(2, { reacting: 'elite-infantry' }), ['English', 'Prussian']).working.map((l) => l.label)).toEqual([
      '2 white dice, one per empty hex between', 'flags: English, Prussian', 'failure: the unit may not change its facing', 'it may not move or fire for the rest of the round'])
    expect(specialAction.resolve(specialAction.example, ['English', 'French']).reaction).toBe('infantry forms square (may not fire)')
  })
  it('agrees with resolve over every face combination', () => {
    expectAgreesWithResolve(specialAction, at(3, { nation: 'Prussian' }))
    expectAgreesWithResolve(specialAction, at(0))
  })
  it('refusals name the field', () => {
    const e = (input: SpecialActionInput) => { const x = errorOf<RulesInputError>(() => specialAction.dice(input)); expect(x).toBeInstanceOf(RulesInputError); return [x.code, x.field] }
    expect(e(at(1, { reacting: 'garrison' }))).toEqual(['not-allowed-together', 'reacting'])
    expect(e(at(1, { reacting: 'skirmisher' }))).toEqual(['not-allowed-together', 'reacting'])
    expect(e(at(1, { nation: 'Russian' as 'French' }))).toEqual(['unknown-value', 'nation'])
    expect(e(at(-1))).toEqual(['out-of-range', 'emptyHexesBetween'])
    expect(e(at(1.5))).toEqual(['out-of-range', 'emptyHexesBetween'])
    expect(e(at(1, { startedAdjacent: true }))).toEqual(['not-allowed-together', 'emptyHexesBetween'])
    expect(errorOf<RulesInputError>(() => specialAction.resolve(at(2), ['French'])).field).toBe('faces')
    expect(errorOf<RulesInputError>(() => specialAction.resolve(at(1), ['Russian'])).code).toBe('bad-face')
  })
})
