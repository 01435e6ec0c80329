import { check, RulesInputError } from '@/engine/core'
import { bandLabel, type Band } from '@/engine/series/bands'
import { EMPTY_FIRE_TABLE, validateFireTable, type FireTable } from '@/engine/series/fireTable'
import { EMPTY_MELEE_TABLE, oddsLabel, validateMeleeTable, type MeleeTable } from '@/engine/series/meleeTable'
import { EMPTY_FORMATIONS_TABLE, FORMATIONS_TABLE_COLUMNS, type FormationsTable, type FormationsTableColumn } from '@/engine/series/formationsTable'
import type { HouseRuleRecord } from '@/db/records'
import * as v from 'valibot'
import type { JsonRecord } from '@/model/types'
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

const source = (who: string) => who.trim().slice(0, 200) || 'entered by the owner from the play aid'

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
const band = v.object({ min: v.nullable(v.number()), max: v.nullable(v.number()) })
const rows = v.array(v.object({ die: band, cells: v.array(v.string()) }))
const head = { id: v.string(), title: v.string(), source: v.string() }
const FireTableSchema = v.object({ ...head, columns: v.array(band), rows })
const MeleeTableSchema = v.object({ ...head, columns: v.array(v.object({ attacker: v.number(), defender: v.number() })), rows })
const cells = v.object(Object.fromEntries(FORMATIONS_TABLE_COLUMNS.map((c) => [c, v.string()])) as Record<FormationsTableColumn, v.StringSchema<undefined>>)
const FormationsTableSchema = v.object({ ...head, rows: v.array(v.object({ type: v.picklist(['infantry', 'cavalry', 'artillery']), formation: v.picklist(SERIES_FORMATIONS), cells })) })

function owned<T>(r: HouseRuleRecord | undefined, id: string, read: (d: unknown) => T): Owned<T> | null {
  if (!r || r.ruleset !== 'series' || r.kind !== 'table' || r.id !== id) return null
  try {
    return { table: read(r.data), version: r.version, provenance: r.provenance, updatedAt: r.updatedAt }
  } catch (e) {
    if (e instanceof RulesInputError || e instanceof v.ValiError) return null
    throw e
  }
}

/** The owner's tables as stored, or null when there is none or it no longer reads as a usable table. */
export const ownedFireTable = (r: HouseRuleRecord | undefined): Owned<FireTable> | null => owned(r, FIRE_RECORD_ID, (d) => validateFireTable(v.parse(FireTableSchema, d)))
export const ownedMeleeTable = (r: HouseRuleRecord | undefined): Owned<MeleeTable> | null => owned(r, MELEE_RECORD_ID, (d) => validateMeleeTable(v.parse(MeleeTableSchema, d)))
export const ownedFormationsTable = (r: HouseRuleRecord | undefined): Owned<FormationsTable> | null => owned(r, FORMATIONS_RECORD_ID, (d) => v.parse(FormationsTableSchema, d))

/** The formations table with the owner's cells, every formation of chapter 4 listed (an empty cell stays empty). */
export function formationsTableWith(t: FormationsTable, type: FormationsTable['rows'][number]['type'], formation: FormationsTable['rows'][number]['formation'], column: FormationsTableColumn, value: string): FormationsTable {
  check(value.length <= 40, 'out-of-range', `${type}.${formation}.${column}`, 'A Formations Table cell: at most 40 characters, as printed.')
  return { ...t, rows: t.rows.map((r) => (r.type === type && r.formation === formation ? { ...r, cells: { ...r.cells, [column]: value } } : r)) }
}
export const formationsWithSource = (t: FormationsTable, who: string): FormationsTable => ({ ...t, source: source(who) })
export { EMPTY_FORMATIONS_TABLE }
