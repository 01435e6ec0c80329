import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import type { MeleeTable } from './meleeTable'
import { oddsColumn, wholeNumberOdds } from './odds'

/** TEST DATA ONLY: odds columns an owner could enter (the text prints none), cells irrelevant here. */
const cols = [[1, 3], [1, 2], [1, 1], [3, 2], [2, 1], [3, 1], [4, 1]] as const
const TABLE: MeleeTable = {
  id: 'm', title: 'm', source: 'test', columns: cols.map(([attacker, defender]) => ({ attacker, defender })),
  rows: [{ die: { min: 1, max: 6 }, cells: cols.map(() => '0/0') }],
}
const col = (a: number, d: number, r?: 'whole-number' | 'table-columns') => oddsColumn(TABLE, a, d, r).working.value

describe('melee odds (seed 001, 8.8; rulings 21 and 38)', () => {
  it('the text\'s example: 29:12, rounded in favor of the defender to 2:1', () => {
    expect(wholeNumberOdds(29, 12)).toEqual({ attacker: 2, defender: 1 })
  })
  it('ruling 38\'s examples: 5:18 → 1:4, 15:10 → 1:1', () => {
    expect(wholeNumberOdds(5, 18)).toEqual({ attacker: 1, defender: 4 })
    expect(wholeNumberOdds(15, 10)).toEqual({ attacker: 1, defender: 1 })
  })
  it('both sides of each whole ratio: 24:12 = 2:1, 23:12 = 1:1, 12:12 = 1:1, 12:13 = 1:2, 12:24 = 1:2, 12:25 = 1:3', () => {
    expect([[24, 12], [23, 12], [12, 12], [12, 13], [12, 24], [12, 25]].map(([a, d]) => wholeNumberOdds(a!, d!))).toEqual([
      { attacker: 2, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 2 }, { attacker: 1, defender: 2 }, { attacker: 1, defender: 3 }])
  })
  it('refuses a zero strength', () => {
    const e = errorOf<RulesInputError>(() => wholeNumberOdds(0, 5))
    expect([e.code, e.field, e.message]).toEqual(['out-of-range', 'strength', 'Both melee strengths must be above 0 to make a ratio.'])
    expect(() => wholeNumberOdds(5, 0)).toThrow()
  })
  it('to the table: the best column not above the odds (29:12 → 2:1; 100:1 → the last; 12:36 → 1:3)', () => {
    expect(col(29, 12)).toBe('2:1')
    expect(col(100, 1)).toBe('4:1')
    expect(col(12, 36)).toBe('1:3')
    expect(col(12, 25)).toBe('1:3')
    expect(col(48, 12)).toBe('4:1')
    expect(col(47, 12)).toBe('3:1')
  })
  it('ruling 38 default skips a 3:2 column (15:10 → 1:1); the other reading uses it (15:10 → 3:2, 14:10 → 1:1)', () => {
    expect(col(15, 10)).toBe('1:1')
    expect(col(15, 10, 'table-columns')).toBe('3:2')
    expect(col(14, 10, 'table-columns')).toBe('1:1')
    expect(col(29, 12, 'table-columns')).toBe('2:1')
  })
  it('the working says how the odds were rounded', () => {
    expect(oddsColumn(TABLE, 29, 12).working).toEqual({ label: 'odds 29:12 → 2:1 (ruling 38), rounded for the defender to the column (ruling 21)', value: '2:1', rule: { seed: '001', section: '8.8 Melee Combat' } })
    expect(oddsColumn(TABLE, 15, 10, 'table-columns').working.label).toBe('odds 15:10, rounded for the defender to the column (ruling 21)')
    expect(oddsColumn(TABLE, 15, 10).index).toBe(2)
  })
  it('a defender of strength 0 reads the last column', () => {
    expect(oddsColumn(TABLE, 5, 0)).toEqual({ index: 6, working: { label: 'defender strength 0: the last column', value: '4:1', rule: { seed: '001', section: '8.8 Melee Combat' } } })
  })
  it('odds below the first column are not on the table: missing-table, enter the result', () => {
    const e = errorOf<RulesInputError>(() => oddsColumn(TABLE, 5, 18))
    expect([e.code, e.field, e.message]).toEqual(['missing-table', 'meleeTable.columns', 'Odds 5:18 are below the Melee Table\'s first column (1:3): enter the result.'])
  })
})
