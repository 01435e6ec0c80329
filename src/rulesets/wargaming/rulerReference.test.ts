import { describe, expect, it } from 'vitest'
import { matchingRows, QUICK_REFERENCE_TABLES, searchReference } from './rulerReference'

describe('quick reference', () => {
  it('holds every table once, each citing seed 004', () => {
    const ids = QUICK_REFERENCE_TABLES.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(QUICK_REFERENCE_TABLES.every((t) => t.rule.seed === '004' && t.rule.section.length > 0)).toBe(true)
    expect(ids).toContain('wargaming.range')
    expect(ids).toContain('wargaming-movement')
  })

  it('"range" puts the Range table first; a leader\'s name finds his nation\'s table', () => {
    expect(searchReference('range')[0]?.id).toBe('wargaming.range')
    expect(searchReference('davout').map((t) => t.title)).toEqual(['Leaders: French & Allied'])
  })

  it('an empty query lists everything; nonsense lists nothing', () => {
    expect(searchReference(' ')).toHaveLength(QUICK_REFERENCE_TABLES.length)
    expect(searchReference('zzqx')).toEqual([])
  })

  it('within a found table, only the rows the query names are shown: Davout 5 3 1', () => {
    // seed 004, Leadership Factors: Davout 5 3 1
    const t = searchReference('davout')[0]!
    expect(matchingRows(t, 'davout')).toEqual([['Davout', 5, 3, 1]])
    const range = searchReference('range')[0]!
    expect(matchingRows(range, 'range')).toHaveLength(range.rows.length)
  })
})
