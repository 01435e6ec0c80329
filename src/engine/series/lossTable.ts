import { check, type ReferenceTable } from '../core'
import { seriesRule } from './commandRefs'

export const LOSS_TABLE_RULE = seriesRule('10.4 Modifiers: Losses')

/**
 * RULES.md ruling 20: the printed header has 7 columns (7+ … 1) but each row 6 cells.
 * 'current 6 to 1' (default): the cells are current strength 6 down to 1; 7 or more current steps: no penalty.
 * 'current 7+ to 2': the cells are 7+ down to 2; current strength 1 has no printed cell.
 */
export type LossTableReading = 'current 6 to 1' | 'current 7+ to 2'
export const LOSS_TABLE_READINGS: readonly LossTableReading[] = ['current 6 to 1', 'current 7+ to 2']

/** seed 001, 10.4 Losses: the six printed cells of each original-strength row, as printed ("" = blank). */
export const LOSS_TABLE_ROWS: readonly { readonly original: number; readonly cells: readonly string[] }[] = [
  { original: 9, cells: ['-', '-1', '-1', '-1', '-2', '-2'] },
  { original: 8, cells: ['-', '-', '-1', '-1', '-1', '-2'] },
  { original: 7, cells: ['', '-', '-', '-1', '-1', '-2'] },
  { original: 6, cells: ['', '', '-', '-', '-1', '-1'] },
  { original: 5, cells: ['', '', '', '-', '-', '-1'] },
  { original: 4, cells: ['', '', '', '', '-', '-1'] },
]
export const LOSS_TABLE_COLUMNS = ['7+', '6', '5', '4', '3', '2', '1'] as const
/** seed 001, 10.4 note: "units with an original step strength of 3 steps or less never have their morale modified". */
export const NEVER_MODIFIED_UP_TO = 3

/**
 * The quick-reference copy under ruling 20's default reading: the 6 printed cells sit under 6 … 1, and the 7+
 * column (no cell in the text) shows "-" where 7 or more current steps are possible, blank elsewhere.
 */
export const LOSS_TABLE: ReferenceTable = {
  id: 'series.morale-losses',
  title: 'Morale negatives for losses (original × current strength)',
  rule: LOSS_TABLE_RULE,
  columns: ['Original \\ Current', ...LOSS_TABLE_COLUMNS],
  rows: LOSS_TABLE_ROWS.map((r) => [r.original, r.original >= 7 ? '-' : '', ...r.cells]),
  notes: [
    '"-": no effect; "-1": morale modified by -1; "-2": morale modified by -2.',
    'Units with an original step strength of 3 steps or less never have their morale modified because of losses.',
    'Some elite units may have a slower morale decrease, as indicated on the army loss charts.',
    'Ruling 20: the text prints 6 cells a row under 7 headings; they are read as current strength 6 down to 1 (7+ current steps: no penalty); the other reading (7+ down to 2) is an option.',
  ],
}

/** The cell as a modifier: "-" and a blank are no effect. */
const cellValue = (cell: string): number => (cell === '-' || cell === '' ? 0 : Number(cell))

export interface LossLookup {
  readonly modifier: number
  /** The printed cell ("-", "-1", "", or "none" when the unit needs no table). */
  readonly cell: string
  readonly why: string
}

/**
 * The §10.4 loss modifier for a unit's original and current step strength under a reading of ruling 20.
 * Throws `missing-table` where the printed table has no cell (original above 9, or current 1 in the
 * 7+-to-2 reading): the players then enter the value from their army loss chart.
 */
export function lossModifier(original: number, current: number, reading: LossTableReading = 'current 6 to 1'): LossLookup {
  check(Number.isInteger(original) && original >= 1, 'out-of-range', 'steps.original', `Original strength must be a whole number of steps, 1 or more, got ${original}.`)
  check(Number.isInteger(current) && current >= 1 && current <= original, 'out-of-range', 'steps.current',
    `Current strength must be a whole number from 1 to the original ${original} steps, got ${current}.`)
  check(LOSS_TABLE_READINGS.includes(reading), 'unknown-value', 'rulings.lossTable', `Unknown reading of the loss table "${reading}".`)
  if (original <= NEVER_MODIFIED_UP_TO) return { modifier: 0, cell: 'none', why: `original ${original} steps (3 or less): never modified` }
  const row = LOSS_TABLE_ROWS.find((r) => r.original === original)
  check(row !== undefined, 'missing-table', 'steps.original',
    `The loss table prints original strengths 4 to 9, not ${original}: enter the modifier from your army loss chart.`)
  const index = reading === 'current 6 to 1' ? 6 - current : 7 - Math.min(current, 7)
  if (index < 0) return { modifier: 0, cell: 'none', why: `current ${current} steps (7 or more): no penalty (ruling 20)` }
  check(index < row.cells.length, 'missing-table', 'steps.current',
    `Read as 7+ down to 2, the loss table prints no cell for 1 step: enter the modifier from your army loss chart.`)
  const cell = row.cells[index]!
  const column = reading === 'current 6 to 1' ? String(current) : LOSS_TABLE_COLUMNS[index]!
  return { modifier: cellValue(cell), cell, why: `original ${original}, current ${column}: ${cell ? `"${cell}"` : 'no modifier (the printed cell is empty)'}` }
}
