import { describe, expect, it } from 'vitest'
import type { Distribution } from './core'
import { countByResolve } from '@/test-utils/calculatorChecks'
import { defaultRulings, rulingValue } from './ruleset'
import { RULESETS } from './registry'

const key = (v: unknown) => JSON.stringify(v)

describe('the ruleset registry', () => {
  it('lists wargaming then miniatures, each with calculators, tables, dice and rulings', () => {
    expect(RULESETS.map((r) => r.id)).toEqual(['wargaming', 'miniatures'])
    for (const r of RULESETS) {
      expect(Object.keys(r.calculators).length).toBeGreaterThan(3)
      expect(r.tables.length).toBeGreaterThan(3)
      expect(r.dice.length).toBeGreaterThan(0)
      expect(r.rulings.length).toBeGreaterThan(0)
    }
  })

  it('gives every table a seed section and unique id', () => {
    for (const r of RULESETS) {
      const ids = r.tables.map((t) => t.id)
      expect(new Set(ids).size, `${r.id} table ids`).toBe(ids.length)
      for (const t of r.tables) expect(t.rule.section.length, `${t.id} section`).toBeGreaterThan(0)
    }
  })

  for (const r of RULESETS) {
    for (const calc of Object.values(r.calculators)) {
      it(`${r.id}/${calc.id}: the example's distribution sums to exactly its total and agrees with resolve over all faces`, () => {
        let dist: Distribution<unknown>
        try {
          dist = calc.distribution(calc.example)
        } catch (e) {
          // The miniatures fire calculator stops at the modified fire value until the owner fills the hits table.
          expect((e as { code?: string }).code).toBe('missing-table')
          return
        }
        const sum = dist.outcomes.reduce((s, o) => s + o.count, 0)
        expect(sum).toBe(dist.total)
        const { total, counts } = countByResolve(calc, calc.example)
        expect(dist.total).toBe(total)
        for (const o of dist.outcomes) expect(counts.get(key(o.value)), key(o.value)).toBe(o.count)
        const printed = calc.outcomes(calc.example).map(key)
        for (const o of dist.outcomes) expect(printed, `${key(o.value)} is a printed outcome`).toContain(key(o.value))
      })
    }
  }

  it('fills rulings with their defaults and ignores a value that is not an option', () => {
    const w = RULESETS[0]!
    const defaults = defaultRulings(w.rulings)
    expect(defaults.rainRounding).toBe('toward-zero')
    const rain = w.rulings.find((x) => x.id === 'rainRounding')!
    expect(rulingValue(rain, { rainRounding: 'up' })).toBe('up')
    expect(rulingValue(rain, { rainRounding: 'sideways' })).toBe('toward-zero')
  })
})
