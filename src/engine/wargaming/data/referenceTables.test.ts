import { describe, expect, it } from 'vitest'
import { WARGAMING_DATA_TABLES } from './referenceTables'

describe('WARGAMING_DATA_TABLES', () => {
  it('has one table per leader nation and troop nation plus the five others, with unique ids', () => {
    expect(WARGAMING_DATA_TABLES).toHaveLength(1 + 6 + 8 + 4)
    expect(new Set(WARGAMING_DATA_TABLES.map((t) => t.id)).size).toBe(WARGAMING_DATA_TABLES.length)
  })

  it('cites seed 004 and keeps every row as wide as its header', () => {
    for (const t of WARGAMING_DATA_TABLES) {
      expect(t.rule.seed).toBe('004')
      expect(t.rows.length).toBeGreaterThan(0)
      for (const r of t.rows) expect(r, `${t.id}: ${String(r[0])}`).toHaveLength(t.columns.length)
    }
  })

  it('shows cells as printed: "-" for cannot fire or no move, blank for Neubronn', () => {
    const byId = (id: string) => WARGAMING_DATA_TABLES.find((t) => t.id === id)
    const french = byId('wargaming-troops-french')
    expect(french?.rows.find((r) => r[1] === 'Cuirassier')).toEqual(['Cavalry', 'Cuirassier', '-', 10, 9, 1, 'No'])
    expect(byId('wargaming-movement')?.rows.at(-1)).toEqual(['Leaders', '-', '-', 560, '-', 520])
    expect(byId('wargaming-leaders-french-allied')?.rows.find((r) => r[0] === 'Neubronn')).toEqual(['Neubronn', '', '', ''])
    expect(byId('wargaming-visibility')?.rows[4]).toEqual(['Smoke', 'X', 150, 75, 30, 10])
    expect(byId('wargaming-formation-change')?.rows[1]).toEqual(['Column', '1/2', '-', '1/4', '1/4'])
  })
})
