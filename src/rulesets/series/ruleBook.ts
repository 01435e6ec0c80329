import { bandLabel } from '@/engine/series/bands'
import { FORMATIONS_TABLE_COLUMNS, type FormationsTable } from '@/engine/series/formationsTable'
import { oddsLabel } from '@/engine/series/meleeTable'
import { ENTER_FROM_PLAY_AID } from '@/engine/series/refs'
import type { Json } from '@/model/types'
import type { RuleBookEntry, RuleBookLine, RuleBookSpec, RuleBookStatus } from '@/rulebook/types'
import {
  EMPTY_FORMATIONS_TABLE, FIRE_RECORD_ID, FORMATIONS_RECORD_ID, MELEE_RECORD_ID, readFireTable, readFormationsTable, readMeleeTable,
} from './ownerTables'
import { formationName } from './unitOps'

/**
 * seed 001, 3.6: "A sheet with the Fire Table, the Melee Table and the Formations Table" is a play aid the text
 * does not print (../shared/RULES.md, series: Missing). These are what the owner enters, once, in the Rule book.
 * Ids are the owner records the Play aid tab has always saved, so tables entered before still read.
 */
const asJson = (x: unknown): Json => JSON.parse(JSON.stringify(x)) as Json
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** A die-row table (Fire or Melee): stored only when every cell reads, so it is either entered or not. */
function gridStatus(rows: number, columns: number | null, what: string): RuleBookStatus {
  if (columns === null) return { filled: 0, total: 0, summary: `Not entered: ${what}` }
  return { filled: rows * columns, total: rows * columns, summary: '' }
}

function gridLines(title: string, columns: string[], rows: { die: string; cells: readonly string[] }[], heading: string): RuleBookLine[] {
  return [
    { key: 'columns', label: `${title}, ${heading}`, text: columns.join(' ') },
    ...rows.map((r) => ({ key: `die ${r.die}`, label: `${title}, die ${r.die}`, text: r.cells.join(' ') })),
  ]
}

export const FIRE_ENTRY: RuleBookEntry = {
  id: FIRE_RECORD_ID, kind: 'table', recordKind: 'table', title: 'Fire Table',
  note: `seed 001, 3.6 and 7.3: on the play aid, not in the text (${ENTER_FROM_PLAY_AID}). Columns by fire value ("the "4" column will be used on the fire table", 4.12), rows by the die; a cell is "-", "*" or the steps lost.`,
  check: (d) => asJson(readFireTable(d)),
  status: (d) => {
    if (d === undefined) return gridStatus(0, null, 'every fire result is read on the play aid and typed, with no odds')
    const t = readFireTable(d)
    return gridStatus(t.rows.length, t.columns.length, '')
  },
  lines: (d) => {
    const t = readFireTable(d)
    return gridLines('Fire Table', t.columns.map(bandLabel), t.rows.map((r) => ({ die: bandLabel(r.die), cells: r.cells })), 'fire value columns')
  },
  editor: () => import('./screens/ResultTableEntry.vue'),
}

export const MELEE_ENTRY: RuleBookEntry = {
  id: MELEE_RECORD_ID, kind: 'table', recordKind: 'table', title: 'Melee Table',
  note: `seed 001, 3.6 and 8.8: on the play aid, not in the text (${ENTER_FROM_PLAY_AID}). Columns by odds ("the combat ratio is 4 vs. 1"), rows by the die; a cell reads attacker/defender, such as "1/1*" or "0/D1".`,
  check: (d) => asJson(readMeleeTable(d)),
  status: (d) => {
    if (d === undefined) return gridStatus(0, null, 'every melee result is read on the play aid and typed, with no odds')
    const t = readMeleeTable(d)
    return gridStatus(t.rows.length, t.columns.length, '')
  },
  lines: (d) => {
    const t = readMeleeTable(d)
    return gridLines('Melee Table', t.columns.map(oddsLabel), t.rows.map((r) => ({ die: bandLabel(r.die), cells: r.cells })), 'odds columns')
  },
  editor: () => import('./screens/ResultTableEntry.vue'),
}

const filledCells = (t: FormationsTable) => t.rows.reduce((n, r) => n + FORMATIONS_TABLE_COLUMNS.filter((c) => r.cells[c].trim() !== '').length, 0)
const FORMATION_CELLS = EMPTY_FORMATIONS_TABLE.rows.length * FORMATIONS_TABLE_COLUMNS.length

export const FORMATIONS_ENTRY: RuleBookEntry = {
  id: FORMATIONS_RECORD_ID, kind: 'table', recordKind: 'table', title: 'Formations Table',
  note: `seed 001, 3.6 and 8.3: "See the Formation Table … in the play aids" (${ENTER_FROM_PLAY_AID}). One row per formation of chapter 4; cells copied as printed. The calculators apply chapter 4's own words; this table is for reference.`,
  check: (d) => asJson(readFormationsTable(d)),
  status: (d) => {
    const filled = d === undefined ? 0 : filledCells(readFormationsTable(d))
    const empty = FORMATION_CELLS - filled
    return { filled, total: FORMATION_CELLS, summary: empty ? `${empty} of ${plural(FORMATION_CELLS, 'cell')} empty` : '' }
  },
  lines: (d) => readFormationsTable(d).rows.map((r) => ({
    key: `${r.type} ${r.formation}`, label: `Formations Table, ${formationName(r.type, r.formation)}`,
    text: FORMATIONS_TABLE_COLUMNS.map((c) => `${c}: ${r.cells[c].trim() || '—'}`).join(' · '),
  })),
  editor: () => import('./screens/FormationsEntry.vue'),
}

/** The series rule book: the three play-aid tables (3.6). The battle's special rules hold the rest (see scenarioSources). */
export const ruleBook: RuleBookSpec = { entries: [FIRE_ENTRY, MELEE_ENTRY, FORMATIONS_ENTRY] }
