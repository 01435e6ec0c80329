/**
 * Test-only: a small rule book standing in for a ruleset's (two entries: a dice table of whole numbers
 * by row, and counter values), so the pack code is tested apart from any ruleset's own spec.
 */
import type { HouseRuleRecord } from '@/db/records'
import type { Json } from '@/model/types'
import type { RuleBookEntry, RuleBookSpec } from '../types'

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/** The fire table: `{ rows: { label, cells: 6 whole numbers 0–9 } [] }`. */
const fire: RuleBookEntry = {
  id: 'series-fire', kind: 'table', recordKind: 'table', title: 'Fire Table', note: 'seed 001: printed on the play aid, not in the text',
  check(data) {
    if (!isRecord(data) || !Array.isArray(data.rows)) throw new Error('expected a table with rows')
    if (data.rows.length > 20) throw new Error(`a fire table has at most 20 rows; this one has ${data.rows.length}`)
    return {
      rows: data.rows.map((row: unknown, i) => {
        if (!isRecord(row) || typeof row.label !== 'string' || !Array.isArray(row.cells)) throw new Error(`row ${i + 1}: expected a label and 6 cells`)
        if (row.cells.length !== 6) throw new Error(`row ${i + 1}: expected 6 cells, got ${row.cells.length}`)
        const cells = row.cells.map((c: unknown, j) => {
          if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > 9) throw new Error(`row ${i + 1}, die ${j + 1}: expected a whole number 0 to 9, got ${String(JSON.stringify(c)).slice(0, 100)}`)
          return c
        })
        return { label: row.label.slice(0, 60), cells }
      }),
    }
  },
  status: (data) => {
    const rows = isRecord(data) && Array.isArray(data.rows) ? data.rows.length : 0
    return { filled: rows, total: 4, summary: rows >= 4 ? '' : `${4 - rows} of 4 rows need values` }
  },
  lines: (data) => ((data as { rows: { label: string; cells: number[] }[] }).rows).map((r) => ({ key: r.label, label: `Fire Table, ${r.label} row`, text: r.cells.join(' ') })),
  editor: async () => ({}) as never,
}

/** Counter values: `{ [unitId]: strength 1–12 }`. */
const counters: RuleBookEntry = {
  id: 'series-counters', kind: 'counters', recordKind: 'table', title: 'Counter values', note: 'seed 001: on the counters',
  check(data) {
    if (!isRecord(data)) throw new Error('expected counter values by unit')
    const out: Record<string, Json> = {}
    for (const [unit, sp] of Object.entries(data)) {
      if (typeof sp !== 'number' || !Number.isInteger(sp) || sp < 1 || sp > 12) throw new Error(`${unit.slice(0, 100)}: SP must be a whole number 1 to 12`)
      out[unit] = sp
    }
    return out
  },
  status: (data) => ({ filled: isRecord(data) ? Object.keys(data).length : 0, total: 3, summary: '' }),
  lines: (data) => Object.entries(data as Record<string, number>).map(([unit, sp]) => ({ key: unit, label: unit, text: `SP ${sp}` })),
  editor: async () => ({}) as never,
}

export const TEST_SPEC: RuleBookSpec = { entries: [fire, counters] }

export const fireData = (...rows: [string, number[]][]) => ({ rows: rows.map(([label, cells]) => ({ label, cells })) })

export const ownRecord = (id: string, data: Json, version = 1, provenance = 'entered from my play aid'): HouseRuleRecord =>
  ({ id, ruleset: 'series', kind: 'table', name: id === 'series-fire' ? 'Fire Table' : 'Counter values', data, provenance, version, updatedAt: Date.UTC(2026, 0, 2) })
