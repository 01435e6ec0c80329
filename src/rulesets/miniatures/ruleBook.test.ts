import { describe, expect, it } from 'vitest'
import { checkHitsTable, MOST_HITS_ROWS, ruleBook } from './ruleBook'

const entry = ruleBook.entries[0]!
const table = (over: Record<string, unknown> = {}) => ({ die: 'd6', rows: [{ from: 0, to: 4, hits: [0, 0, 1, 1, 1, 2] }, { from: 5, to: 9, hits: [0, 1, 1, 2, 2, 3] }], source: 'Anna, p. 14', ...over })
const refusal = (data: unknown) => { try { entry.check(data); return null } catch (e) { return (e as Error).message } }

describe('miniatures rule book: the hits table the texts lack (seed 003, 9.1)', () => {
  it('is one entry, kept under the id owners’ tables are already stored by', () => {
    expect(ruleBook.entries.map((e) => [e.id, e.kind, e.recordKind])).toEqual([['miniatures-hits', 'table', 'table']])
    expect(entry.note).toContain('9.1')
  })
  it('reads a good table as the Fire tab will, with its provenance', () => {
    expect(entry.check(table())).toEqual({ id: 'miniatures-hits', title: 'Hits by modified fire value (enter from your rule book)', source: 'Anna, p. 14', die: 'd6', rows: table().rows })
  })
  it('refuses a bad one in player words, naming the row and quoting the value', () => {
    expect(refusal('x'.repeat(300))).toMatch(/^Expected a hits table, got "x{99}…\.$/)
    expect(refusal(table({ die: 'd8' }))).toBe('The die the table reads is D6 or D10, got "d8".')
    expect(refusal(table({ rows: {} }))).toBe('Expected the table\'s rows, got a record.')
    expect(refusal(table({ rows: [null] }))).toBe('Row 1: expected a row (from, to, hits), got null.')
    expect(refusal(table({ rows: [{ from: 0, to: 1e9, hits: [] }] }))).toBe('Row 1: fire values are whole numbers from -99 to 99, got 0 to 1000000000.')
    expect(refusal(table({ rows: [{ from: 0, to: 1, hits: [1, 2] }] }))).toBe('Row 1: needs 6 hits, one per face of the D6, got a list.')
    expect(refusal(table({ rows: [{ from: 0, to: 1, hits: [0, 0, 0, 0, 0, 21] }] }))).toBe('Row 1, face 6: hits are whole numbers from 0 to 20, got 21.')
    expect(refusal(table({ rows: [{ from: 0, to: 4, hits: [0, 0, 0, 0, 0, 1] }, { from: 3, to: 9, hits: [0, 0, 0, 0, 0, 1] }] }))).toBe('Hits table row 2 overlaps row 1.')
    expect(refusal(table({ rows: Array.from({ length: MOST_HITS_ROWS + 1 }, (_, i) => ({ from: i, to: i, hits: [0, 0, 0, 0, 0, 0] })) }))).toBe(`At most ${MOST_HITS_ROWS} rows, got ${MOST_HITS_ROWS + 1}.`)
    expect(refusal(table({ rows: [] }))).toBe('Hits table has no rows yet (enter from your rule book).')
  })
  it('says when it is empty, and gives one line per row for a pack’s diff', () => {
    expect(entry.status(undefined)).toEqual({ filled: 0, total: 1, summary: 'The hits table is empty: the players type each fire’s hits and no odds are shown' })
    expect(entry.status(table())).toEqual({ filled: 1, total: 1, summary: '' })
    expect(entry.lines(table())).toEqual([
      { key: 'die', label: 'Die', text: 'D6' },
      { key: '0..4', label: 'Fire value 0 to 4', text: '0 0 1 1 1 2' },
      { key: '5..9', label: 'Fire value 5 to 9', text: '0 1 1 2 2 3' },
    ])
    expect(checkHitsTable(table({ source: '  ' })).source).toBe('enter from your rule book')
  })
})
