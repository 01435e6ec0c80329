import { check } from '../core'
import { FORMATIONS } from './formations'
import { ENTER_FROM_PLAY_AID, seriesRef } from './refs'
import type { Formation, UnitType } from './units'

/**
 * seed 001, 3.6 and 8.3: "See the Formation Table and the Terrain Effects Table in the play aids." The
 * Formations Table is not printed in the text. Its rows are the formations of chapter 4; its cells are what the
 * play aid says for movement, fire, melee and morale, copied as printed. Shipped with every cell empty.
 * The calculators apply chapter 4's own words; a figure of this table that chapter 4 does not give goes in as a
 * fire-value modifier or a terrain modifier of the calculators.
 */
export const FORMATIONS_TABLE_COLUMNS = ['movement', 'fire', 'melee attack', 'melee defence', 'morale'] as const
export type FormationsTableColumn = (typeof FORMATIONS_TABLE_COLUMNS)[number]

export interface FormationsTableRow {
  readonly type: UnitType
  readonly formation: Formation
  readonly cells: Readonly<Record<FormationsTableColumn, string>>
}
export interface FormationsTable {
  readonly id: string
  readonly title: string
  readonly source: string
  readonly rows: readonly FormationsTableRow[]
}
export const FORMATIONS_TABLE_RULE = seriesRef(`8.3 Melee Value: the Formation Table (play aid, not in the text — ${ENTER_FROM_PLAY_AID})`)

const blank = (): Record<FormationsTableColumn, string> => ({ movement: '', fire: '', 'melee attack': '', 'melee defence': '', morale: '' })

/** One row per formation of chapter 4, every cell empty. */
export const EMPTY_FORMATIONS_TABLE: FormationsTable = {
  id: 'series-formations-table', title: `Formations Table (${ENTER_FROM_PLAY_AID})`, source: ENTER_FROM_PLAY_AID,
  rows: FORMATIONS.map((f) => ({ type: f.type, formation: f.formation, cells: blank() })),
}

/** The owner's entry for a formation and column; empty is missing-table. */
export function formationsTableCell(t: FormationsTable, type: UnitType, formation: Formation, column: FormationsTableColumn): string {
  const row = t.rows.find((r) => r.type === type && r.formation === formation)
  const cell = row?.cells[column]?.trim() ?? ''
  check(cell !== '', 'missing-table', `formationsTable.${type}.${formation}.${column}`,
    `The Formations Table has no "${column}" entry for ${type} in ${formation} (${ENTER_FROM_PLAY_AID}).`)
  return cell
}
