import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { LOSS_TABLE, lossModifier } from './lossTable'

const read = (original: number, reading: 'current 6 to 1' | 'current 7+ to 2' = 'current 6 to 1') =>
  Array.from({ length: original }, (_, k) => original - k).map((current) => {
    try { return lossModifier(original, current, reading).modifier } catch { return 'chart' }
  })

describe('loss table (seed 001, 10.4 Losses; ruling 20)', () => {
  it('ruling 20 default: cells are current 6 down to 1, 7+ current steps no penalty (rows 9 … 4, current original … 1)', () => {
    expect(read(9)).toEqual([0, 0, 0, 0, -1, -1, -1, -2, -2])
    expect(read(8)).toEqual([0, 0, 0, 0, -1, -1, -1, -2])
    expect(read(7)).toEqual([0, 0, 0, 0, -1, -1, -2])
    expect(read(6)).toEqual([0, 0, 0, 0, -1, -1])
    expect(read(5)).toEqual([0, 0, 0, 0, -1])
    expect(read(4)).toEqual([0, 0, 0, -1])
  })
  it('the other reading: cells are 7+ down to 2, current 1 has no printed cell', () => {
    const other = (o: number) => read(o, 'current 7+ to 2')
    expect(other(9)).toEqual([0, 0, 0, -1, -1, -1, -2, -2, 'chart'])
    expect(other(8)).toEqual([0, 0, 0, -1, -1, -1, -2, 'chart'])
    expect(other(7)).toEqual([0, 0, 0, -1, -1, -2, 'chart'])
    expect(other(6)).toEqual([0, 0, 0, -1, -1, 'chart'])
    expect(other(5)).toEqual([0, 0, 0, -1, 'chart'])
    expect(other(4)).toEqual([0, 0, -1, 'chart'])
  })
  it('original 3 steps or less: never modified, whatever the losses', () => {
    for (const o of [1, 2, 3]) for (let c = 1; c <= o; c++) expect(lossModifier(o, c)).toMatchObject({ modifier: 0, cell: 'none' })
  })
  it('says which cell it read', () => {
    expect(lossModifier(9, 5).why).toBe('original 9, current 5: "-1"')
    expect(lossModifier(7, 6).why).toBe('original 7, current 6: no modifier (the printed cell is empty)')
    expect(lossModifier(9, 8).why).toBe('current 8 steps (7 or more): no penalty (ruling 20)')
    expect(lossModifier(9, 7, 'current 7+ to 2').why).toBe('original 9, current 7+: "-"')
    expect(lossModifier(3, 1).why).toBe('original 3 steps (3 or less): never modified')
    expect(lossModifier(4, 1)).toEqual({ modifier: -1, cell: '-1', why: 'original 4, current 1: "-1"' })
  })
  it('no printed row for 10+ original steps, no cell for 1 step in the other reading: missing-table', () => {
    expect(errorOf<RulesInputError>(() => lossModifier(10, 5))).toMatchObject({ code: 'missing-table', field: 'steps.original' })
    expect(errorOf<RulesInputError>(() => lossModifier(6, 1, 'current 7+ to 2'))).toMatchObject({ code: 'missing-table', field: 'steps.current' })
  })
  it('refuses impossible strengths and unknown readings', () => {
    expect(errorOf<RulesInputError>(() => lossModifier(0, 0))).toMatchObject({ code: 'out-of-range', field: 'steps.original' })
    expect(errorOf<RulesInputError>(() => lossModifier(6, 7))).toMatchObject({ code: 'out-of-range', field: 'steps.current' })
    expect(errorOf<RulesInputError>(() => lossModifier(6, 0))).toMatchObject({ code: 'out-of-range', field: 'steps.current' })
    expect(errorOf<RulesInputError>(() => lossModifier(6, 2.5))).toMatchObject({ code: 'out-of-range' })
    expect(errorOf<RulesInputError>(() => lossModifier(6, 2, 'x' as 'current 6 to 1'))).toMatchObject({ code: 'unknown-value', field: 'rulings.lossTable' })
  })
  it('reference table: the printed header, the 6 printed cells under 6 … 1, "-" under 7+ where 7 steps are possible (ruling 20)', () => {
    expect(LOSS_TABLE.columns).toEqual(['Original \\ Current', '7+', '6', '5', '4', '3', '2', '1'])
    expect(LOSS_TABLE.rows).toEqual([
      [9, '-', '-', '-1', '-1', '-1', '-2', '-2'], [8, '-', '-', '-', '-1', '-1', '-1', '-2'], [7, '-', '', '-', '-', '-1', '-1', '-2'],
      [6, '', '', '', '-', '-', '-1', '-1'], [5, '', '', '', '', '-', '-', '-1'], [4, '', '', '', '', '', '-', '-1']])
  })
})
