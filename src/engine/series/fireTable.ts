import { check } from '../core'
import { bandLabel, checkBands, inBand, type Band } from './bands'
import { ENTER_FROM_PLAY_AID, seriesRef } from './refs'

/**
 * seed 001, 3.6 and 7.3: "A sheet with the Fire Table, the Melee Table and the Formations Table" is a play
 * aid the text does not print. Its shape is what 7.3 and 4.12 imply: columns by fire value ('The "4" column
 * will be used on the fire table'), rows by the die, cells "#" (steps lost) or "*" (morale check only).
 * Shipped empty: the owner enters it from the play aid.
 */
export interface FireTable {
  readonly id: string
  readonly title: string
  /** Where the values came from; the shipped table says "enter from your play aid". */
  readonly source: string
  /** Fire-value columns, left to right. */
  readonly columns: readonly Band[]
  /** One row per modified die band; one cell per column: "-", "*", "1", "2", … as printed. */
  readonly rows: readonly { readonly die: Band; readonly cells: readonly string[] }[]
}
export const FIRE_TABLE_RULE = seriesRef(`7.3 Fire: the Fire Table (play aid, not in the text — ${ENTER_FROM_PLAY_AID})`)

export const EMPTY_FIRE_TABLE: FireTable = {
  id: 'series-fire-table', title: `Fire Table (${ENTER_FROM_PLAY_AID})`, source: ENTER_FROM_PLAY_AID, columns: [], rows: [],
}

/** A Fire Table result: "a # result is the number of steps the target loses … a * result means … checks morale". */
export interface FireTableResult {
  readonly steps: number
  /** "Any step loss induces an immediate morale check" or a "*" (7.3), before the exceptions of 7.3 and 7.5. */
  readonly moraleCheck: boolean
  readonly printed: string
}

/** Reads one cell: "-" or "0" no effect, "*" morale check, "2" (or "2*") two steps and a morale check. */
export function parseFireResult(cell: string, field = 'enteredResult', where = 'The result entered'): FireTableResult {
  const m = /^\s*(?:(-|0)|(\*)|([1-9])\*?)\s*$/.exec(cell)
  check(m !== null, 'out-of-range', field,
    `${where}: a Fire Table result is "-", "*" or a number of steps such as "1", not "${cell.slice(0, 20)}".`)
  const steps = m[3] === undefined ? 0 : Number(m[3])
  return { steps, moraleCheck: steps > 0 || m[2] !== undefined, printed: cell.trim() }
}

export const isFireTableFilled = (t: FireTable | undefined): t is FireTable => t !== undefined && t.columns.length > 0 && t.rows.length > 0

/** Throws a RulesInputError naming the part of the table that is wrong; returns the table when it is usable. */
export function validateFireTable(t: FireTable): FireTable {
  check(isFireTableFilled(t), 'missing-table', 'fireTable', `The Fire Table is empty (${ENTER_FROM_PLAY_AID}).`)
  checkBands(t.columns, 'fireTable.columns', 'Fire value column')
  checkBands(t.rows.map((r) => r.die), 'fireTable.rows', 'Die row')
  t.rows.forEach((r, i) => {
    check(r.cells.length === t.columns.length, 'out-of-range', `fireTable.rows[${i}].cells`,
      `Fire Table die row ${bandLabel(r.die)}: needs ${t.columns.length} cells, one per column.`)
    r.cells.forEach((c, j) => parseFireResult(c, `fireTable.rows[${i}].cells[${j}]`, `Fire Table die row ${bandLabel(r.die)}, fire value ${bandLabel(t.columns[j]!)}`))
  })
  return t
}

/** The cell for a fire value and a modified die; a value or die the table has no place for is missing-table. */
export function fireTableLookup(t: FireTable, fireValue: number, die: number): FireTableResult & { column: string } {
  validateFireTable(t)
  const col = t.columns.findIndex((b) => inBand(b, fireValue))
  check(col >= 0, 'missing-table', 'fireTable.columns',
    `The Fire Table has no column for fire value ${fireValue}: add it (${ENTER_FROM_PLAY_AID}) or enter the result.`)
  const row = t.rows.find((r) => inBand(r.die, die))
  check(row !== undefined, 'missing-table', 'fireTable.rows',
    `The Fire Table has no row for a modified die of ${die}: add it (${ENTER_FROM_PLAY_AID}) or enter the result.`)
  return { ...parseFireResult(row.cells[col]!), column: bandLabel(t.columns[col]!) }
}
