import { describe, expect, it } from 'vitest'
import { countByResolve, countsOf } from '@/test-utils/calculatorChecks'
import { meleePoolCalculator as pool, poolMelee } from './meleePool'

describe('mêlée with several units (seed 004, Charges & Mêlées; ruling 5)', () => {
  it('pools the pairings of the example with one roll: 3 steps v 2 on 3–3', () => {
    // pairing 1: 4+1 charging = 5 → 1 removed (2); line 4 → 1 damaged (1)
    // pairing 2: 3+1 = 4 → 1 damaged (1);        line 4 → 1 damaged (1)
    const r = pool.resolve(pool.example, [3, 3])
    expect(r.pairings.map((p) => p.outcome)).toEqual(['attacker wins', 'draw'])
    expect([r.causedByAttackers, r.causedByDefenders]).toEqual([3, 2])
    expect(r.outcome).toBe('attacker wins')
  })

  it('lets the same defender roll turn the pooled result', () => {
    // defender's D6 2 higher: line 6 → 1 removed in both pairings (2 + 2); attackers 5 and 4 → 2 + 1
    const r = pool.resolve(pool.example, [1, 3])
    expect([r.causedByAttackers, r.causedByDefenders]).toEqual([3, 4])
    expect(r.outcome).toBe('defender wins')
  })

  it('pools already resolved pairings and needs at least one', () => {
    const one = pool.resolve(pool.example, [6, 1]).pairings
    expect(poolMelee(one).outcome).toBe('attacker wins')
    expect(() => poolMelee([])).toThrow(/at least one pairing/)
  })

  it('has a distribution over the one roll that agrees with resolve', () => {
    const d = pool.distribution(pool.example)
    expect(d.total).toBe(36)
    expect(countsOf(d)).toEqual(countByResolve(pool, pool.example).counts)
  })
})
