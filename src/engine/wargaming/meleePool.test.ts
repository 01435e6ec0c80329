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

  it('odds by hand: the attackers win on a tie or a higher attacker D6 (6 + 15 = 21 of 36), the defenders on any higher defender D6 (15)', () => {
    // Attacker +v: pairing 1 5+v ≥ 5 (2 or 3 steps), pairing 2 4+v (1 step only at v = 0): ≥ 3 v the lines' 1 + 1.
    // Defender +v ≥ 1: each line 4+v ≥ 5 (2 steps each, 4) v the attackers' 2 + 1 = 3.
    expect(pool.distribution(pool.example)).toEqual({
      total: 36,
      outcomes: [
        { value: 'attacker wins', count: 21 },
        { value: 'defender wins', count: 15 },
      ],
    })
    expect(pool.outcomes(pool.example)).toEqual(['attacker wins', 'defender wins', 'draw'])
    expect(pool.dice(pool.example)).toHaveLength(2)
  })

  it('full working: each pairing\'s lines numbered, then the pooled casualties', () => {
    const r = pool.resolve(pool.example, [3, 3])
    expect(r.working.map((l) => l.label)).toEqual([
      'pairing 1, attacker: mêlée factor',
      'pairing 1, attacker: Charging infantry',
      'pairing 1, attacker: before the random factor',
      'pairing 1, defender: mêlée factor',
      'pairing 1, defender: before the random factor',
      'pairing 1, random factor: D6 3 v 3 → none',
      'pairing 1, attacker 5: 5 to 8 → defender 1 base removed',
      'pairing 1, defender 4: 1 to 4 → attacker 1 base damaged',
      'pairing 1, casualties (steps): attacker caused 2, defender caused 1 → attacker wins',
      'pairing 2, attacker: mêlée factor',
      'pairing 2, attacker: Charging infantry',
      'pairing 2, attacker: before the random factor',
      'pairing 2, defender: mêlée factor',
      'pairing 2, defender: before the random factor',
      'pairing 2, random factor: D6 3 v 3 → none',
      'pairing 2, attacker 4: 1 to 4 → defender 1 base damaged',
      'pairing 2, defender 4: 1 to 4 → attacker 1 base damaged',
      'pairing 2, casualties (steps): attacker caused 1, defender caused 1 → draw',
      'pooled casualties (steps): attackers caused 3, defenders caused 2 → attacker wins',
    ])
    expect(r.working.at(-1)?.value).toBe('attacker wins')
  })

  it('ruling 5 and the round reach every pairing: by removed bases the example on 3–3 is 1 v 0, and a 2nd round refuses a charge', () => {
    const r = pool.resolve({ ...pool.example, winnerBy: 'removed-bases' }, [3, 3])
    expect([r.causedByAttackers, r.causedByDefenders, r.outcome]).toEqual([1, 0, 'attacker wins'])
    expect(r.working.at(-1)?.label).toBe('pooled casualties (removed-bases): attackers caused 1, defenders caused 0 → attacker wins')
    const lines = { pairings: [{ attacker: { meleeFactor: 4, troop: 'infantry', formation: 'line' }, defender: { meleeFactor: 8, troop: 'infantry', formation: 'line' } }] } as const
    // by removed bases 4 v 8 is 0 v 1 → defender; by steps 1 v 2 → defender too; 2nd round is allowed without a charge
    expect(pool.resolve({ ...lines, round: 2 }, [3, 3]).outcome).toBe('defender wins')
    expect(() => pool.resolve({ ...pool.example, round: 2 }, [3, 3])).toThrow(/first round of mêlée only/)
    expect(poolMelee(pool.resolve(lines, [3, 3]).pairings, 'removed-bases').causedByDefenders).toBe(1)
    expect(() => pool.resolve({ pairings: [] }, [3, 3])).toThrow('A mêlée needs at least one pairing.')
    expect(() => pool.distribution(Object.assign({}, pool.example, { pairings: undefined }))).toThrow('A mêlée needs at least one pairing.')
  })

  it('has a distribution over the one roll that agrees with resolve', () => {
    const d = pool.distribution(pool.example)
    expect(d.total).toBe(36)
    expect(countsOf(d)).toEqual(countByResolve(pool, pool.example).counts)
  })
})
