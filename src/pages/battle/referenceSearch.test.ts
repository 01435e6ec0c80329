import { describe, expect, it } from 'vitest'
import type { ReferenceTable } from '@/engine/core/table'
import { wargaming } from '@/engine/wargaming'
import { indexTables, searchIndex } from './referenceSearch'

const index = indexTables(wargaming.tables)

describe('quick reference search', () => {
  it('the wargaming reference holds every table once, each citing seed 004', () => {
    const ids = wargaming.tables.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(wargaming.tables.every((t) => t.rule.seed === '004' && t.rule.section.length > 0)).toBe(true)
    expect(ids).toContain('wargaming.range')
    expect(ids).toContain('wargaming-movement')
  })

  it('"range" puts the Range table first; a leader\'s name finds his nation\'s table', () => {
    expect(searchIndex(index, 'range')[0]?.table.id).toBe('wargaming.range')
    expect(searchIndex(index, 'davout').map((h) => h.table.title)).toEqual(['Leaders: French & Allied'])
  })

  it('an empty query lists everything; nonsense lists nothing', () => {
    expect(searchIndex(index, ' ')).toHaveLength(wargaming.tables.length)
    expect(searchIndex(index, 'zzqx')).toEqual([])
  })

  it('within a found table, only the rows the query names are shown: Davout 5 3 1', () => {
    // seed 004, Leadership Factors: Davout 5 3 1
    expect(searchIndex(index, 'davout')[0]?.rows).toEqual([['Davout', 5, 3, 1]])
    const range = searchIndex(index, 'range')[0]!
    expect(range.rows).toHaveLength(range.table.rows.length)
  })

  it('accents and punctuation do not matter: "Frésia" is found by "fresia", "D\'Urban" by "durban"', () => {
    const t: ReferenceTable = { id: 't', title: 'Leaders', rule: { seed: '000', section: 'x' }, columns: ['name'], rows: [['Frésia'], ["D'Urban"], ['Ney']] }
    const i = indexTables([t])
    expect(searchIndex(i, 'fresia')[0]?.rows).toEqual([['Frésia']])
    expect(searchIndex(i, 'durban')[0]?.rows).toEqual([["D'Urban"]])
    expect(searchIndex(i, 'leaders')[0]?.rows).toHaveLength(3)
  })
})
