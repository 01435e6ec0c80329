import { describe, expect, it } from 'vitest'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { chance, type RulesInputError } from '../core'
import { fire, type FireOutcome } from './fire'
import type { FireTable } from './fireTable'
import type { FireInput } from './fireValue'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })
const gun = (o: Partial<SeriesUnit> = {}) => u({ id: 'g', name: 'Battery', type: 'artillery', originalSteps: 2, steps: 2, firepower: 6, meleeValue: 1, fireRange: 7, formation: 'unlimbered', ...o })
/** TEST DATA ONLY — not the play aid's values (the text prints none). Column "3+" by die 0..7. */
const TABLE: FireTable = {
  id: 't', title: 't', source: 'test table', columns: [{ min: 1, max: 2 }, { min: 3, max: null }],
  rows: [
    { die: { min: null, max: 1 }, cells: ['-', '-'] }, { die: { min: 2, max: 3 }, cells: ['-', '*'] },
    { die: { min: 4, max: 5 }, cells: ['*', '1'] }, { die: { min: 6, max: 6 }, cells: ['1', '2'] }, { die: { min: 7, max: null }, cells: ['1', '3'] },
  ],
}
const at = (o: Partial<FireInput> = {}): FireInput => ({ kind: 'defensive', firers: [{ unit: u({ id: 'f', name: 'Firer' }), distance: 1 }], target: [u({ id: 't', name: 'Target' })], fireTable: TABLE, ...o })
const out = (steps: number, moraleCheck: boolean): FireOutcome => ({ steps, moraleCheck })
/** The error, and a message that says something (an emptied message fails). */
const err = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  expect(e.message.length, e.field).toBeGreaterThan(15)
  return e
}

describe('fire calculator (seed 001, 7.3) with an owner-entered table', () => {
  it('the result carries the guns\' part of the fire value for 16.2 (4 of 7 here; 0 without guns)', () => {
    const mixed = fire.resolve(at({ firers: [{ unit: u({ id: 'f', name: 'Firer' }), distance: 1 }, { unit: gun(), distance: 3 }] }), [1])
    expect([mixed.fireValue, mixed.artilleryFireValue]).toEqual([7, 4])
    expect(fire.resolve(at(), [1]).artilleryFireValue).toBe(0)
  })
  it('one D6; exact odds on the test table at fire value 3: 2/6 nothing, 2/6 *, 1/6 one step, 1/6 two steps', () => {
    expect(fire.dice(at()).map((d) => [d.role, d.die.id])).toEqual([['fire die', 'd6']])
    const d = fire.distribution(at())
    expect(d.total).toBe(6)
    expect(d.outcomes).toEqual([{ value: out(0, false), count: 1 }, { value: out(0, true), count: 2 }, { value: out(1, true), count: 2 }, { value: out(2, true), count: 1 }])
    expectAgreesWithResolve(fire, at())
  })
  it('a square shifts the die +1 (7.10): die 6 reads the 7+ row', () => {
    const sq = at({ target: [u({ id: 't', formation: 'square' })] })
    expect(fire.resolve(sq, [6]).outcome).toEqual(out(3, true))
    expect(fire.resolve(sq, [6]).working.find((l) => l.label.startsWith('die'))?.label).toBe('die 6 + 1 = 7, column 3+ (test table)')
    expect(countOf(fire.distribution(sq), out(3, true))).toBe(1)
    expect(chance(fire.distribution(sq), (o) => o.steps >= 1)).toEqual({ count: 4, total: 6 }) // modified 4,5,6,7 from faces 3–6
    expectAgreesWithResolve(fire, sq)
  })
  it('tirailleurs shift it −1 (4.6): die 1 reads the "1 or less" row, die 6 the 4–5 row', () => {
    const t = at({ target: [u({ id: 't', formation: 'tirailleurs', fireRange: 2 })] })
    expect(fire.resolve(t, [6]).outcome).toEqual(out(1, true))
    expect(fire.resolve(t, [6]).working.find((l) => l.label.startsWith('die'))?.label).toBe('die 6 − 1 = 5, column 3+ (test table)')
    expect(fire.resolve(t, [2]).outcome).toEqual(out(0, false))
    expectAgreesWithResolve(fire, t)
  })
  it('full working: fire value, die, column, the loss and who checks morale', () => {
    const r = fire.resolve(at({ direction: 'flank' }), [6])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Firer: defensive fire at 1 hex (range 1)', 'in range', '7.2 Range'],
      ['Firer: printed firepower, constant whatever its steps', 3, '7.1 Firepower'],
      ['fire value', 3, '7.3 Fire'],
      ['fire die', 6, '7.3 Fire: the Fire Table (play aid, not in the text — enter from your play aid)'],
      ['modified die', 6, '7.3 Fire: the Fire Table (play aid, not in the text — enter from your play aid)'],
      ['die 6, column 3+ (test table)', '2', '7.3 Fire: the Fire Table (play aid, not in the text — enter from your play aid)'],
      ['Target loses 2 steps', -2, '5.4 Stacking & Losses'],
      ['Target checks morale (fire through the flank)', 'morale check', '7.9 Morale Check'],
    ])
    // The score is the modified die the row is read with, not the fire value (issue 21); each line says what it is.
    expect([r.fireValue, r.dieModifier, r.column, r.score]).toEqual([3, 0, '3+', 6])
    expect(r.working.map((l) => l.kind)).toEqual(['rating', 'base', 'total', 'base', 'total', undefined, 'count', undefined])
    expect(r.moraleCheckOwed).toEqual({ purpose: 'fire', unit: 't', name: 'Target', rule: { seed: '001', section: '7.9 Morale Check' }, direction: 'flank',
      onFailure: 'the target unit is disorganized (if previously disorganized, the unit is eliminated)', reason: 'fired upon: lost 2 steps' })
  })
  it('a * result: no loss, the top unit checks morale', () => {
    const r = fire.resolve(at(), [2])
    expect(r.outcome).toEqual(out(0, true))
    expect(r.allocation.losses).toEqual([])
    expect(r.moraleCheckOwed?.reason).toBe('fired upon: * result')
    expect(r.moraleCheckOwed?.direction).toBe('front')
    expect(fire.resolve(at(), [4]).moraleCheckOwed?.reason).toBe('fired upon: lost 1 step')
    expect(fire.resolve(at(), [1]).moraleCheckOwed).toBeNull()
  })
  it('town or castle: no morale check when fired upon (7.3); a retreating unit does not check either (7.5)', () => {
    const town = fire.resolve(at({ targetInTownOrCastle: true }), [6])
    expect([town.outcome, town.moraleCheckOwed]).toEqual([out(2, false), null])
    expect(town.working.at(-1)).toEqual({ label: 'in a town or castle: no morale check when fired upon', value: 'no check', rule: { seed: '001', section: '7.3 Fire' } })
    const ret = fire.resolve(at({ kind: 'opportunity', targetRetreating: true }), [2])
    expect([ret.outcome, ret.moraleCheckOwed]).toEqual([out(0, false), null])
    expect(ret.working.at(-1)?.label).toBe('fired upon during its retreat: no morale check, it just loses steps')
    expect(chance(fire.distribution(at({ targetInTownOrCastle: true })), (o) => o.moraleCheck)).toEqual({ count: 0, total: 6 })
  })
  it('a top unit eliminated: the rest goes to the unit under it, which checks without the −2 (5.4, 7.9)', () => {
    const r = fire.resolve(at({ target: [u({ id: 't', name: 'Top', steps: 1 }), u({ id: 'n', name: 'Under', stackPosition: 1 })] }), [6])
    expect(r.allocation.losses).toEqual([{ unit: 't', name: 'Top', steps: 1, eliminated: true }, { unit: 'n', name: 'Under', steps: 1, eliminated: false }])
    expect(r.moraleCheckOwed?.unit).toBe('n')
    expect(r.moraleCheckOwed?.failedAbove).toBeUndefined()
    expect(r.working.map((l) => l.label)).toContain('Top loses 1 step (eliminated)')
  })
  it('a whole stack eliminated: nobody is left to check', () => {
    const r = fire.resolve(at({ target: [u({ id: 't', steps: 2 })] }), [6])
    expect([r.outcome, r.moraleCheckOwed]).toEqual([out(2, false), null])
  })
  it('guns on top fired on through the flank or rear: the infantry under them takes the losses and checks (5.4)', () => {
    const stack = [gun({ id: 'g', stackPosition: 0 }), u({ id: 'i', name: 'Infantry', stackPosition: 1 })]
    expect(fire.resolve(at({ target: stack, direction: 'rear' }), [4]).allocation.losses.map((l) => l.unit)).toEqual(['i'])
    expect(fire.resolve(at({ target: stack, direction: 'front' }), [4]).allocation.losses.map((l) => l.unit)).toEqual(['g'])
    expect(fire.resolve(at({ target: [gun()], direction: 'flank' }), [4]).allocation.losses.map((l) => l.unit)).toEqual(['g'])
  })
  it('a leader stacked with a unit that loses 2 or 3 steps owes a casualty roll (14.5); 1 step does not', () => {
    const led = [u({ id: 't', leader: 'ney' })]
    expect(fire.resolve(at({ target: led }), [6]).leaderCasualtyCheckOwed).toBe(true)
    expect(fire.resolve(at({ target: led }), [4]).leaderCasualtyCheckOwed).toBe(false)
    expect(fire.resolve(at(), [6]).leaderCasualtyCheckOwed).toBe(false)
  })
  it('outcomes in the table\'s row order, die 1 first', () => {
    expect(fire.outcomes(at())).toEqual([out(0, false), out(0, true), out(1, true), out(2, true)])
    expect(fire.outcomes(at({ target: [u({ formation: 'square' })] }))).toEqual([out(0, true), out(1, true), out(2, true), out(3, true)])
  })
  it('refuses a face a D6 cannot show', () => {
    expect(err(() => fire.resolve(at(), [7])).code).toBe('bad-face')
  })
})

describe('fire calculator without the Fire Table (the text lacks it)', () => {
  const bare = (o: Partial<FireInput> = {}) => at({ fireTable: undefined, ...o })
  it('rolls no dice and says the fire value to read the play aid with', () => {
    expect(fire.dice(bare())).toEqual([])
    const e = err(() => fire.resolve(bare(), []))
    expect([e.code, e.field]).toEqual(['missing-table', 'enteredResult'])
    expect(e.message).toBe('Fire value 3. The Fire Table is not in the text: read the result on your play aid and enter it (enter from your play aid).')
    expect(err(() => fire.distribution(bare({ target: [u({ formation: 'square' })] }))).message).toMatch(/^Fire value 3, die \+1\. /)
    expect(err(() => fire.distribution(bare({ target: [u({ formation: 'tirailleurs', fireRange: 2 })] }))).message).toMatch(/^Fire value 3, die −1\. /)
  })
  it('an empty table counts as no table', () => {
    expect(fire.dice(at({ fireTable: { ...TABLE, rows: [] } }))).toEqual([])
  })
  it('takes the result the players enter, with its working and consequences', () => {
    const r = fire.resolve(bare({ enteredResult: '1' }), [])
    expect(r.outcome).toEqual(out(1, true))
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['Firer: defensive fire at 1 hex (range 1)', 'in range'], ['Firer: printed firepower, constant whatever its steps', 3], ['fire value', 3],
      ['Fire Table result entered by the players', '1'], ['Target loses 1 step', -1], ['Target checks morale', 'morale check']])
    expect(fire.distribution(bare({ enteredResult: '*' }))).toEqual({ total: 1, outcomes: [{ value: out(0, true), count: 1 }] })
    expect(fire.outcomes(bare({ enteredResult: '-' }))).toEqual([out(0, false)])
    expect(r.column).toBeUndefined()
    expect(err(() => fire.resolve(bare({ enteredResult: 'lots' }), [])).field).toBe('enteredResult')
  })
  it('the example resolves', () => {
    const r = fire.resolve(fire.example, [])
    expect([r.fireValue, r.outcome]).toEqual([4, out(1, true)])
    expect([fire.id, fire.title, fire.rule]).toEqual(['series.fire', 'Fire', { seed: '001', section: '7.3 Fire' }])
  })
})
