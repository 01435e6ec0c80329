import { describe, expect, it } from 'vitest'
import { chance, facesOf, RulesInputError } from '../core'
import { fire } from './fire'
import { EMPTY_HITS_TABLE, validateHitsTable, type HitsTable } from './hitsTable'

// A made-up owner table for the tests only (the shipped one is empty).
const ownerTable: HitsTable = {
  id: 't', title: 'test', source: 'test rule book', die: 'd6',
  rows: [{ from: -50, to: 5, hits: [0, 0, 0, 0, 0, 1] }, { from: 6, to: 50, hits: [0, 0, 1, 1, 2, 3] }],
}
const input = { ...fire.example, hitsTable: ownerTable } // French infantry → fire value 7

describe('fire calculator', () => {
  it('without a filled hits table: no dice, and resolve/distribution say the players must enter hits', () => {
    expect(EMPTY_HITS_TABLE.rows).toHaveLength(0)
    for (const i of [fire.example, { ...fire.example, hitsTable: EMPTY_HITS_TABLE }]) {
      expect(fire.dice(i)).toEqual([])
      expect(() => fire.distribution(i)).toThrow(RulesInputError)
      expect(() => fire.resolve(i, [])).toThrow(/Modified fire value 7\. Hits are not in the text/)
      try { fire.outcomes(i) } catch (e) { expect((e as RulesInputError).code).toBe('missing-table') }
    }
  })

  it('with an owner table: hits die then combat effects D6; 7 → faces 3–4 one hit, 5 two, 6 three', () => {
    const r = fire.resolve(input, [6, 2])
    expect(r).toMatchObject({ fireValue: 7, outcome: { hits: 3, disorder: 2, retreat: 2, removed: false } })
    expect(fire.resolve(input, [1, 6]).outcome).toEqual({ hits: 0, disorder: 0, retreat: 0, removed: false })
    const d = fire.distribution(input)
    expect(d.total).toBe(36)
    expect(chance(d, (o) => o.hits === 0)).toEqual({ count: 12, total: 36 })
    // 1 hit (faces 3, 4) × effect rows 1–2 (0 DP, retreat 1) = 4 of 36
    expect(chance(d, (o) => o.hits === 1 && o.retreat === 1 && o.disorder === 0)).toEqual({ count: 4, total: 36 })
  })

  it('distribution agrees with resolve over all 36 face pairs', () => {
    const d = fire.distribution(input)
    const faces = facesOf(fire.dice(input).map((n) => n.die))
    const counted = new Map<string, number>()
    for (const f of faces.outcomes) {
      const k = JSON.stringify(fire.resolve(input, f.value).outcome)
      counted.set(k, (counted.get(k) ?? 0) + f.count)
    }
    expect(new Map(d.outcomes.map((o) => [JSON.stringify(o.value), o.count]))).toEqual(counted)
    expect(fire.outcomes(input)[0]).toEqual({ hits: 0, disorder: 0, retreat: 0, removed: false })
  })

  it('a D10 table rolls a D10 (60 combinations); a fire value with no row is missing-table', () => {
    const d10: HitsTable = { ...ownerTable, die: 'd10', rows: [{ from: 0, to: 9, hits: [0, 0, 0, 0, 0, 0, 0, 1, 1, 2] }] }
    expect(fire.distribution({ ...input, hitsTable: d10 }).total).toBe(60)
    expect(() => fire.resolve({ ...input, firer: 'old-guard', disorderPoints: 0, targetTerrain: undefined, hitsTable: d10 }, [1, 1])).toThrow(/no row for modified fire value 12/)
  })

  it('checks an owner table: row width and overlaps named by row', () => {
    expect(() => validateHitsTable({ ...ownerTable, rows: [{ from: 0, to: 3, hits: [1, 2] }] })).toThrow(/needs 6 whole numbers/)
    expect(() => validateHitsTable({ ...ownerTable, rows: [...ownerTable.rows, { from: 5, to: 5, hits: [0, 0, 0, 0, 0, 0] }] })).toThrow(/row 3 overlaps row 1/)
    expect(() => fire.resolve(input, [7, 1])).toThrow(/hits die/)
  })
})
