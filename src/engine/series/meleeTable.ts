import { check } from '../core'
import { bandLabel, checkBands, inBand, type Band } from './bands'
import { ENTER_FROM_PLAY_AID, seriesRef } from './refs'

/** An odds column of the Melee Table, "2:1" = { attacker: 2, defender: 1 } (8.8). */
export interface OddsColumn {
  readonly attacker: number
  readonly defender: number
}
export const oddsLabel = (o: OddsColumn): string => `${o.attacker}:${o.defender}`

/**
 * seed 001, 8.8: "The combat result from the Melee Table is applied immediately." The table is on the play
 * aid, not in the text: odds columns ("the combat ratio is 4 vs. 1") × die rows, cells "attacker/defender"
 * such as "1/1*" or "0/D1". Shipped empty: the owner enters it from the play aid.
 */
export interface MeleeTable {
  readonly id: string
  readonly title: string
  readonly source: string
  /** Odds columns, from the defender's best to the attacker's best (e.g. 1:3 … 6:1). */
  readonly columns: readonly OddsColumn[]
  readonly rows: readonly { readonly die: Band; readonly cells: readonly string[] }[]
}
export const MELEE_TABLE_RULE = seriesRef(`8.8 Melee Combat: the Melee Table (play aid, not in the text — ${ENTER_FROM_PLAY_AID})`)

export const EMPTY_MELEE_TABLE: MeleeTable = {
  id: 'series-melee-table', title: `Melee Table (${ENTER_FROM_PLAY_AID})`, source: ENTER_FROM_PLAY_AID, columns: [], rows: [],
}

/**
 * One side of a Melee Table result (8.8): "0 or 1: number of step losses", "*: immediate morale check",
 * "D: Disorganization and 2 hexes retreat", "D1: Disorganization, one step loss and 2 hexes retreat",
 * "E: Elimination of all units in the target hex". "D2" is 9.6's "D1 becomes D2".
 */
export interface MeleeSideResult {
  readonly steps: number
  readonly disorganized: boolean
  readonly eliminated: boolean
  readonly moraleCheck: boolean
  readonly printed: string
}
export interface MeleeTableResult {
  readonly attacker: MeleeSideResult
  readonly defender: MeleeSideResult
}

export function parseMeleeSide(s: string): MeleeSideResult | null {
  const m = /^(?:([0-9])|(D)([0-9])?|(E))?(\*)?$/.exec(s.trim())
  if (m === null || s.trim() === '') return null
  return { steps: Number(m[1] ?? m[3] ?? 0), disorganized: m[2] !== undefined, eliminated: m[4] !== undefined, moraleCheck: m[5] !== undefined, printed: s.trim() }
}

/** Reads "A/D" — "The first result applies to the attacker, the second result to the defender (A/D)." */
export function parseMeleeResult(cell: string, field = 'enteredResult', where = 'The result entered'): MeleeTableResult {
  const [a, d, extra] = cell.split('/')
  const attacker = a === undefined ? null : parseMeleeSide(a)
  const defender = d === undefined ? null : parseMeleeSide(d)
  check(attacker !== null && defender !== null && extra === undefined, 'out-of-range', field,
    `${where}: a Melee Table result reads attacker/defender, such as "1/1*" or "0/D1", not "${cell.slice(0, 20)}".`)
  return { attacker, defender }
}

export const isMeleeTableFilled = (t: MeleeTable | undefined): t is MeleeTable => t !== undefined && t.columns.length > 0 && t.rows.length > 0

const ratio = (o: OddsColumn) => o.attacker / o.defender

export function validateMeleeTable(t: MeleeTable): MeleeTable {
  check(isMeleeTableFilled(t), 'missing-table', 'meleeTable', `The Melee Table is empty (${ENTER_FROM_PLAY_AID}).`)
  t.columns.forEach((o, i) => {
    check(Number.isInteger(o.attacker) && Number.isInteger(o.defender) && o.attacker > 0 && o.defender > 0, 'out-of-range',
      `meleeTable.columns[${i}]`, `Melee Table column ${i + 1}: odds are two whole numbers above 0, such as 2:1.`)
    check(i === 0 || ratio(o) > ratio(t.columns[i - 1]!), 'out-of-range', `meleeTable.columns[${i}]`,
      `Melee Table column ${i + 1} (${oddsLabel(o)}) must be better for the attacker than the column before it.`)
  })
  checkBands(t.rows.map((r) => r.die), 'meleeTable.rows', 'Die row')
  t.rows.forEach((r, i) => {
    check(r.cells.length === t.columns.length, 'out-of-range', `meleeTable.rows[${i}].cells`,
      `Melee Table die row ${bandLabel(r.die)}: needs ${t.columns.length} cells, one per odds column.`)
    r.cells.forEach((c, j) => parseMeleeResult(c, `meleeTable.rows[${i}].cells[${j}]`, `Melee Table die row ${bandLabel(r.die)}, odds ${oddsLabel(t.columns[j]!)}`))
  })
  return t
}

/** The cell of an odds column (by index) and a modified die; a die the table has no row for is missing-table. */
export function meleeTableLookup(t: MeleeTable, column: number, die: number): MeleeTableResult {
  validateMeleeTable(t)
  const row = t.rows.find((r) => inBand(r.die, die))
  check(row !== undefined, 'missing-table', 'meleeTable.rows',
    `The Melee Table has no row for a modified die of ${die}: add it (${ENTER_FROM_PLAY_AID}) or enter the result.`)
  return parseMeleeResult(row.cells[column]!)
}
