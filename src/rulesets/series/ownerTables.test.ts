import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { EMPTY_FORMATIONS_TABLE } from '@/engine/series/formationsTable'
import {
  fireTableFromGrid, FIRE_RECORD_ID, FORMATIONS_RECORD_ID, formationsTableWith, formationsWithSource, gridOfFire, gridOfMelee, meleeTableFromGrid, MELEE_RECORD_ID,
  ownedFireTable, ownedFormationsTable, ownedMeleeTable, parseBand, parseOdds, tableRecord,
} from './ownerTables'

const MELEE = { columns: ['1:1', '3:1'], rows: [{ die: '1-3', cells: ['1/1', '0/1*'] }, { die: '4–6', cells: ['0/1*', '0/D1'] }] }
const FIRE = { columns: ['1-3', '4+'], rows: [{ die: '1-3', cells: ['-', '*'] }, { die: '4-6', cells: ['1', '2'] }] }

describe('the play aid\'s tables, entered by the owner (3.6)', () => {
  it('headings as typed: a number, a band, "10+", "0-"; odds "2:1"', () => {
    expect(parseBand('4', 'c')).toEqual({ min: 4, max: 4 })
    expect(parseBand(' 4-5 ', 'c')).toEqual({ min: 4, max: 5 })
    expect(parseBand('4–5', 'c')).toEqual({ min: 4, max: 5 })
    expect(parseBand('10+', 'c')).toEqual({ min: 10, max: null })
    expect(parseBand('0−', 'c')).toEqual({ min: null, max: 0 })
    expect(parseBand('-1--1', 'c')).toEqual({ min: -1, max: -1 })
    expect(errorOf(() => parseBand('four', 'Fire value column 2'))).toMatchObject({ field: 'Fire value column 2' })
    expect(parseOdds(' 3 : 1 ', 'o')).toEqual({ attacker: 3, defender: 1 })
    expect(errorOf(() => parseOdds('3-1', 'Odds column 1'))).toMatchObject({ field: 'Odds column 1' })
  })
  it('a Melee Table from the grid, read back the same; a bad cell is refused naming it', () => {
    const t = meleeTableFromGrid(MELEE, ' Anna, play aid ')
    expect(t.source).toBe('Anna, play aid')
    expect(t.columns).toEqual([{ attacker: 1, defender: 1 }, { attacker: 3, defender: 1 }])
    expect(gridOfMelee(t)).toEqual({ columns: ['1:1', '3:1'], rows: [{ die: '1–3', cells: ['1/1', '0/1*'] }, { die: '4–6', cells: ['0/1*', '0/D1'] }] })
    expect(meleeTableFromGrid(MELEE, '').source).toBe('entered by the owner from the play aid')
    expect(errorOf(() => meleeTableFromGrid({ ...MELEE, rows: [{ die: '1-6', cells: ['1/1', 'X'] }] }, ''))).toMatchObject({ field: 'meleeTable.rows[0].cells[1]' })
    expect(errorOf(() => meleeTableFromGrid({ columns: [], rows: [] }, ''))).toMatchObject({ code: 'missing-table' })
  })
  it('a Fire Table from the grid, read back the same', () => {
    const t = fireTableFromGrid(FIRE, 'me')
    expect(gridOfFire(t)).toEqual({ columns: ['1–3', '4+'], rows: [{ die: '1–3', cells: ['-', '*'] }, { die: '4–6', cells: ['1', '2'] }] })
    expect(errorOf(() => fireTableFromGrid({ ...FIRE, rows: [{ die: '1-6', cells: ['1'] }] }, ''))).toMatchObject({ field: 'fireTable.rows[0].cells' })
  })
  it('stored as a versioned record with its provenance, and read back only when it is still a usable table', () => {
    const r1 = tableRecord(MELEE_RECORD_ID, meleeTableFromGrid(MELEE, 'Anna'), 1000)
    expect(r1).toMatchObject({ id: 'series-melee-table', ruleset: 'series', kind: 'table', provenance: 'Anna', version: 1, updatedAt: 1000 })
    const r2 = tableRecord(MELEE_RECORD_ID, meleeTableFromGrid(MELEE, 'Anna'), 2000, r1)
    expect(r2.version).toBe(2)
    expect(ownedMeleeTable(r2)).toMatchObject({ version: 2, provenance: 'Anna', updatedAt: 2000, table: { columns: [{ attacker: 1, defender: 1 }, { attacker: 3, defender: 1 }] } })
    expect(ownedMeleeTable(undefined)).toBeNull()
    expect(ownedMeleeTable({ ...r2, id: FIRE_RECORD_ID })).toBeNull()
    expect(ownedMeleeTable({ ...r2, kind: 'houseRule' })).toBeNull()
    expect(ownedMeleeTable({ ...r2, data: { columns: 'x' } })).toBeNull()
    expect(ownedMeleeTable({ ...r2, data: { ...(r2.data as object), rows: [] } })).toBeNull()
    const f = tableRecord(FIRE_RECORD_ID, fireTableFromGrid(FIRE, 'x'), 5)
    expect(ownedFireTable(f)?.table.columns).toEqual([{ min: 1, max: 3 }, { min: 4, max: null }])
  })
  it('the Formations Table: one row per formation of chapter 4, cells as printed', () => {
    const t = formationsTableWith(EMPTY_FORMATIONS_TABLE, 'infantry', 'square', 'morale', '+2 vs cavalry')
    expect(t.rows.find((r) => r.formation === 'square' && r.type === 'infantry')!.cells.morale).toBe('+2 vs cavalry')
    expect(t.rows.filter((r) => Object.values(r.cells).some((c) => c !== ''))).toHaveLength(1)
    expect(errorOf(() => formationsTableWith(t, 'infantry', 'line', 'fire', 'x'.repeat(41)))).toMatchObject({ field: 'infantry.line.fire' })
    const rec = tableRecord(FORMATIONS_RECORD_ID, formationsWithSource(t, 'Bob'), 3)
    expect(ownedFormationsTable(rec)?.table.rows).toEqual(t.rows)
    expect(ownedFormationsTable(rec)?.provenance).toBe('Bob')
    expect(ownedFormationsTable({ ...rec, data: { rows: [{ type: 'dragoons' }] } })).toBeNull()
  })
})
