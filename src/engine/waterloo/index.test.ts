import { describe, expect, it } from 'vitest'
import waterlooDefault, { waterloo, WATERLOO_TABLES } from './index'

describe('the waterloo ruleset module', () => {
  it('is named, cites seed 002, measures in hexes, and is the default export', () => {
    expect(waterlooDefault).toBe(waterloo)
    expect([waterloo.id, waterloo.seeds, waterloo.measures]).toEqual(['waterloo', ['002'], 'hexes'])
    expect(waterloo.tables).toBe(WATERLOO_TABLES)
    expect(waterloo.dice.map((d) => d.id)).toEqual(['d6'])
  })
  it('lists its calculators by id', () => {
    expect(Object.keys(waterloo.calculators)).toEqual(['elan-test', 'forced-march', 'close-to-contact', 'panic-test', 'form-square', 'detachment-loser',
      'allied-cavalry-stand', 'bombardment', 'close-combat', 'rainy-start', 'grouchy-arrival', 'thielemann-entry', 'activation-roll', 'd66-roll'])
    for (const [id, c] of Object.entries(waterloo.calculators)) {
      expect(c.id).toBe(id)
      expect(c.rule.seed).toBe('002')
    }
  })
  it('every example resolves, its distribution sums to its total and uses only listed outcomes', () => {
    for (const c of Object.values(waterloo.calculators)) {
      const dice = c.dice(c.example).map((d) => d.die)
      const lowest = dice.map((d) => d.faces[0]!)
      expect(c.resolve(c.example, lowest).working.length).toBeGreaterThan(0)
      const d = c.distribution(c.example)
      expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(d.total)
      const listed = c.outcomes(c.example).map((o) => JSON.stringify(o))
      for (const o of d.outcomes) expect(listed).toContain(JSON.stringify(o.value))
    }
  })
  it('every ruling has a number, a question and its RULES.md default first', () => {
    expect(waterloo.rulings.map((r) => r.number)).toEqual([13, 14, 15, 16, 40, 42, 43, 44, 45, 46, 47, 48])
    expect(waterloo.rulings.find((r) => r.id === 'erClamp')!.options[0]!.value).toBe('sum then clamp')
  })
  it('every table cites seed 002 and has rows as wide as its columns', () => {
    expect(WATERLOO_TABLES.length).toBeGreaterThanOrEqual(13)
    for (const t of WATERLOO_TABLES) {
      expect(t.rule.seed).toBe('002')
      for (const r of t.rows) expect(r).toHaveLength(t.columns.length)
    }
    expect(new Set(WATERLOO_TABLES.map((t) => t.id)).size).toBe(WATERLOO_TABLES.length)
  })
})
