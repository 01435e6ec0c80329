import { check, RulesInputError } from '@/engine/core'
import { bandLabel, type Band } from '@/engine/series/bands'
import { EMPTY_FIRE_TABLE, validateFireTable, type FireTable } from '@/engine/series/fireTable'
import { EMPTY_MELEE_TABLE, oddsLabel, validateMeleeTable, type MeleeTable } from '@/engine/series/meleeTable'
import { EMPTY_FORMATIONS_TABLE, FORMATIONS_TABLE_COLUMNS, type FormationsTable, type FormationsTableColumn } from '@/engine/series/formationsTable'
import type { HouseRuleRecord } from '@/db/records'
import * as v from 'valibot'
import type { JsonRecord } from '@/model/types'
import { issueMessage } from '@/model/issues'
import { SERIES_FORMATIONS } from './unitSchema'

/**
 * seed 001, 3.6: the Fire, Melee and Formations Tables are on the play aid, not in the text. The owner enters
 * each once; it is kept as a versioned house-rule record (kind 'table') with who entered it and from where.
 * The editors work on a grid of strings (`TableGrid`) the players type as printed.
 */
export const FIRE_RECORD_ID = 'series-fire-table'
export const MELEE_RECORD_ID = 'series-melee-table'
export const FORMATIONS_RECORD_ID = 'series-formations-table'

/** Headings and cells as typed: column headings ("4", "5–6", "10+" or "2:1"), then one row per die band. */
export interface TableGrid {
  columns: string[]
  rows: { die: string; cells: string[] }[]
}

/** "4" → 4–4, "4-5" or "4–5" → 4–5, "10+" → 10 and more, "0-" or "0−" → 0 and less. */
export function parseBand(text: string, field: string): Band {
  const t = text.trim().replace(/[–—]/g, '-').replace(/−/g, '-')
  const m = /^(-?\d+)(?:(\+)|(-)|-(-?\d+))?$/.exec(t)
  check(m !== null, 'out-of-range', field, `${field}: a number ("4"), a band ("4-5"), "10+" or "0-", not "${text.slice(0, 20)}".`)
  const n = Number(m[1])
  if (m[2]) return { min: n, max: null }
  if (m[3]) return { min: null, max: n }
  return { min: n, max: m[4] === undefined ? n : Number(m[4]) }
}

export function parseOdds(text: string, field: string): { attacker: number; defender: number } {
  const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text)
  check(m !== null, 'out-of-range', field, `${field}: odds such as "2:1" or "1:2", not "${text.slice(0, 20)}".`)
  return { attacker: Number(m[1]), defender: Number(m[2]) }
}

/** Who entered a table and from where, as a table keeps it: at most TABLE_SIZE_LIMITS.source characters (the Rule book's "Entered by … from …" can be longer). */
export const tableSource = (who: string): string => who.trim().slice(0, 200) || 'entered by the owner from the play aid'
const source = tableSource

export function fireTableFromGrid(g: TableGrid, who: string): FireTable {
  const t: FireTable = { ...EMPTY_FIRE_TABLE, source: source(who), columns: g.columns.map((c, i) => parseBand(c, `Fire value column ${i + 1}`)),
    rows: g.rows.map((r, i) => ({ die: parseBand(r.die, `Die row ${i + 1}`), cells: r.cells.map((c) => c.trim()) })) }
  return validateFireTable(t)
}
export function meleeTableFromGrid(g: TableGrid, who: string): MeleeTable {
  const t: MeleeTable = { ...EMPTY_MELEE_TABLE, source: source(who), columns: g.columns.map((c, i) => parseOdds(c, `Odds column ${i + 1}`)),
    rows: g.rows.map((r, i) => ({ die: parseBand(r.die, `Die row ${i + 1}`), cells: r.cells.map((c) => c.trim()) })) }
  return validateMeleeTable(t)
}
export const gridOfFire = (t: FireTable): TableGrid => ({ columns: t.columns.map(bandLabel), rows: t.rows.map((r) => ({ die: bandLabel(r.die), cells: [...r.cells] })) })
export const gridOfMelee = (t: MeleeTable): TableGrid => ({ columns: t.columns.map(oddsLabel), rows: t.rows.map((r) => ({ die: bandLabel(r.die), cells: [...r.cells] })) })

/** A record to store, one version above the previous one. */
export function tableRecord(id: string, table: FireTable | MeleeTable | FormationsTable, now: number, previous?: HouseRuleRecord): HouseRuleRecord {
  return { id, ruleset: 'series', kind: 'table', name: table.title, data: JSON.parse(JSON.stringify(table)) as JsonRecord,
    provenance: table.source, version: (previous?.version ?? 0) + 1, updatedAt: now }
}

export interface Owned<T> {
  readonly table: T
  readonly version: number
  readonly provenance: string
  readonly updatedAt: number
}

/**
 * How big an owner table may be when it is read from storage, a pack or a battle file. Not rules values (the text
 * prints no table): a size limit, far above any play aid, so a hostile file cannot make a screen draw a million cells.
 */
export const TABLE_SIZE_LIMITS = { columns: 30, rows: 30, title: 120, source: 200 } as const
/** seed 001, 3.6: the Formations Table's cells are copied as printed, at most 40 characters each (the editor's bound). */
export const FORMATIONS_CELL_LIMIT = 40

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const band = v.object({ min: v.nullable(v.pipe(v.number(), v.integer())), max: v.nullable(v.pipe(v.number(), v.integer())) })
const rows = v.pipe(v.array(v.object({ die: band, cells: v.pipe(v.array(text(8)), v.maxLength(TABLE_SIZE_LIMITS.columns)) })), v.maxLength(TABLE_SIZE_LIMITS.rows))
const head = { id: text(TABLE_SIZE_LIMITS.title), title: text(TABLE_SIZE_LIMITS.title), source: text(TABLE_SIZE_LIMITS.source) }
const FireTableSchema = v.object({ ...head, columns: v.pipe(v.array(band), v.maxLength(TABLE_SIZE_LIMITS.columns)), rows })
const odds = v.object({ attacker: v.pipe(v.number(), v.integer()), defender: v.pipe(v.number(), v.integer()) })
const MeleeTableSchema = v.object({ ...head, columns: v.pipe(v.array(odds), v.maxLength(TABLE_SIZE_LIMITS.columns)), rows })
const cells = v.object(Object.fromEntries(FORMATIONS_TABLE_COLUMNS.map((c) => [c, text(FORMATIONS_CELL_LIMIT)])) as Record<FormationsTableColumn, ReturnType<typeof text>>)
const FormationsTableSchema = v.object({ ...head, rows: v.pipe(v.array(v.object({ type: v.picklist(['infantry', 'cavalry', 'artillery']), formation: v.picklist(SERIES_FORMATIONS), cells })), v.maxLength(EMPTY_FORMATIONS_TABLE.rows.length)) })

/** A stored, packed or filed table that is not shaped as one; the message says where. */
export class TableShapeError extends Error {}

/** valibot's shape check, said in player words ("Fire Table: rows[2].cells[0]: expected string, got null"). */
function shaped<S extends v.GenericSchema>(schema: S, data: unknown, what: string): v.InferOutput<S> {
  const p = v.safeParse(schema, data)
  if (!p.success) throw new TableShapeError(`${what}: ${issueMessage(p.issues)}`)
  return p.output
}

/** The Fire Table from storage, a pack or a battle file; throws an Error saying what is wrong (the engine's own check, 7.3). */
export const readFireTable = (d: unknown): FireTable => validateFireTable(shaped(FireTableSchema, d, 'Fire Table'))
/** The Melee Table from storage, a pack or a battle file; throws an Error saying what is wrong (the engine's own check, 8.8). */
export const readMeleeTable = (d: unknown): MeleeTable => validateMeleeTable(shaped(MeleeTableSchema, d, 'Melee Table'))
/** The Formations Table from storage, a pack or a battle file: each formation of chapter 4 at most once, in chapter 4's order. */
export function readFormationsTable(d: unknown): FormationsTable {
  const t = shaped(FormationsTableSchema, d, 'Formations Table')
  const seen = new Set<string>()
  for (const r of t.rows) {
    const k = `${r.type} ${r.formation}`
    check(EMPTY_FORMATIONS_TABLE.rows.some((e) => e.type === r.type && e.formation === r.formation), 'out-of-range', 'formationsTable.rows',
      `Formations Table: ${r.type} has no "${r.formation}" formation (chapter 4).`)
    check(!seen.has(k), 'out-of-range', 'formationsTable.rows', `Formations Table: ${k} is listed twice.`)
    seen.add(k)
  }
  return { ...t, rows: EMPTY_FORMATIONS_TABLE.rows.map((e) => t.rows.find((r) => r.type === e.type && r.formation === e.formation) ?? e) }
}

function owned<T>(r: HouseRuleRecord | undefined, id: string, read: (d: unknown) => T): Owned<T> | null {
  if (!r || r.ruleset !== 'series' || r.kind !== 'table' || r.id !== id) return null
  try {
    return { table: read(r.data), version: r.version, provenance: r.provenance, updatedAt: r.updatedAt }
  } catch (e) {
    if (e instanceof RulesInputError || e instanceof TableShapeError) return null
    throw e
  }
}

/** The owner's tables as stored, or null when there is none or it no longer reads as a usable table. */
export const ownedFireTable = (r: HouseRuleRecord | undefined): Owned<FireTable> | null => owned(r, FIRE_RECORD_ID, readFireTable)
export const ownedMeleeTable = (r: HouseRuleRecord | undefined): Owned<MeleeTable> | null => owned(r, MELEE_RECORD_ID, readMeleeTable)
export const ownedFormationsTable = (r: HouseRuleRecord | undefined): Owned<FormationsTable> | null => owned(r, FORMATIONS_RECORD_ID, readFormationsTable)

/** The formations table with the owner's cells, every formation of chapter 4 listed (an empty cell stays empty). */
export function formationsTableWith(t: FormationsTable, type: FormationsTable['rows'][number]['type'], formation: FormationsTable['rows'][number]['formation'], column: FormationsTableColumn, value: string): FormationsTable {
  check(value.length <= 40, 'out-of-range', `${type}.${formation}.${column}`, 'A Formations Table cell: at most 40 characters, as printed.')
  return { ...t, rows: t.rows.map((r) => (r.type === type && r.formation === formation ? { ...r, cells: { ...r.cells, [column]: value } } : r)) }
}
export const formationsWithSource = (t: FormationsTable, who: string): FormationsTable => ({ ...t, source: source(who) })
export { EMPTY_FORMATIONS_TABLE }
