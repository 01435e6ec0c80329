import { EMPTY_HITS_TABLE, validateHitsTable, type HitsDie, type HitsRow, type HitsTable } from '@/engine/miniatures/hitsTable'
import type { HouseRuleRecord } from '@/db/records'
import type { JsonRecord } from '@/model/types'

/** The owner's hits table lives in the db's houseRules table as one record (kind 'table'), versioned. */
export const HITS_RECORD_ID = 'miniatures-hits'

export interface OwnerHitsTable {
  readonly table: HitsTable
  readonly version: number
  /** Who entered it and from where, as the owner wrote it. */
  readonly provenance: string
  readonly updatedAt: number
}

/** A record to store; throws RulesInputError (naming the row) when the table is not usable. */
export function hitsRecord(table: HitsTable, who: string, now: number, previous?: HouseRuleRecord): HouseRuleRecord {
  const checked = validateHitsTable({ ...table, source: who.trim() || 'entered by the owner from the rule book' })
  return {
    id: HITS_RECORD_ID, ruleset: 'miniatures', kind: 'table', name: EMPTY_HITS_TABLE.title,
    data: JSON.parse(JSON.stringify(checked)) as JsonRecord,
    provenance: checked.source, version: (previous?.version ?? 0) + 1, updatedAt: now,
  }
}

export function hitsTableOf(r: HouseRuleRecord | undefined): OwnerHitsTable | null {
  if (!r || r.ruleset !== 'miniatures' || r.kind !== 'table' || r.id !== HITS_RECORD_ID) return null
  const d = r.data as Partial<HitsTable> | null
  if (!d || typeof d !== 'object' || !Array.isArray(d.rows) || (d.die !== 'd6' && d.die !== 'd10')) return null
  return { table: d as HitsTable, version: r.version, provenance: r.provenance, updatedAt: r.updatedAt }
}

/** A blank row of the editor: one cell per face of the chosen die. */
export function blankRow(die: HitsDie, from = 0, to = from): HitsRow {
  return { from, to, hits: Array<number>(die === 'd6' ? 6 : 10).fill(0) }
}

/** Changing the die keeps the rows, with one cell per face of the new die (extra faces 0, missing ones dropped). */
export function withDie(table: HitsTable, die: HitsDie): HitsTable {
  const n = die === 'd6' ? 6 : 10
  return { ...table, die, rows: table.rows.map((r) => ({ ...r, hits: Array.from({ length: n }, (_, i) => r.hits[i] ?? 0) })) }
}
