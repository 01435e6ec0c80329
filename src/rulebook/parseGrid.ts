import { parseNumber, type NumberBounds } from '@/calc/parseNumber'

/**
 * What one cell allows, from the engine's bounds (never numbers typed into a component): one for every
 * cell, one per column (index 0 = first data column), or per cell.
 */
export type GridBounds = NumberBounds | readonly NumberBounds[] | ((row: number, col: number) => NumberBounds)

/** The bounds of the cell at `row`, `col` (0-based data indices). */
export function boundsAt(b: GridBounds, row: number, col: number): NumberBounds {
  if (typeof b === 'function') return b(row, col)
  if (isBoundsList(b)) {
    const hit = b[Math.min(col, b.length - 1)]
    if (!hit) throw new Error('GridBounds: the list of column bounds is empty')
    return hit
  }
  return b
}

function isBoundsList(b: GridBounds): b is readonly NumberBounds[] {
  return Array.isArray(b)
}

/** Whether every cell is a whole number (then "1,2,3" can only be three numbers). */
function allWhole(b: GridBounds, rows: number, cols: number): boolean {
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (!boundsAt(b, r, c).integer) return false
  return true
}

export interface GridShape {
  /** Data rows and columns expected (labels not counted). */
  readonly rows: number
  readonly cols: number
  readonly bounds: GridBounds
  /**
   * A first line of column labels may be pasted (skipped): a line with a word in it, or one that repeats
   * `colLabels` (a line of numbers that does not is data, so an extra row is never dropped unseen).
   */
  readonly headerRow?: boolean
  /** The column labels as the screen shows them ("1", "2"…): how a header of numbers is recognised. */
  readonly colLabels?: readonly string[]
  /** Each row may start with a label (the cells before the last `cols` ones, skipped). */
  readonly headerColumn?: boolean
  /** `-`, `–` or `—` (or an empty cell between tabs) is "no value" (null); otherwise refused. */
  readonly noValue?: boolean
}

/** Where and what; `row`/`col` count from 1 in the table's data (0 = the whole table or the whole row). */
export interface GridProblem {
  readonly row: number
  readonly col: number
  readonly message: string
}

export type GridResult = { ok: true; grid: (number | null)[][] } | { ok: false; problems: GridProblem[] }

/** Longer than any printed table; longer text is refused before it is read. */
export const MAX_GRID_TEXT = 20_000
const NO_VALUE = new Set(['-', '\u2013', '\u2014', '\u2212'])
const NUMBERISH = /^[+\-\u2212]?[\d.,]+$/
const COMMA_LIST = /^[+\-\u2212]?\d+(,[+\-\u2212]?\d+){2,}$/
/** "1,500,000": one number in London, three in a list; never split. */
const THOUSANDS_LIST = /^[+\-\u2212]?\d{1,3}(,\d{3})+$/

/** "‘7x’" cut to 20 characters: a message never repeats a whole pasted line. */
function q(t: string): string {
  return `‘${t.length > 20 ? `${t.slice(0, 20)}…` : t}’`
}

/**
 * Splits a line into cells. Tabs (a spreadsheet copy) separate cells, empty ones included (spaces inside
 * a tab cell split it too); otherwise spaces do, and a comma followed by a space ("1, 2, 3"). A comma with no space is a decimal comma,
 * read or refused by parseNumber; "1,2,3" (two commas or more) is split only when every cell is whole,
 * where it cannot be a decimal.
 */
function cellsOf(line: string, whole: boolean): string[] {
  if (line.includes('\t')) return line.split('\t').flatMap((c) => (c.trim() === '' ? [''] : c.trim().split(/\s+/))).map((c) => c.replace(/,$/, ''))
  const tokens = line.trim().split(/\s+/).map((t) => t.replace(/,$/, '')).filter((t) => t !== '')
  return whole ? tokens.flatMap((t) => (COMMA_LIST.test(t) && !THOUSANDS_LIST.test(t) ? t.split(',') : [t])) : tokens
}

const isNumberish = (c: string) => NUMBERISH.test(c) || NO_VALUE.has(c) || c === ''
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function isHeader(cells: readonly string[], shape: GridShape): boolean {
  if (!cells.every(isNumberish)) return true
  const labels = shape.colLabels
  if (!labels?.length || cells.length < labels.length) return false
  const tail = cells.slice(cells.length - labels.length)
  return tail.every((c, i) => same(c, labels[i] ?? ''))
}

/**
 * Reads a table pasted as text into rows of numbers, checked against the expected shape and each
 * cell's bounds before anything is kept. Blank lines are skipped. Problems are in player words:
 * "Row 3, column 5: ‘7x’ is not a number. Enter a whole number from 0 to 6."
 */
export function parseGrid(text: string, shape: GridShape): GridResult {
  if (text.length > MAX_GRID_TEXT) return { ok: false, problems: [{ row: 0, col: 0, message: `Too long for a table (${text.length} characters, at most ${MAX_GRID_TEXT}).` }] }
  const whole = allWhole(shape.bounds, shape.rows, shape.cols)
  let lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').map((l) => cellsOf(l, whole))
  if (lines.length === 0) return { ok: false, problems: [{ row: 0, col: 0, message: 'Nothing pasted: paste the table’s rows, one line each.' }] }
  if (shape.headerRow && isHeader(lines[0] ?? [], shape)) lines = lines.slice(1)
  const problems: GridProblem[] = []
  if (lines.length !== shape.rows) {
    problems.push({ row: 0, col: 0, message: `${lines.length} ${lines.length === 1 ? 'row' : 'rows'} pasted; the table has ${shape.rows}.` })
  }
  const grid: (number | null)[][] = []
  lines.slice(0, shape.rows).forEach((cells, r) => {
    const data = shape.headerColumn && cells.length > shape.cols ? cells.slice(cells.length - shape.cols) : cells
    if (data.length !== shape.cols) {
      problems.push({ row: r + 1, col: 0, message: `Row ${r + 1}: ${data.length} ${data.length === 1 ? 'value' : 'values'}; the table has ${shape.cols} columns.` })
      return
    }
    grid.push(data.map((cell, c) => {
      const where = `Row ${r + 1}, column ${c + 1}`
      if (cell === '' || NO_VALUE.has(cell)) {
        if (!shape.noValue) problems.push({ row: r + 1, col: c + 1, message: `${where}: ${cell === '' ? 'empty' : q(cell)}; every cell of this table needs a number.` })
        return null
      }
      if ((cell.match(/,/g) ?? []).length > 1) {
        problems.push({ row: r + 1, col: c + 1, message: `${where}: ${q(cell)} could be one number or several: separate the numbers with spaces or tabs.` })
        return null
      }
      const p = parseNumber(cell, boundsAt(shape.bounds, r, c))
      if (!p.ok) {
        const msg = p.message.includes('not a number') || p.message.includes('two ways') ? p.message : `${q(cell)}: ${p.message}`
        problems.push({ row: r + 1, col: c + 1, message: `${where}: ${msg.replace(/“([^”]*)”/g, (_m, t: string) => q(t))}` })
        return null
      }
      return p.value
    }))
  })
  return problems.length ? { ok: false, problems } : { ok: true, grid }
}
