import { RulesInputError } from '@/engine/core'
import type { Band } from '@/engine/series/bands'
import { EMPTY_FIRE_TABLE, parseFireResult, validateFireTable, type FireTable } from '@/engine/series/fireTable'
import { EMPTY_MELEE_TABLE, parseMeleeResult, validateMeleeTable, type MeleeTable, type OddsColumn } from '@/engine/series/meleeTable'
import type { GridProblem } from '@/rulebook/parseGrid'
import { MAX_GRID_TEXT } from '@/rulebook/parseGrid'
import { parseBand, parseOdds, TABLE_SIZE_LIMITS, tableSource } from './ownerTables'

/**
 * A play-aid table pasted as text, as printed (seed 001, 3.6): a first line of column headings (fire values
 * "1 2 3 4 5-6 7-9 10+" or odds "1:2 1:1 2:1"), then one line per die row, its die first ("1 - - * 1 1 2 2").
 * A label before the headings ("die", "D6") is skipped. Spaces or tabs separate cells. Its cells are not all
 * numbers ("*", "0/D1"), so the shared number grid reader (src/rulebook/parseGrid.ts) cannot read it: this
 * reads the shape first, then every cell with the engine's own cell reader, and says each problem with its
 * row and column before anything is kept.
 */
export type TableText<T> = { ok: true; table: T } | { ok: false; problems: GridProblem[] }

interface Kind<H> {
  /** A heading as the engine reads it (throws a RulesInputError naming it). */
  readonly heading: (text: string, field: string) => H
  /** Throws a RulesInputError when the cell is not a result of this table. */
  readonly cell: (text: string, where: string) => void
  readonly what: string
}

/** A lone dash of any width (copied from a PDF) is the play aid's "-", no result. */
const tokens = (line: string) => line.split(/[\t ]+/).map((t) => t.trim()).filter((t) => t !== '').map((t) => (/^[\u2013\u2014\u2212]$/.test(t) ? '-' : t))
const q = (t: string) => `‘${t.length > 20 ? `${t.slice(0, 20)}…` : t}’`
const messageOf = (e: unknown): string => {
  if (e instanceof RulesInputError) return e.message
  throw e
}

function readText<H>(text: string, kind: Kind<H>): { ok: true; columns: H[]; rows: { die: Band; cells: string[] }[] } | { ok: false; problems: GridProblem[] } {
  if (text.length > MAX_GRID_TEXT) return { ok: false, problems: [{ row: 0, col: 0, message: `Too long for a table (${text.length} characters, at most ${MAX_GRID_TEXT}).` }] }
  const lines = text.split(/\r\n|\r|\n/).map(tokens).filter((l) => l.length > 0)
  if (lines.length < 2) return { ok: false, problems: [{ row: 0, col: 0, message: `Paste the ${kind.what}'s headings on the first line, then one line per die row.` }] }
  const problems: GridProblem[] = []
  const head = lines[0]!
  // Labels before the first heading ("die", "D6 / fire value") are skipped; every later word must be a heading.
  let first = head.findIndex((t) => { try { kind.heading(t, ''); return true } catch { return false } })
  if (first < 0) first = 0
  const columns: H[] = []
  head.slice(first).forEach((t, i) => {
    try { columns.push(kind.heading(t, `Column ${i + 1}`)) } catch (e) { problems.push({ row: 0, col: i + 1, message: messageOf(e) }) }
  })
  if (columns.length > TABLE_SIZE_LIMITS.columns) problems.push({ row: 0, col: 0, message: `${columns.length} columns: at most ${TABLE_SIZE_LIMITS.columns}.` })
  const body = lines.slice(1)
  if (body.length > TABLE_SIZE_LIMITS.rows) problems.push({ row: 0, col: 0, message: `${body.length} die rows: at most ${TABLE_SIZE_LIMITS.rows}.` })
  const n = head.length - first
  const rows = body.slice(0, TABLE_SIZE_LIMITS.rows).map((cells, r) => {
    const where = `Row ${r + 1}`
    let die: Band = { min: null, max: null }
    try { die = parseBand(cells[0]!, `${where}: the die`) } catch (e) { problems.push({ row: r + 1, col: 0, message: messageOf(e) }) }
    const data = cells.slice(1)
    if (data.length !== n) problems.push({ row: r + 1, col: 0, message: `${where} (die ${q(cells[0]!)}): ${data.length} ${data.length === 1 ? 'result' : 'results'}; the headings name ${n} columns.` })
    else data.forEach((c, i) => { try { kind.cell(c, `${where}, column ${i + 1}`) } catch (e) { problems.push({ row: r + 1, col: i + 1, message: messageOf(e) }) } })
    return { die, cells: data }
  })
  return problems.length ? { ok: false, problems } : { ok: true, columns, rows }
}

/** The whole table checked by the engine (bands that overlap, odds out of order), said as one problem. */
function whole<T>(build: () => T): TableText<T> {
  try { return { ok: true, table: build() } } catch (e) { return { ok: false, problems: [{ row: 0, col: 0, message: messageOf(e) }] } }
}

const FIRE: Kind<Band> = { what: 'Fire Table', heading: (t, f) => parseBand(t, f), cell: (t, w) => { parseFireResult(t, 'cell', w) } }
const MELEE: Kind<OddsColumn> = { what: 'Melee Table', heading: (t, f) => parseOdds(t, f), cell: (t, w) => { parseMeleeResult(t, 'cell', w) } }

/** A Fire Table pasted as text (7.3): fire-value headings, then "die result result …" per line. */
export function fireTableFromText(text: string, source: string): TableText<FireTable> {
  const r = readText(text, FIRE)
  return r.ok ? whole(() => validateFireTable({ ...EMPTY_FIRE_TABLE, source: tableSource(source), columns: r.columns, rows: r.rows })) : r
}

/** A Melee Table pasted as text (8.8): odds headings, then "die attacker/defender …" per line. */
export function meleeTableFromText(text: string, source: string): TableText<MeleeTable> {
  const r = readText(text, MELEE)
  return r.ok ? whole(() => validateMeleeTable({ ...EMPTY_MELEE_TABLE, source: tableSource(source), columns: r.columns, rows: r.rows })) : r
}
