import { check, D10, D6, type Die } from '../core'
import { ENTER_FROM_RULE_BOOK, mini } from './refs'

/**
 * The texts never say how a modified fire value becomes hits (RULES.md, miniatures: missing). The owner
 * enters it from their rule book: rows of fire values (inclusive bands) × die face → hits. The publisher
 * says combat uses one D10 and one D6, so the owner chooses which die this table reads.
 */
export type HitsDie = 'd6' | 'd10'
export interface HitsRow {
  readonly from: number
  readonly to: number
  /** Hits for die face 1, 2, … (one entry per face). */
  readonly hits: readonly number[]
}
export interface HitsTable {
  readonly id: string
  readonly title: string
  /** Where the values came from; the shipped table says "enter from your rule book". */
  readonly source: string
  readonly die: HitsDie | null
  readonly rows: readonly HitsRow[]
}
export const HITS_RULE = mini('9.1 Combat: hits (not in the text — enter from your rule book)')

/** Shipped empty: no invented values. */
export const EMPTY_HITS_TABLE: HitsTable = {
  id: 'miniatures-hits', title: `Hits by modified fire value (${ENTER_FROM_RULE_BOOK})`,
  source: ENTER_FROM_RULE_BOOK, die: null, rows: [],
}

export function hitsDie(table: HitsTable): Die<number> {
  check(table.die !== null, 'missing-table', 'hitsTable.die', 'Hits table: choose the die it reads (D6 or D10).')
  return table.die === 'd6' ? D6 : D10
}

export function isFilled(table: HitsTable | undefined): table is HitsTable {
  return table !== undefined && table.die !== null && table.rows.length > 0
}

/** Throws a RulesInputError naming the row and field that is wrong; returns the table when it is usable. */
export function validateHitsTable(table: HitsTable): HitsTable {
  const sides = hitsDie(table).faces.length
  check(table.rows.length > 0, 'missing-table', 'hitsTable.rows', `Hits table has no rows yet (${ENTER_FROM_RULE_BOOK}).`)
  table.rows.forEach((r, i) => {
    const f = `hitsTable.rows[${i}]`
    check(Number.isInteger(r.from) && Number.isInteger(r.to) && r.from <= r.to, 'out-of-range', `${f}.from`,
      `Hits table row ${i + 1}: fire values must be whole numbers, from ≤ to (got ${r.from}–${r.to}).`)
    check(r.hits.length === sides && r.hits.every((h) => Number.isInteger(h) && h >= 0), 'out-of-range', `${f}.hits`,
      `Hits table row ${i + 1}: needs ${sides} whole numbers of hits, one per die face.`)
    const overlap = table.rows.findIndex((o, j) => j < i && o.from <= r.to && r.from <= o.to)
    check(overlap < 0, 'out-of-range', `${f}.from`, `Hits table row ${i + 1} overlaps row ${overlap + 1}.`)
  })
  return table
}

/** Hits for a modified fire value and the hits die's face. */
export function hitsFor(table: HitsTable, fireValue: number, face: number): number {
  validateHitsTable(table)
  const row = table.rows.find((r) => fireValue >= r.from && fireValue <= r.to)
  check(row !== undefined, 'missing-table', 'hitsTable.rows',
    `Hits table has no row for modified fire value ${fireValue}: add it (${ENTER_FROM_RULE_BOOK}) or enter the hits.`)
  return row.hits[face - 1]!
}
