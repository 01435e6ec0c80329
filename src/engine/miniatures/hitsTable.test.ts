import { describe, expect, it } from 'vitest'
import type { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { EMPTY_HITS_TABLE, hitsDie, hitsFor, isFilled, validateHitsTable, type HitsTable } from './hitsTable'

// A made-up owner table for the tests only: the texts have none (RULES.md, miniatures: missing).
const t: HitsTable = { id: 't', title: 'test', source: 'test', die: 'd6', rows: [{ from: 0, to: 4, hits: [0, 0, 0, 1, 1, 2] }, { from: 5, to: 9, hits: [0, 1, 1, 2, 2, 3] }] }
const err = (table: HitsTable) => {
  const e = errorOf<RulesInputError>(() => validateHitsTable(table))
  return `${e.code} ${e.field}: ${e.message}`
}

describe('owner-entered hits table', () => {
  it('ships empty: not filled, no die chosen, says where the values come from', () => {
    expect(EMPTY_HITS_TABLE).toEqual({ id: 'miniatures-hits', title: 'Hits by modified fire value (enter from your rule book)', source: 'enter from your rule book', die: null, rows: [] })
    expect(isFilled(EMPTY_HITS_TABLE)).toBe(false)
    expect(isFilled(undefined)).toBe(false)
    expect(isFilled({ ...t, rows: [] })).toBe(false)
    expect(isFilled({ ...t, die: null })).toBe(false)
    expect(isFilled(t)).toBe(true)
    expect(err(EMPTY_HITS_TABLE)).toBe('missing-table hitsTable.die: Hits table: choose the die it reads (D6 or D10).')
    expect(err({ ...t, rows: [] })).toBe('missing-table hitsTable.rows: Hits table has no rows yet (enter from your rule book).')
  })
  it('reads the die the owner chose', () => {
    expect(hitsDie(t).faces).toHaveLength(6)
    expect(hitsDie({ ...t, die: 'd10' }).faces).toHaveLength(10)
  })
  it('bands are inclusive at both ends: 4 → row 1, 5 → row 2, 9 → row 2, 10 and −1 → no row', () => {
    expect(hitsFor(t, 0, 6)).toBe(2)
    expect(hitsFor(t, 4, 6)).toBe(2)
    expect(hitsFor(t, 5, 6)).toBe(3)
    expect(hitsFor(t, 9, 2)).toBe(1)
    expect(hitsFor(t, 9, 1)).toBe(0)
    expect(() => hitsFor(t, 10, 1)).toThrow('Hits table has no row for modified fire value 10: add it (enter from your rule book) or enter the hits.')
    expect(() => hitsFor(t, -1, 1)).toThrow(/no row for modified fire value -1/)
  })
  it('refuses bad rows by row number: from > to, fractions, wrong width, negative hits, overlaps at either end', () => {
    const row = (from: number, to: number, hits = [0, 0, 0, 0, 0, 0]) => ({ from, to, hits })
    expect(err({ ...t, rows: [row(3, 2)] })).toBe('out-of-range hitsTable.rows[0].from: Hits table row 1: fire values must be whole numbers, from ≤ to (got 3–2).')
    expect(validateHitsTable({ ...t, rows: [row(2, 2)] }).rows).toHaveLength(1)
    expect(err({ ...t, rows: [row(1.5, 2)] })).toMatch(/row 1: fire values must be whole numbers/)
    expect(err({ ...t, rows: [row(1, 2.5)] })).toMatch(/row 1: fire values must be whole numbers/)
    expect(err({ ...t, rows: [row(1, 2, [0, 0, 0, 0, 0])] })).toBe('out-of-range hitsTable.rows[0].hits: Hits table row 1: needs 6 whole numbers of hits, one per die face.')
    expect(err({ ...t, rows: [row(1, 2, [0, 0, 0, 0, 0, -1])] })).toMatch(/needs 6 whole numbers/)
    expect(err({ ...t, rows: [row(1, 2, [0, 0, 0, 0, 0, 0.5])] })).toMatch(/needs 6 whole numbers/)
    expect(err({ ...t, die: 'd10', rows: [row(1, 2)] })).toMatch(/needs 10 whole numbers/)
    expect(err({ ...t, rows: [...t.rows, row(9, 12)] })).toBe('out-of-range hitsTable.rows[2].from: Hits table row 3 overlaps row 2.')
    expect(err({ ...t, rows: [...t.rows, row(-3, 0)] })).toBe('out-of-range hitsTable.rows[2].from: Hits table row 3 overlaps row 1.')
    expect(err({ ...t, rows: [row(5, 9), row(0, 4), row(4, 4)] })).toMatch(/row 3 overlaps row 2/)
    expect(validateHitsTable({ ...t, rows: [...t.rows, row(10, 12), row(-3, -1)] }).rows).toHaveLength(4)
  })
})
