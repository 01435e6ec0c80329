import { EMPTY_HITS_TABLE, validateHitsTable, type HitsTable } from '@/engine/miniatures/hitsTable'
import { shortValue } from '@/model/issues'
import type { Json } from '@/model/types'
import type { RuleBookEntry, RuleBookSpec } from '@/rulebook/types'
import { HITS } from './fieldBounds'
import { FIRE_VALUE_BOUNDS, HITS_RECORD_ID } from './hitsRecord'

/** The form's bound, not a rule: a printed hits table is a handful of fire-value bands. */
export const MOST_HITS_ROWS = 40
const SOURCE_MAX = 200

const whole = (x: unknown, b: { min: number; max: number }) => typeof x === 'number' && Number.isInteger(x) && x >= b.min && x <= b.max

/** A hits table from storage, a pack or a battle file, checked as the Fire tab will read it; throws an Error in player words. */
export function checkHitsTable(data: unknown): HitsTable {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`Expected a hits table, got ${shortValue(data)}.`)
  const d = data as Record<string, unknown>
  if (d.die !== 'd6' && d.die !== 'd10') throw new Error(`The die the table reads is D6 or D10, got ${shortValue(d.die)}.`)
  if (!Array.isArray(d.rows)) throw new Error(`Expected the table's rows, got ${shortValue(d.rows)}.`)
  if (d.rows.length > MOST_HITS_ROWS) throw new Error(`At most ${MOST_HITS_ROWS} rows, got ${d.rows.length}.`)
  const faces = d.die === 'd6' ? 6 : 10
  const rows = d.rows.map((r: unknown, i) => {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) throw new Error(`Row ${i + 1}: expected a row (from, to, hits), got ${shortValue(r)}.`)
    const row = r as Record<string, unknown>
    if (!whole(row.from, FIRE_VALUE_BOUNDS) || !whole(row.to, FIRE_VALUE_BOUNDS))
      throw new Error(`Row ${i + 1}: fire values are whole numbers from ${FIRE_VALUE_BOUNDS.min} to ${FIRE_VALUE_BOUNDS.max}, got ${shortValue(row.from)} to ${shortValue(row.to)}.`)
    if (!Array.isArray(row.hits) || row.hits.length !== faces) throw new Error(`Row ${i + 1}: needs ${faces} hits, one per face of the ${String(d.die).toUpperCase()}, got ${shortValue(row.hits)}.`)
    const bad = row.hits.findIndex((h) => !whole(h, HITS))
    if (bad >= 0) throw new Error(`Row ${i + 1}, face ${bad + 1}: hits are whole numbers from ${HITS.min} to ${HITS.max}, got ${shortValue(row.hits[bad])}.`)
    return { from: row.from as number, to: row.to as number, hits: [...row.hits as number[]] }
  })
  const source = typeof d.source === 'string' && d.source.trim() ? d.source.trim().slice(0, SOURCE_MAX) : EMPTY_HITS_TABLE.source
  const table: HitsTable = { id: HITS_RECORD_ID, title: EMPTY_HITS_TABLE.title, source, die: d.die, rows }
  // The engine's own reader: overlapping rows, from ≤ to.
  validateHitsTable(table)
  return table
}

const hitsEntry: RuleBookEntry = {
  id: HITS_RECORD_ID,
  kind: 'table',
  recordKind: 'table',
  title: 'Hits by modified fire value',
  note: 'seed 003, 9.1 Combat: the texts never say how a modified fire value becomes hits. Enter it from your rule book: rows of fire values from–to, one column per face of the die it reads.',
  check: (data) => JSON.parse(JSON.stringify(checkHitsTable(data))) as Json,
  status(data) {
    const rows = data === undefined ? 0 : (() => { try { return checkHitsTable(data).rows.length } catch { return 0 } })()
    return rows ? { filled: 1, total: 1, summary: '' } : { filled: 0, total: 1, summary: 'The hits table is empty: the players type each fire’s hits and no odds are shown' }
  },
  lines(data) {
    const t = checkHitsTable(data)
    return [{ key: 'die', label: 'Die', text: t.die!.toUpperCase() }, ...t.rows.map((r) => ({ key: `${r.from}..${r.to}`, label: `Fire value ${r.from} to ${r.to}`, text: r.hits.join(' ') }))]
  },
  editor: () => import('./screens/HitsTableEditor.vue'),
}

/** What the miniatures texts lack (issue 24): the hits table (RULES.md, miniatures: missing). */
export const ruleBook: RuleBookSpec = { entries: [hitsEntry] }
