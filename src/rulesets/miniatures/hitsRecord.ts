import { EMPTY_HITS_TABLE, validateHitsTable, type HitsDie, type HitsTable } from '@/engine/miniatures/hitsTable'
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

/** The editor's draft: a cell left empty is null, "not entered", never 0 (issue 26). */
export interface HitsDraftRow { readonly from: number | null; readonly to: number | null; readonly hits: readonly (number | null)[] }
export interface HitsDraft { readonly die: HitsDie | null; readonly rows: readonly HitsDraftRow[] }

/** A modified fire value the editor takes: −99 to 99 whole, the form's bound, not a rule (the texts have no table). */
export const FIRE_VALUE_BOUNDS = { min: -99, max: 99, integer: true } as const

/** The table to save, or which cell is not entered yet ("Row 2, face 3: not entered …"): nothing is saved as 0. */
export function tableOfDraft(base: HitsTable, d: HitsDraft): { table: HitsTable } | { missing: string } {
  for (const [i, r] of d.rows.entries()) {
    if (r.from === null || r.to === null) return { missing: `Row ${i + 1}, ${r.from === null ? 'from' : 'to'}: not entered. Enter the fire value from your rule book.` }
    const face = r.hits.indexOf(null)
    if (face >= 0) return { missing: `Row ${i + 1}, face ${face + 1}: not entered. Enter the hits from your rule book (0 if it says none).` }
  }
  return { table: { ...base, die: d.die, rows: d.rows.map((r) => ({ from: r.from!, to: r.to!, hits: r.hits.map((h) => h!) })) } }
}
