import { describe, expect, it } from 'vitest'
import { MORALE_TURN_CALCULATORS, MORALE_TURN_TABLES } from './moraleTurn'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'

describe('morale-turn index', () => {
  it('registers every calculator by its id; each example resolves and its odds agree with resolve', () => {
    expect(Object.keys(MORALE_TURN_CALCULATORS)).toEqual([
      'wargaming.morale', 'wargaming.control', 'wargaming.initiative', 'wargaming.weather',
      'wargaming.windDirection', 'wargaming.windSpeed', 'wargaming.setOnFire', 'wargaming.putOutFire',
    ])
    for (const calc of Object.values(MORALE_TURN_CALCULATORS)) {
      expect(calc.rule.seed).toBe('004')
      expectAgreesWithResolve(calc, calc.example)
    }
  })

  it('every printed table has a unique id, seed 004 and rows as wide as its columns at most', () => {
    const ids = MORALE_TURN_TABLES.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const t of MORALE_TURN_TABLES) {
      expect(t.rule.seed).toBe('004')
      expect(t.rows.length).toBeGreaterThan(0)
      for (const row of t.rows) expect(row.length).toBeLessThanOrEqual(t.columns.length)
    }
  })
})
