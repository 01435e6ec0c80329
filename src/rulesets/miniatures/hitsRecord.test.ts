import { describe, expect, it } from 'vitest'
import { hitsRecord, hitsTableOf, tableOfDraft } from './hitsRecord'
import { EMPTY_HITS_TABLE } from '@/engine/miniatures'

describe('owner hits table record', () => {
  it('stores a valid table with who entered it and bumps the version', () => {
    const t = { ...EMPTY_HITS_TABLE, die: 'd6' as const, rows: [{ from: 1, to: 5, hits: [0, 0, 0, 1, 1, 2] }] }
    const r1 = hitsRecord(t, 'Anna, rule book p. 14', 100)
    const r2 = hitsRecord(t, 'Anna', 200, r1)
    expect(r2.version).toBe(2)
    expect(hitsTableOf(r1)).toMatchObject({ version: 1, provenance: 'Anna, rule book p. 14', updatedAt: 100 })
    expect(hitsTableOf(r1)!.table.rows[0]!.hits).toEqual([0, 0, 0, 1, 1, 2])
  })

  it('refuses an empty table and one without a die', () => {
    expect(() => hitsRecord({ ...EMPTY_HITS_TABLE, die: 'd10' }, 'x', 1)).toThrow(/no rows/)
    expect(() => hitsRecord(EMPTY_HITS_TABLE, 'x', 1)).toThrow(/choose the die/)
  })

  it('a draft with a cell not entered names it instead of saving 0', () => {
    expect(tableOfDraft(EMPTY_HITS_TABLE, { die: 'd6', rows: [{ from: 1, to: null, hits: [0, 0, 0, 0, 0, 0] }] })).toEqual({ missing: 'Row 1, to: not entered. Enter the fire value from your rule book.' })
    expect(tableOfDraft(EMPTY_HITS_TABLE, { die: 'd6', rows: [{ from: 1, to: 2, hits: [0, 0, 1, 1, 2, 2] }] })).toEqual({ table: { ...EMPTY_HITS_TABLE, die: 'd6', rows: [{ from: 1, to: 2, hits: [0, 0, 1, 1, 2, 2] }] } })
  })
})
