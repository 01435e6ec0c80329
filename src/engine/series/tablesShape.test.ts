import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { bandLabel, checkBands, inBand } from './bands'
import { EMPTY_FIRE_TABLE, fireTableLookup, isFireTableFilled, parseFireResult, validateFireTable, type FireTable } from './fireTable'
import { EMPTY_FORMATIONS_TABLE, formationsTableCell } from './formationsTable'
import { EMPTY_MELEE_TABLE, isMeleeTableFilled, meleeTableLookup, parseMeleeResult, validateMeleeTable, type MeleeTable } from './meleeTable'

/** TEST DATA ONLY — not the play aid's values (the text has none); shapes the owner could enter. */
const FIRE: FireTable = {
  id: 't', title: 't', source: 'test', columns: [{ min: null, max: 2 }, { min: 3, max: 4 }, { min: 5, max: null }],
  rows: [{ die: { min: null, max: 2 }, cells: ['-', '*', '1'] }, { die: { min: 3, max: 5 }, cells: ['*', '1', '2'] }, { die: { min: 6, max: 6 }, cells: ['1', '2', '3'] }],
}
const MELEE: MeleeTable = {
  id: 'm', title: 'm', source: 'test', columns: [{ attacker: 1, defender: 2 }, { attacker: 1, defender: 1 }, { attacker: 2, defender: 1 }],
  rows: [{ die: { min: 1, max: 3 }, cells: ['1/0', '1/1*', '0/D'] }, { die: { min: 4, max: 6 }, cells: ['0*/1', '0/D', '0/E'] }],
}
/** The error, and a message that says something (an emptied message fails). */
const err = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  expect(e.message.length, e.field).toBeGreaterThan(15)
  return e
}

describe('bands of the owner-entered tables', () => {
  it('include both ends; open ends run on', () => {
    expect([inBand({ min: 3, max: 4 }, 2), inBand({ min: 3, max: 4 }, 3), inBand({ min: 3, max: 4 }, 4), inBand({ min: 3, max: 4 }, 5)]).toEqual([false, true, true, false])
    expect([inBand({ min: null, max: 0 }, -5), inBand({ min: null, max: 0 }, 1), inBand({ min: 7, max: null }, 99), inBand({ min: 7, max: null }, 6)]).toEqual([true, false, true, false])
  })
  it('read as headings', () => {
    expect([{ min: 4, max: 4 }, { min: 4, max: 5 }, { min: 10, max: null }, { min: null, max: 0 }, { min: null, max: null }].map(bandLabel)).toEqual(['4', '4–5', '10+', '0−', 'any'])
  })
  it('refuse backwards, fractional and overlapping bands', () => {
    expect(err(() => checkBands([{ min: 5, max: 4 }], 'f', 'Column')).message).toBe('Column 1: whole numbers, from ≤ to.')
    expect(err(() => checkBands([{ min: 1.5, max: 4 }], 'f', 'Column')).field).toBe('f[0]')
    expect(err(() => checkBands([{ min: 1, max: 3 }, { min: 3, max: 4 }], 'f', 'Column')).message).toBe('Column 2 (3–4) overlaps column 1.')
    expect(err(() => checkBands([{ min: null, max: 3 }, { min: 2, max: null }], 'f', 'Row')).message).toBe('Row 2 (2+) overlaps row 1.')
    expect(() => checkBands([{ min: null, max: 3 }, { min: 4, max: null }], 'f', 'Row')).not.toThrow()
    expect(() => checkBands([{ min: 4, max: null }, { min: null, max: 3 }], 'f', 'Row')).not.toThrow()
    const overlaps = (a: { min: number | null; max: number | null }, b: { min: number | null; max: number | null }) => {
      try { checkBands([a, b], 'f', 'Row'); return false } catch { return true }
    }
    expect([
      overlaps({ min: null, max: 3 }, { min: 1, max: 2 }), overlaps({ min: 6, max: 8 }, { min: 5, max: null }), overlaps({ min: 6, max: 8 }, { min: null, max: 7 }),
      overlaps({ min: 6, max: null }, { min: null, max: 5 }), overlaps({ min: 1, max: 3 }, { min: 4, max: 6 }), overlaps({ min: 4, max: 6 }, { min: 1, max: 3 }),
      overlaps({ min: 4, max: 6 }, { min: 6, max: 6 }), overlaps({ min: 4, max: 6 }, { min: 3, max: 4 }), overlaps({ min: null, max: null }, { min: 9, max: 9 }),
    ]).toEqual([true, true, true, false, false, false, true, true, true])
    expect(() => checkBands([{ min: null, max: 1.5 }], 'f', 'Row')).toThrow(/whole numbers/)
    expect(() => checkBands([{ min: 3, max: 3 }], 'f', 'Row')).not.toThrow()
  })
})

describe('Fire Table: owner-entered (seed 001, 7.3)', () => {
  it('ships empty and says to enter it from the play aid', () => {
    expect(EMPTY_FIRE_TABLE).toEqual({ id: 'series-fire-table', title: 'Fire Table (enter from your play aid)', source: 'enter from your play aid', columns: [], rows: [] })
    expect(isFireTableFilled(EMPTY_FIRE_TABLE)).toBe(false)
    expect(isFireTableFilled(undefined)).toBe(false)
    expect(isFireTableFilled({ ...FIRE, rows: [] })).toBe(false)
    expect(isFireTableFilled({ ...FIRE, columns: [] })).toBe(false)
    const e = err(() => validateFireTable(EMPTY_FIRE_TABLE))
    expect([e.code, e.field, e.message]).toEqual(['missing-table', 'fireTable', 'The Fire Table is empty (enter from your play aid).'])
  })
  it('reads "#" as steps lost with a morale check and "*" as a morale check only (7.3)', () => {
    expect(parseFireResult('-')).toEqual({ steps: 0, moraleCheck: false, printed: '-' })
    expect(parseFireResult(' 0 ')).toEqual({ steps: 0, moraleCheck: false, printed: '0' })
    expect(parseFireResult('*')).toEqual({ steps: 0, moraleCheck: true, printed: '*' })
    expect(parseFireResult('2')).toEqual({ steps: 2, moraleCheck: true, printed: '2' })
    expect(parseFireResult('1*')).toEqual({ steps: 1, moraleCheck: true, printed: '1*' })
    const e = err(() => parseFireResult('D1', 'cell'))
    expect([e.code, e.field, e.message]).toEqual(['out-of-range', 'cell', 'The result entered: a Fire Table result is "-", "*" or a number of steps such as "1", not "D1".'])
    expect(() => parseFireResult('')).toThrow(/not ""/)
    expect(() => parseFireResult('12')).toThrow()
  })
  it('looks up the column by fire value and the row by modified die, both edges of each band', () => {
    expect(fireTableLookup(FIRE, 2, 2)).toEqual({ steps: 0, moraleCheck: false, printed: '-', column: '2−' })
    expect(fireTableLookup(FIRE, 3, 3)).toEqual({ steps: 1, moraleCheck: true, printed: '1', column: '3–4' })
    expect(fireTableLookup(FIRE, 4, 5).steps).toBe(1)
    expect(fireTableLookup(FIRE, 5, 6).steps).toBe(3)
    expect(fireTableLookup(FIRE, 9, 0).printed).toBe('1')
  })
  it('a die with no row is missing-table, so the players enter the result', () => {
    const e = err(() => fireTableLookup(FIRE, 3, 7))
    expect([e.code, e.field, e.message]).toEqual(['missing-table', 'fireTable.rows', 'The Fire Table has no row for a modified die of 7: add it (enter from your play aid) or enter the result.'])
    const c = err(() => fireTableLookup({ ...FIRE, columns: [{ min: 1, max: 2 }, { min: 3, max: 4 }, { min: 5, max: 6 }] }, 7, 3))
    expect([c.code, c.field, c.message]).toEqual(['missing-table', 'fireTable.columns', 'The Fire Table has no column for fire value 7: add it (enter from your play aid) or enter the result.'])
  })
  it('refuses a row with the wrong number of cells or a bad cell', () => {
    const short = { ...FIRE, rows: [{ die: { min: 1, max: 6 }, cells: ['1', '2'] }] }
    expect(err(() => validateFireTable(short)).message).toBe('Fire Table die row 1–6: needs 3 cells, one per column.')
    const bad = { ...FIRE, rows: [{ die: { min: 1, max: 6 }, cells: ['1', 'x', '2'] }] }
    expect(err(() => validateFireTable(bad)).field).toBe('fireTable.rows[0].cells[1]')
    expect(err(() => validateFireTable({ ...FIRE, columns: [{ min: 3, max: 1 }, ...FIRE.columns.slice(1)] })).field).toBe('fireTable.columns[0]')
  })
})

describe('Melee Table: owner-entered (seed 001, 8.8)', () => {
  it('ships empty', () => {
    expect(EMPTY_MELEE_TABLE).toEqual({ id: 'series-melee-table', title: 'Melee Table (enter from your play aid)', source: 'enter from your play aid', columns: [], rows: [] })
    expect(isMeleeTableFilled(EMPTY_MELEE_TABLE)).toBe(false)
    expect(isMeleeTableFilled({ ...MELEE, rows: [] })).toBe(false)
    expect(err(() => validateMeleeTable(EMPTY_MELEE_TABLE)).code).toBe('missing-table')
  })
  it('reads A/D results as 8.8 lists them: 0 or 1 steps, *, D, D1, E; and 9.6\'s D2', () => {
    const side = (s: string) => parseMeleeResult(`0/${s}`).defender
    expect(side('0')).toEqual({ steps: 0, disorganized: false, eliminated: false, moraleCheck: false, printed: '0' })
    expect(side('1*')).toEqual({ steps: 1, disorganized: false, eliminated: false, moraleCheck: true, printed: '1*' })
    expect(side('*')).toEqual({ steps: 0, disorganized: false, eliminated: false, moraleCheck: true, printed: '*' })
    expect(side('D')).toEqual({ steps: 0, disorganized: true, eliminated: false, moraleCheck: false, printed: 'D' })
    expect(side('D1')).toEqual({ steps: 1, disorganized: true, eliminated: false, moraleCheck: false, printed: 'D1' })
    expect(side('D2')).toEqual({ steps: 2, disorganized: true, eliminated: false, moraleCheck: false, printed: 'D2' })
    expect(side('E')).toEqual({ steps: 0, disorganized: false, eliminated: true, moraleCheck: false, printed: 'E' })
    expect(parseMeleeResult(' 1 / 0* ').attacker).toEqual({ steps: 1, disorganized: false, eliminated: false, moraleCheck: false, printed: '1' })
  })
  it('refuses what is not attacker/defender', () => {
    for (const bad of ['1', '1/1/1', 'X/1', '1/', 'D3x/0', 'E1/0', '/0']) {
      const e = err(() => parseMeleeResult(bad))
      expect([e.code, e.field], bad).toEqual(['out-of-range', 'enteredResult'])
    }
    expect(err(() => parseMeleeResult('1')).message).toBe('The result entered: a Melee Table result reads attacker/defender, such as "1/1*" or "0/D1", not "1".')
  })
  it('refuses odds out of order, zero odds and short rows', () => {
    expect(err(() => validateMeleeTable({ ...MELEE, columns: [{ attacker: 2, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 3, defender: 1 }] })).message)
      .toBe('Melee Table column 2 (1:1) must be better for the attacker than the column before it.')
    expect(err(() => validateMeleeTable({ ...MELEE, columns: [{ attacker: 0, defender: 1 }, ...MELEE.columns.slice(1)] })).field).toBe('meleeTable.columns[0]')
    expect(err(() => validateMeleeTable({ ...MELEE, columns: [{ attacker: 1, defender: 1.5 }, ...MELEE.columns.slice(1)] })).field).toBe('meleeTable.columns[0]')
    expect(err(() => validateMeleeTable({ ...MELEE, rows: [{ die: { min: 1, max: 6 }, cells: ['1/0'] }] })).message).toBe('Melee Table die row 1–6: needs 3 cells, one per odds column.')
    expect(err(() => validateMeleeTable({ ...MELEE, rows: [{ die: { min: 1, max: 6 }, cells: ['1/0', 'Q', '0/D'] }] })).field).toBe('meleeTable.rows[0].cells[1]')
  })
  it('looks up by column and modified die; a die off the table is missing-table', () => {
    expect(meleeTableLookup(MELEE, 1, 3).defender.printed).toBe('1*')
    expect(meleeTableLookup(MELEE, 1, 4).defender.printed).toBe('D')
    const e = err(() => meleeTableLookup(MELEE, 0, 7))
    expect([e.code, e.message]).toEqual(['missing-table', 'The Melee Table has no row for a modified die of 7: add it (enter from your play aid) or enter the result.'])
  })
})

describe('Formations Table: owner-entered (seed 001, 8.3)', () => {
  it('ships one row per chapter 4 formation, every cell empty; an empty cell is missing-table', () => {
    expect(EMPTY_FORMATIONS_TABLE.rows).toHaveLength(13)
    expect(EMPTY_FORMATIONS_TABLE.rows.every((r) => Object.values(r.cells).every((c) => c === ''))).toBe(true)
    const e = err(() => formationsTableCell(EMPTY_FORMATIONS_TABLE, 'infantry', 'column', 'fire'))
    expect([e.code, e.field, e.message]).toEqual(['missing-table', 'formationsTable.infantry.column.fire', 'The Formations Table has no "fire" entry for infantry in column (enter from your play aid).'])
  })
  it('returns what the owner entered', () => {
    const t = { ...EMPTY_FORMATIONS_TABLE, rows: [{ type: 'infantry' as const, formation: 'column' as const, cells: { movement: '6', fire: ' see play aid ', 'melee attack': '', 'melee defence': '', morale: '' } }] }
    expect(formationsTableCell(t, 'infantry', 'column', 'fire')).toBe('see play aid')
    expect(() => formationsTableCell(t, 'infantry', 'line', 'fire')).toThrow(/infantry in line/)
  })
})
