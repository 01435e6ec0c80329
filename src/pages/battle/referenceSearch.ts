import type { ReferenceTable } from '@/engine/core/table'
import { normalizeForSearch } from '@/engine/core/searchText'

/**
 * The quick reference's search over any ruleset's printed tables. The text of each table and row is
 * normalised once, when the tables are indexed, not on every keystroke.
 */
export interface IndexedTable {
  readonly table: ReferenceTable
  readonly title: string
  readonly text: string
  readonly rowTexts: readonly string[]
}

export interface ReferenceHit {
  readonly table: ReferenceTable
  /** The rows the query names, or every row when only the title, headings or notes matched. */
  readonly rows: ReferenceTable['rows']
}

export function indexTables(tables: readonly ReferenceTable[]): IndexedTable[] {
  return tables.map((table) => {
    const rowTexts = table.rows.map((r) => normalizeForSearch(r.map(String).join(' ')))
    const head = normalizeForSearch([table.title, table.rule.section, ...table.columns, ...(table.notes ?? [])].join(' '))
    return { table, title: normalizeForSearch(table.title), text: `${head} ${rowTexts.join(' ')}`, rowTexts }
  })
}

/** Tables containing every word of the query, those whose title matches first; with the rows that match. */
export function searchIndex(index: readonly IndexedTable[], query: string): ReferenceHit[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean)
  if (!words.length) return index.map((t) => ({ table: t.table, rows: t.table.rows }))
  const has = (text: string) => words.every((w) => text.includes(w))
  const hits = index.filter((t) => has(t.text))
  const ordered = [...hits.filter((t) => has(t.title)), ...hits.filter((t) => !has(t.title))]
  return ordered.map((t) => {
    const rows = t.table.rows.filter((_, i) => has(t.rowTexts[i]!))
    return { table: t.table, rows: rows.length ? rows : t.table.rows }
  })
}
