import { describe, expect, it } from 'vitest'
import { chance, RulesInputError } from '../core'
import { combatEffects, describeEffect, type CombatEffectsInput } from './combatEffects'
import { combatEffect, hitsColumn } from './combatEffectsTable'

const effect = (input: CombatEffectsInput, face: number) => combatEffects.resolve(input, [face]).outcome

describe('combat effects (seed 003, Combat Effects 9.1 and 10.0 Retreats)', () => {
  it('2 hits on French infantry with 1 disorder point: rows 1–6 read 1/1, 1/2, 2/0, 2/0, 2/1, 2/2', () => {
    const input = { hits: 2, target: 'french-infantry', disorderPoints: 1 }
    expect([1, 2, 3, 4, 5, 6].map((f) => describeEffect(effect(input, f)))).toEqual([
      '1 disorder point, retreat 1', '1 disorder point, retreat 2', '2 disorder points', '2 disorder points', '2 disorder points, retreat 1', '2 disorder points, retreat 2',
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
    // ruling 25: fired on from afar, the guns ignore the retreat (seed 000 §9.4 #11): die 1 → 2 disorder points only
    expect(effect({ hits: 3, target: 'heavy-artillery', cause: { kind: 'artillery', adjacent: false, range: 3 } }, 1)).toEqual({ disorder: 2, retreat: 0, removed: false })
    expect(effect({ hits: 3, target: 'heavy-artillery' }, 1)).toEqual({ disorder: 2, retreat: 0, removed: false })
    // the other reading of ruling 25: they retreat like any unit
    expect(effect({ hits: 3, target: 'heavy-artillery', rulings: { artilleryRetreatFromAfar: 'retreats' } }, 1)).toEqual({ disorder: 2, retreat: 1, removed: false })
  })

  it('square: adjacent infantry turns retreat into DP (rule 7); medium-range artillery is ignored (rule 5)', () => {
    expect(effect({ hits: 1, target: 'regular-infantry', inSquare: true, cause: { kind: 'infantry', adjacent: true } }, 6))
      .toEqual({ disorder: 3, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'regular-infantry', inSquare: true, cause: { kind: 'artillery', adjacent: false, range: 1 } }, 1))
      .toEqual({ disorder: 1, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'regular-infantry', inSquare: true, cause: { kind: 'artillery', adjacent: false, range: 2 } }, 6))
      .toEqual({ disorder: 1, retreat: 0, removed: false })
  })

  it('built-up areas, attached generals and garrisons are not forced back; a blocked retreat costs 1 disorder point', () => {
    expect(effect({ hits: 1, target: 'french-infantry', inBuiltUpArea: true }, 6)).toEqual({ disorder: 1, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'french-infantry', generalAttached: true }, 1)).toEqual({ disorder: 0, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'garrison' }, 1)).toEqual({ disorder: 0, retreat: 0, removed: false })
    expect(effect({ hits: 1, target: 'french-infantry', retreatBlocked: true }, 6)).toEqual({ disorder: 2, retreat: 0, removed: false })
  })

  it('ruling 24: a square or artillery at its DP limit from the table is removed; the conversions add nothing on top', () => {
    // artillery with 1 disorder point, 3+ hits row 1: 2 disorder points → 3 = its limit; the retreat is not converted
    expect(effect({ hits: 3, target: 'heavy-artillery', disorderPoints: 1, cause: { kind: 'cavalry', adjacent: true } }, 1)).toEqual({ disorder: 2, retreat: 0, removed: true })
    // a square with 2 disorder points, 2 hits row 6: 2 disorder points → 4 = its limit, no 2 disorder points for the 2 segments
    expect(effect({ hits: 2, target: 'french-infantry', disorderPoints: 2, inSquare: true, cause: { kind: 'infantry', adjacent: true } }, 6)).toEqual({ disorder: 2, retreat: 0, removed: true })
    // one below the limit, the conversion applies and removes: 1 disorder point + 1 per segment
    expect(effect({ hits: 1, target: 'french-infantry', disorderPoints: 2, inSquare: true, cause: { kind: 'infantry', adjacent: true } }, 5)).toEqual({ disorder: 2, retreat: 0, removed: true })
    // a blocked retreat adds its one DP after the table: 2 + 1 = 3, infantry stays
    expect(effect({ hits: 1, target: 'french-infantry', disorderPoints: 1, retreatBlocked: true }, 5)).toEqual({ disorder: 2, retreat: 0, removed: false })
  })

  it('full working: 2 hits on a fresh square charged by adjacent infantry, die 6 → 2 disorder points, then 2 segments as 2 disorder points', () => {
    const r = combatEffects.resolve({ hits: 2, target: 'english-infantry', inSquare: true, cause: { kind: 'infantry', adjacent: true } }, [6])
    expect(r.outcome).toEqual({ disorder: 4, retreat: 0, removed: true })
    expect(r.score).toBe(6)
    expect(r.working).toEqual([
      { label: 'combat effects die', value: 6, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'base' },
      { label: 'row', value: 6, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'total' },
      { label: '2 hits, die 6: disorder', value: 2, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'count' },
      { label: 'square forced back 2: 1 disorder point per segment (rule 7)', value: 2, rule: { seed: '003', section: '10.0 Retreats' }, kind: 'count' },
      { label: '4 disorder points: English Infantry removed (at 4)', value: 'removed', rule: { seed: '003', section: '6.0 Movement: Disorder Points' } },
    ])
    expect(combatEffects.resolve({ hits: 3, target: 'light-cavalry', disorderPoints: 1 }, [4]).working).toEqual([
      { label: 'combat effects die', value: 4, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'base' },
      { label: 'row', value: 4, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'total' },
      { label: '3 or + hits, die 4: disorder', value: 3, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'count' },
      { label: '4 disorder points: Light Cavalry removed (at 3), no retreat', value: 'removed', rule: { seed: '003', section: '6.0 Movement: Disorder Points' } },
    ])
  })

  it('hand-worked distribution, 1 hit on fresh French infantry: rows 1–2 retreat 1 (2/6), 3–4 1 disorder point (2/6), 5 1 disorder point + 1 (1/6), 6 1 disorder point + 2 (1/6)', () => {
    const d = combatEffects.distribution({ hits: 1, target: 'french-infantry' })
    expect(d).toEqual({ total: 6, outcomes: [
      { value: { disorder: 0, retreat: 1, removed: false }, count: 2 },
      { value: { disorder: 1, retreat: 0, removed: false }, count: 2 },
      { value: { disorder: 1, retreat: 1, removed: false }, count: 1 },
      { value: { disorder: 1, retreat: 2, removed: false }, count: 1 },
    ] })
    // 3+ hits on light cavalry with 0 disorder points: rows 3–6 reach 3 disorder points (4/6 removed); rows 1–2 2 disorder points and retreat 1 / 2
    const c = combatEffects.distribution({ hits: 3, target: 'light-cavalry' })
    expect(chance(c, (e) => e.removed)).toEqual({ count: 4, total: 6 })
    expect(c.outcomes.map((o) => o.count)).toEqual([1, 1, 4])
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

  it('the table directly: columns 1, 2 and 3-or-more; die rolls 1–6 only; "no effect" when nothing happens', () => {
    expect([1, 2, 3, 9].map(hitsColumn)).toEqual([1, 2, 3, 3])
    expect(combatEffect(2, 2)).toEqual({ disorder: 1, retreat: 2 })
    expect(() => combatEffect(1, 7)).toThrow('die roll: a D6 cannot show 7.')
    expect(() => combatEffect(1, 0)).toThrow(/cannot show 0/)
    expect(() => combatEffect(1, 2.5)).toThrow(/cannot show 2.5/)
    expect(() => hitsColumn(1.5)).toThrow('hits must be a whole number 1 or more for the combat effects table, got 1.5.')
    expect(describeEffect({ disorder: 0, retreat: 0, removed: false })).toBe('no effect')
    expect(describeEffect({ disorder: 3, retreat: 0, removed: true })).toBe('removed')
    expect(combatEffects.dice({ hits: 1, target: 'old-guard' }).map((d) => [d.role, d.die.id])).toEqual([['combat effects D6', 'd6']])
    expect(combatEffects.example).toEqual({ hits: 2, target: 'french-infantry', disorderPoints: 1 })
  })

  it('rejects 0 hits, a removed unit, a bad face, an unknown target', () => {
    expect(() => effect({ hits: 0, target: 'old-guard' }, 1)).toThrow(/hits must be a whole number 1 or more/)
    expect(() => effect({ hits: 1, target: 'old-guard', disorderPoints: 4 }, 1)).toThrow('Old Guard with 4 disorder points has already been removed (removed at 4).')
    expect(effect({ hits: 1, target: 'old-guard', disorderPoints: 3 }, 1)).toEqual({ disorder: 0, retreat: 1, removed: false })
    expect(() => effect({ hits: 1, target: 'old-guard' }, 7)).toThrow(RulesInputError)
    expect(() => effect({ hits: 1, target: 'tank' }, 1)).toThrow(/target/)
  })
})

describe('combat effects: the 1-hit column read aloud (seed 003, Combat Effects 9.1)', () => {
  it('full working: 1 hit, die 5 → 1 disorder point, retreat 1 on English Infantry in the open', () => {
    expect(combatEffects.resolve({ hits: 1, target: 'english-infantry' }, [5])).toEqual({
      outcome: { disorder: 1, retreat: 1, removed: false }, score: 5,
      working: [
        { label: 'combat effects die', value: 5, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'base' },
        { label: 'row', value: 5, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'total' },
        { label: '1 hit, die 5: disorder', value: 1, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'count' },
        { label: 'retreat 1 segment', value: 1, rule: { seed: '003', section: '10.0 Retreats' }, kind: 'count' },
      ],
    })
  })
})
