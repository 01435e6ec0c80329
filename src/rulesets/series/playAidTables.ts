import { RulesInputError } from '@/engine/core'
import { parseFireResult, type FireTable } from '@/engine/series/fireTable'
import { parseMeleeResult, type MeleeTable } from '@/engine/series/meleeTable'
import {
  fireTableFromGrid, FIRE_RECORD_ID, gridOfFire, gridOfMelee, meleeTableFromGrid, MELEE_RECORD_ID, parseBand, parseOdds, type TableGrid,
} from './ownerTables'
import { fireTableFromText, meleeTableFromText, type TableText } from './tableText'

/**
 * What the Fire and Melee Tables' editors need (seed 001, 3.6, 7.3, 8.8): how a heading, a die and a cell
 * read (the engine's own readers), how a grid becomes a table, how pasted text does. Both tables have a
 * shape the play aid sets (its columns and die rows) and cells that are results, not numbers.
 */
export interface PlayAidKind<T> {
  readonly recordId: string
  readonly title: string
  readonly prefix: 'fire' | 'melee'
  readonly columnsLabel: string
  readonly columnsHint: string
  readonly cellHint: string
  /** Cells typed on a phone: the Fire Table's "-", "*", "2" fit the phone pad (digits, * and #); "0/D1" needs letters. */
  readonly inputmode: 'tel' | 'text'
  readonly pasteExample: string
  heading(text: string, field: string): unknown
  /** The engine's reading of one cell: null when it reads, else its message. */
  cellProblem(text: string): string | null
  toGrid(t: T): TableGrid
  fromGrid(g: TableGrid, who: string): T
  fromText(text: string, who: string): TableText<T>
}

const problemOf = (f: () => unknown): string | null => {
  try { f(); return null } catch (e) { if (e instanceof RulesInputError) return e.message; throw e }
}
/** The engine's message without its "The result entered: " lead (the grid names the cell itself). */
const bare = (m: string | null) => m?.replace(/^[^:]*: /, '') ?? null

export const FIRE_KIND: PlayAidKind<FireTable> = {
  recordId: FIRE_RECORD_ID, title: 'Fire Table', prefix: 'fire',
  columnsLabel: 'Fire value columns', columnsHint: 'e.g. 1 2 3 4 5-6 7-9 10+', cellHint: '-, 0, * or the steps lost', inputmode: 'tel',
  pasteExample: 'die 1 2 3 4 5-6\n1 - - - * *\n2 - - * * 1',
  heading: parseBand,
  cellProblem: (t) => bare(problemOf(() => parseFireResult(t))),
  toGrid: gridOfFire, fromGrid: fireTableFromGrid, fromText: fireTableFromText,
}

export const MELEE_KIND: PlayAidKind<MeleeTable> = {
  recordId: MELEE_RECORD_ID, title: 'Melee Table', prefix: 'melee',
  columnsLabel: 'Odds columns', columnsHint: 'e.g. 1:2 1:1 2:1 3:1', cellHint: 'attacker/defender, e.g. 1/1* or 0/D1', inputmode: 'text',
  pasteExample: 'odds 1:2 1:1 2:1\n1-3 1/0 0/1* 0/D\n4-6 0/1 0/D1 0/E',
  heading: parseOdds,
  cellProblem: (t) => bare(problemOf(() => parseMeleeResult(t))),
  toGrid: gridOfMelee, fromGrid: meleeTableFromGrid, fromText: meleeTableFromText,
}

/** Headings typed on one line ("1 2 3 4 5-6 10+"): the words, each checked as a heading; the first problem said. */
export function headingsOf(text: string, read: (t: string, field: string) => unknown, what: string): { labels: string[]; problem: string | null } {
  const labels = text.split(/[\s\t]+/).filter((t) => t !== '')
  for (const [i, t] of labels.entries()) {
    const p = problemOf(() => read(t, `${what} ${i + 1}`))
    if (p) return { labels, problem: p }
  }
  return { labels, problem: null }
}

/** The grid resized to new headings, keeping what was typed where a heading stays in place. */
export function reshape(cells: string[][], rows: number, cols: number): string[][] {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cells[r]?.[c] ?? ''))
}
