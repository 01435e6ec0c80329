import { describe, expect, it } from 'vitest'
import { chance, RulesInputError } from '../core'
import { combatEffects, describeEffect, type CombatEffectsInput } from './combatEffects'

const effect = (input: CombatEffectsInput, face: number) => combatEffects.resolve(input, [face]).outcome

describe('combat effects (seed 003, Combat Effects 9.1 and 10.0 Retreats)', () => {
  it('2 hits on French infantry with 1 DP: rows 1–6 read 1/1, 1/2, 2/0, 2/0, 2/1, 2/2', () => {
    const input = { hits: 2, target: 'french-infantry', disorderPoints: 1 }
    expect([1, 2, 3, 4, 5, 6].map((f) => describeEffect(effect(input, f)))).toEqual([
      '1 DP, retreat 1', '1 DP, retreat 2', '2 DP', '2 DP', '2 DP, retreat 1', '2 DP, retreat 2',
    ])
    const d = combatEffects.distribution(input)
    expect(d.total).toBe(6)
    expect(chance(d, (e) => e.disorder === 2 && e.retreat === 0)).toEqual({ count: 2, total: 6 })
  })

  it('reads 4 and 7 hits in the "3 or + hits" column', () => {
    expect(effect({ hits: 7, target: 'old-guard' }, 1)).toEqual({ disorder: 2, retreat: 1, removed: false })
    expect(effect({ hits: 4, target: 'old-guard' }, 6)).toEqual({ disorder: 3, retreat: 2, removed: false })
  })

  it('artillery forced back by adjacent cavalry takes DP instead: 3+ hits always removes fresh guns', () => {
    const input = { hits: 3, target: 'heavy-artillery', cause: { kind: 'cavalry', adjacent: true } } as const
    expect(effect(input, 1)).toEqual({ disorder: 3, retreat: 0, removed: true })
    expect(chance(combatEffects.distribution(input), (e) => e.removed)).toEqual({ count: 6, total: 6 })
    // fired on from afar, the same guns retreat instead: die 1 → 2 DP, retreat 1
    expect(effect({ hits: 3, target: 'heavy-artillery' }, 1)).toEqual({ disorder: 2, retreat: 1, removed: false })
  })

  it('square: adjacent infantry turns retreat into DP (rule 7); medium-range artillery is ignored (rule 5)', () => {
    expect(effect({ hits: 1, target: 'regular-infantry', inSquare: true, cause: { kind: 'infantry', adjacent: true } }, 6))
      .toEqual({ disorder: 3, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'regular-infantry', inSquare: true, cause: { kind: 'artillery', adjacent: false, range: 1 } }, 1))
      .toEqual({ disorder: 1, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'regular-infantry', inSquare: true, cause: { kind: 'artillery', adjacent: false, range: 2 } }, 6))
      .toEqual({ disorder: 1, retreat: 0, removed: false })
  })

  it('built-up areas, attached generals and garrisons are not forced back; a blocked retreat costs 1 DP', () => {
    expect(effect({ hits: 1, target: 'french-infantry', inBuiltUpArea: true }, 6)).toEqual({ disorder: 1, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'french-infantry', generalAttached: true }, 1)).toEqual({ disorder: 0, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'garrison' }, 1)).toEqual({ disorder: 0, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'french-infantry', retreatBlocked: true }, 6)).toEqual({ disorder: 2, retreat: 0, removed: false })
  })

  it('distribution agrees with resolve on every face and lists outcomes in die-roll order', () => {
    const input = { hits: 1, target: 'light-cavalry', disorderPoints: 2 }
    const d = combatEffects.distribution(input)
    expect(d.outcomes.reduce((n, o) => n + o.count, 0)).toBe(d.total)
    for (const face of [1, 2, 3, 4, 5, 6]) {
      expect(d.outcomes.some((o) => JSON.stringify(o.value) === JSON.stringify(effect(input, face)))).toBe(true)
    }
    expect(combatEffects.outcomes(input).map(describeEffect)).toEqual(['retreat 1', 'removed'])
  })

  it('rejects 0 hits, a removed unit, a bad face, an unknown target', () => {
    expect(() => effect({ hits: 0, target: 'old-guard' }, 1)).toThrow(/hits must be a whole number 1 or more/)
    expect(() => effect({ hits: 1, target: 'old-guard', disorderPoints: 4 }, 1)).toThrow(/already been removed/)
    expect(() => effect({ hits: 1, target: 'old-guard' }, 7)).toThrow(RulesInputError)
    expect(() => effect({ hits: 1, target: 'tank' }, 1)).toThrow(/target/)
  })
})
