import { describe, expect, it } from 'vitest'
import { FIRE_MELEE_CALCULATORS, FIRE_MELEE_TABLES } from './fireMelee'
import { countByResolve, countsOf } from '@/test-utils/calculatorChecks'

describe('fire/mêlée index', () => {
  it('registers five calculators whose examples agree with resolve and list every outcome they can give', () => {
    const calcs = Object.values(FIRE_MELEE_CALCULATORS)
    expect(calcs.map((c) => c.id)).toEqual(['wargaming.fire', 'wargaming.melee', 'wargaming.meleePool', 'wargaming.leaderCasualty', 'wargaming.replacementLeader'])
    for (const c of calcs) {
      const d = c.distribution(c.example)
      expect(countsOf(d), c.id).toEqual(countByResolve(c, c.example).counts)
      const listed = c.outcomes(c.example).map((o: unknown) => JSON.stringify(o))
      for (const o of d.outcomes) expect(listed, c.id).toContain(JSON.stringify(o.value))
      expect(c.rule.seed).toBe('004')
    }
  })

  it('ships the printed tables for the quick reference, each citing seed 004', () => {
    expect(FIRE_MELEE_TABLES.map((t) => t.id)).toEqual(['wargaming.range', 'wargaming.fireModifiers', 'wargaming.combatResults', 'wargaming.meleeModifiers', 'wargaming.leaderCasualties'])
    for (const t of FIRE_MELEE_TABLES) {
      expect(t.rule.seed).toBe('004')
      for (const row of t.rows) expect(row.length).toBe(t.columns.length)
    }
  })
})
