import { describe, expect, it } from 'vitest'
import { boundsAt, MAX_GRID_TEXT, parseGrid, type GridShape } from './parseGrid'

const dice: GridShape = { rows: 2, cols: 3, bounds: { min: 0, max: 6, integer: true } }
const messages = (r: ReturnType<typeof parseGrid>) => (r.ok ? [] : r.problems.map((p) => p.message))

describe('parseGrid', () => {
  it('reads rows separated by spaces, tabs or ", ", skipping blank lines', () => {
    expect(parseGrid('1 2 3\n\n4  5\t6\n', dice)).toEqual({ ok: true, grid: [[1, 2, 3], [4, 5, 6]] })
    expect(parseGrid('1\t2\t3\r\n4\t5\t6', dice)).toEqual({ ok: true, grid: [[1, 2, 3], [4, 5, 6]] })
    expect(parseGrid('1, 2, 3\n4, 5, 6', dice)).toEqual({ ok: true, grid: [[1, 2, 3], [4, 5, 6]] })
  })

  it('splits "1,2,3" only where every cell is whole', () => {
    expect(parseGrid('1,2,3\n4,5,6', dice)).toEqual({ ok: true, grid: [[1, 2, 3], [4, 5, 6]] })
    const decimals = { ...dice, bounds: { min: 0, max: 6 } }
    expect(messages(parseGrid('1,2,3\n4 5 6', decimals))[0]).toBe('Row 1: 1 value; the table has 3 columns.')
  })

  it('reads a decimal comma where decimals are allowed, never as two numbers', () => {
    const shape: GridShape = { rows: 1, cols: 2, bounds: { min: 0, max: 10 } }
    expect(parseGrid('1,5 2', shape)).toEqual({ ok: true, grid: [[1.5, 2]] })
    expect(messages(parseGrid('1,5', shape))).toEqual(['Row 1: 1 value; the table has 2 columns.'])
  })

  it('refuses "1,500" and "1,500,000" instead of reading another number', () => {
    const shape: GridShape = { rows: 1, cols: 1, bounds: { min: 0, max: 2000, integer: true } }
    expect(messages(parseGrid('1,500', shape))[0]).toMatch(/^Row 1, column 1: ‘1,500’ could be read two ways/)
    const three: GridShape = { rows: 1, cols: 3, bounds: { min: 0, max: 2000, integer: true } }
    expect(messages(parseGrid('1,500,000', three))).toEqual(['Row 1: 1 value; the table has 3 columns.'])
    expect(messages(parseGrid('1,500,000 1 1', three))).toEqual(['Row 1, column 1: ‘1,500,000’ could be one number or several: separate the numbers with spaces or tabs.'])
  })

  it('says where a cell is bad and why, in player words', () => {
    const r = parseGrid('1 2 3\n4 7x 9', dice)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems).toEqual([
      { row: 2, col: 2, message: 'Row 2, column 2: ‘7x’ is not a number. Enter a whole number from 0 to 6.' },
      { row: 2, col: 3, message: 'Row 2, column 3: ‘9’: Enter a whole number from 0 to 6.' },
    ])
  })

  it('checks the shape: too few rows, a short row', () => {
    expect(messages(parseGrid('1 2 3', dice))).toEqual(['1 row pasted; the table has 2.'])
    expect(messages(parseGrid('1 2 3\n4 5', dice))).toEqual(['Row 2: 2 values; the table has 3 columns.'])
    expect(messages(parseGrid('1 2 3\n4 5 6\n1 1 1', dice))).toEqual(['3 rows pasted; the table has 2.'])
    expect(messages(parseGrid(' \n\n', dice))).toEqual(['Nothing pasted: paste the table’s rows, one line each.'])
  })

  it('skips a header row and row labels only when the caller allows them', () => {
    const labelled: GridShape = { ...dice, headerRow: true, headerColumn: true }
    expect(parseGrid('SP 1 2 3\n3 SP 1 2 3\n4 SP 4 5 6', labelled)).toEqual({ ok: true, grid: [[1, 2, 3], [4, 5, 6]] })
    expect(parseGrid('1 2 3\n1 1 2 3\n2 4 5 6', { ...labelled, colLabels: ['1', '2', '3'] })).toEqual({ ok: true, grid: [[1, 2, 3], [4, 5, 6]] })
    // A line of numbers that is not the column labels is a row: one row too many is said, never dropped.
    expect(messages(parseGrid('1 2 4\n1 1 2 3\n2 4 5 6', { ...labelled, colLabels: ['1', '2', '3'] }))).toEqual(['3 rows pasted; the table has 2.'])
    expect(messages(parseGrid('1 2 3\n1 2 3\n4 5 6', labelled))).toEqual(['3 rows pasted; the table has 2.'])
    expect(parseGrid('x 1 2 3\n4 5 6', dice).ok).toBe(false)
  })

  it('takes "-" or "—" as no value only where allowed', () => {
    expect(parseGrid('1 - 3\n— 5 6', { ...dice, noValue: true })).toEqual({ ok: true, grid: [[1, null, 3], [null, 5, 6]] })
    expect(parseGrid('1\t\t3\n4\t5\t6', { ...dice, noValue: true })).toEqual({ ok: true, grid: [[1, null, 3], [4, 5, 6]] })
    expect(messages(parseGrid('1 - 3\n4 5 6', dice))).toEqual(['Row 1, column 2: ‘-’; every cell of this table needs a number.'])
    expect(messages(parseGrid('1\t\t3\n4\t5\t6', dice))).toEqual(['Row 1, column 2: empty; every cell of this table needs a number.'])
  })

  it('checks each column against its own bounds, and each cell by a function', () => {
    const perColumn: GridShape = { rows: 1, cols: 2, bounds: [{ min: 0, max: 1, integer: true }, { min: 10, max: 20, integer: true }] }
    expect(parseGrid('1 15', perColumn)).toEqual({ ok: true, grid: [[1, 15]] })
    expect(messages(parseGrid('2 5', perColumn))).toHaveLength(2)
    const perCell: GridShape = { rows: 2, cols: 1, bounds: (r) => ({ min: 0, max: r === 0 ? 1 : 9, integer: true }) }
    expect(parseGrid('1\n9', perCell).ok).toBe(true)
    expect(boundsAt(perColumn.bounds, 0, 5)).toEqual({ min: 10, max: 20, integer: true })
  })

  it('refuses text longer than any table, and quotes at most 20 characters of a cell', () => {
    expect(messages(parseGrid('1 '.repeat(MAX_GRID_TEXT), dice))[0]).toMatch(/^Too long for a table/)
    const m = messages(parseGrid('abcdefghijklmnopqrstuvwxyz 2 3\n4 5 6', dice))[0]
    expect(m).toContain('‘abcdefghijklmnopqrst…’')
  })
})
