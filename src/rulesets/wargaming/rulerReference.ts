import type { ReferenceTable } from '@/engine/core/table'
import { WARGAMING_DATA_TABLES } from '@/engine/wargaming/data/referenceTables'
import { normalizeForSearch } from '@/engine/wargaming/data/searchText'
import { FIRE_MELEE_TABLES } from '@/engine/wargaming/fireMelee'
import { MORALE_TURN_TABLES } from '@/engine/wargaming/moraleTurn'

/** Every printed `wargaming` table the engine ships, for the quick reference (seed 004). */
export const QUICK_REFERENCE_TABLES: readonly ReferenceTable[] = [...FIRE_MELEE_TABLES, ...MORALE_TURN_TABLES, ...WARGAMING_DATA_TABLES]

const haystack = (t: ReferenceTable) =>
  normalizeForSearch([t.title, t.rule.section, ...t.columns, ...t.rows.flat().map(String), ...(t.notes ?? [])].join(' '))

/** Tables whose title, section, headings, cells or notes contain every word of the query. */
export function searchReference(query: string, tables: readonly ReferenceTable[] = QUICK_REFERENCE_TABLES): ReferenceTable[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean)
  if (!words.length) return [...tables]
  const titleHit = (t: ReferenceTable) => words.every((w) => normalizeForSearch(t.title).includes(w))
  const hits = tables.filter((t) => words.every((w) => haystack(t).includes(w)))
  return [...hits.filter(titleHit), ...hits.filter((t) => !titleHit(t))]
}

/** The rows a query names (every word in the row), or all rows when none does (the hit was the title or notes). */
export function matchingRows(table: ReferenceTable, query: string): ReferenceTable['rows'] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean)
  if (!words.length) return table.rows
  const hits = table.rows.filter((r) => {
    const text = normalizeForSearch(r.map(String).join(' '))
    return words.every((w) => text.includes(w))
  })
  return hits.length ? hits : table.rows
}
