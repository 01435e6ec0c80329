import { describe, expect, it } from 'vitest'
import { readFireTable } from './ownerTables'
import { fireTableFromText, meleeTableFromText } from './tableText'

/** Test values in the play aid's shape, not the play aid's own numbers (the text does not print them). */
const FIRE = `die 1 2 3 4 5-6 7-9 10+
1 - - - - * * 1
2 - - - * * 1 1
3 - - * * 1 1 2
4 - * * 1 1 2 2
5 * * 1 1 2 2 3
6 * 1 1 2 2 3 3`

describe('a play-aid table pasted as text (3.6)', () => {
  it('reads a Fire Table: headings by fire value, a die first on each row, cells as printed', () => {
    const r = fireTableFromText(FIRE, 'Anna, play aid')
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.table.columns).toHaveLength(7)
    expect(r.table.columns[4]).toEqual({ min: 5, max: 6 })
    expect(r.table.columns[6]).toEqual({ min: 10, max: null })
    expect(r.table.rows.map((x) => x.die.min)).toEqual([1, 2, 3, 4, 5, 6])
    expect(r.table.rows[5]!.cells).toEqual(['*', '1', '1', '2', '2', '3', '3'])
    expect(r.table.source).toBe('Anna, play aid')
  })
  it('keeps who entered it to what a stored table may hold, so the longest "Entered by … from …" still saves', () => {
    const r = fireTableFromText('1\n1 -', `Entered by ${'A'.repeat(120)} from ${'B'.repeat(120)}`)
    expect(r.ok && r.table.source.length).toBe(200)
    expect(r.ok && readFireTable(JSON.parse(JSON.stringify(r.table))).source).toHaveLength(200)
    const blank = fireTableFromText('1\n1 -', '  ')
    expect(blank.ok && blank.table.source).toBe('entered by the owner from the play aid')
  })
  it('reads tabs (a spreadsheet copy), blank lines, no label, and a PDF dash as "-"', () => {
    const r = fireTableFromText('1\t2\n\n1\t\u2013\t*\n2\t1\t2*\n', 'x')
    expect(r.ok && r.table.rows.map((x) => x.cells)).toEqual([['-', '*'], ['1', '2*']])
  })
  it('refuses a row of the wrong length, naming the row and saying how many', () => {
    const r = fireTableFromText('1 2 3\n1 - - *\n2 - *', 'x')
    expect(r).toEqual({ ok: false, problems: [{ row: 2, col: 0, message: 'Row 2 (die ‘2’): 2 results; the headings name 3 columns.' }] })
  })
  it('refuses a cell that is no Fire Table result, a decimal comma included, with its row and column', () => {
    const r = fireTableFromText('1 2\n1 - 1,5\n2 7x *', 'x')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems.map((p) => [p.row, p.col])).toEqual([[1, 2], [2, 1]])
    expect(r.problems[0]!.message).toBe('Row 1, column 2: a Fire Table result is "-", "*" or a number of steps such as "1", not "1,5".')
  })
  it('refuses a heading or a die that is not a band, and bands that overlap (the engine\'s check)', () => {
    const bad = fireTableFromText('1 2 x4\n1 - - -', 'x')
    expect(!bad.ok && bad.problems[0]).toMatchObject({ row: 0, col: 3 })
    const die = fireTableFromText('1 2\nsix - -', 'x')
    expect(!die.ok && die.problems[0]!.message).toMatch(/^Row 1: the die: a number/)
    const overlap = fireTableFromText('1-3 3-5\n1 - -', 'x')
    expect(!overlap.ok && overlap.problems[0]!.message).toBe('Fire value column 2 (3–5) overlaps fire value column 1.')
  })
  it('refuses nothing pasted, a heading line alone, and more rows than any play aid', () => {
    expect(fireTableFromText('', 'x').ok).toBe(false)
    expect(fireTableFromText('1 2 3', 'x')).toMatchObject({ ok: false, problems: [{ message: /headings on the first line/ }] })
    const tall = ['1', ...Array.from({ length: 31 }, (_, i) => `${i + 1} -`)].join('\n')
    expect(fireTableFromText(tall, 'x')).toMatchObject({ ok: false, problems: [{ message: '31 die rows: at most 30.' }] })
  })
  it('reads a Melee Table: odds headings, attacker/defender cells; odds out of order refused', () => {
    const r = meleeTableFromText('odds 1:2 1:1 2:1\n1-3 1/0 0/1* 0/D\n4-6 0/1 0/D1 0/E', 'x')
    expect(r.ok && r.table.columns.map((c) => `${c.attacker}:${c.defender}`)).toEqual(['1:2', '1:1', '2:1'])
    expect(r.ok && r.table.rows[1]!.cells).toEqual(['0/1', '0/D1', '0/E'])
    const back = meleeTableFromText('2:1 1:1\n1 0/1 0/1', 'x')
    expect(!back.ok && back.problems[0]!.message).toMatch(/must be better for the attacker/)
    const cell = meleeTableFromText('1:1\n1 1-1', 'x')
    expect(!cell.ok && cell.problems[0]).toMatchObject({ row: 1, col: 1 })
  })
})
