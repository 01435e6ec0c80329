import { describe, expect, it } from 'vitest'
import { initiative, type InitiativeInput } from './initiative'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'

const even: InitiativeInput = { a: { leadership: 3, nationalityFactor: 2 }, b: { leadership: 3, nationalityFactor: 2 } }
// Side A one better: 4 + 2 against 3 + 2.
const aPlusOne: InitiativeInput = { a: { leadership: 4, nationalityFactor: 2 }, b: { leadership: 3, nationalityFactor: 2 } }

describe('initiative test (seed 004, Determining Initiative; End of Turn; ruling 9)', () => {
  it('each side D20 + C-in-C leadership + nationality factor; the higher total holds the initiative', () => {
    const r = initiative.resolve(aPlusOne, [12, 15])
    expect(r.totals).toEqual({ a: 18, b: 20 })
    expect(r.outcome).toBe('side b')
    expect(initiative.resolve(aPlusOne, [15, 12]).outcome).toBe('side a')
  })

  it('the same natural face ends the turn even when the totals differ (checked first)', () => {
    expect(initiative.resolve(aPlusOne, [9, 9])).toMatchObject({ outcome: 'turn ends', totals: { a: 15, b: 14 } })
  })

  it('equal totals on different faces: roll again', () => {
    expect(initiative.resolve(aPlusOne, [8, 9])).toMatchObject({ outcome: 'roll again', totals: { a: 14, b: 14 } })
  })

  it('odds by hand over 400 face pairs: even sides 190 / 190 / 0 / 20', () => {
    expect(initiative.distribution(even)).toEqual({
      total: 400,
      outcomes: [
        { value: 'side a', count: 190 },
        { value: 'side b', count: 190 },
        { value: 'turn ends', count: 20 },
      ],
    })
  })

  it('A one better: wins when its face ≥ B’s but not equal (190), roll again 19, B needs 2 more (171), turn ends 20', () => {
    expect(initiative.distribution(aPlusOne).outcomes).toEqual([
      { value: 'side a', count: 190 },
      { value: 'side b', count: 171 },
      { value: 'roll again', count: 19 },
      { value: 'turn ends', count: 20 },
    ])
  })

  it('ruling 9 read by total instead: equal totals end the turn, equal faces go to the higher total', () => {
    const byTotal: InitiativeInput = { ...aPlusOne, rulings: { sameNumber: 'total' } }
    expect(initiative.resolve(byTotal, [9, 9]).outcome).toBe('side a')
    expect(initiative.resolve(byTotal, [8, 9]).outcome).toBe('turn ends')
    expect(initiative.distribution(byTotal).outcomes).toEqual([
      { value: 'side a', count: 210 },
      { value: 'side b', count: 171 },
      { value: 'turn ends', count: 19 },
    ])
  })

  it('distribution agrees with resolve', () => {
    expectAgreesWithResolve(initiative, initiative.example)
    expectAgreesWithResolve(initiative, { a: { leadership: 0, nationalityFactor: 1 }, b: { leadership: 6, nationalityFactor: 3 } })
  })

  it('full working lines: each side\'s sum before its D20 (the same before the roll), then each D20 and total, then the tie rulings', () => {
    const ex = initiative.example // A: leadership 4, French 3; B: leadership 3, others 2
    const before = [
      ['Side A: leadership', 4, 'base'], ['Side A: nationality', 3, 'modifier'], ['Side A: before the D20', 7, 'total'],
      ['Side B: leadership', 3, 'base'], ['Side B: nationality', 2, 'modifier'], ['Side B: before the D20', 5, 'total'],
    ]
    expect(initiative.resolve(ex, [10, 12]).working.map((l) => [l.label, l.value, l.kind])).toEqual([
      ...before,
      ['Side A: D20', 10, 'modifier'], ['Side A', 17, 'total'],
      ['Side B: D20', 12, 'modifier'], ['Side B', 17, 'total'],
      ['Equal totals, different faces: roll again (ruling 9)', 'roll again', undefined],
    ])
    expect(initiative.resolve(ex, [7, 7]).working.slice(6).map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Side A: D20', 7, 'Determining Initiative'], ['Side A', 14, 'Determining Initiative'],
      ['Side B: D20', 7, 'Determining Initiative'], ['Side B', 12, 'Determining Initiative'],
      ['Both D20 show 7: the turn ends (ruling 9)', 'turn ends', 'End of Turn'],
    ])
    expect(initiative.resolve({ ...ex, rulings: { sameNumber: 'total' } }, [10, 12]).working.at(-1)).toMatchObject({ label: 'Same total: the turn ends (ruling 9, by total)', value: 'turn ends' })
    expect(initiative.resolve(ex, [20, 1])).toMatchObject({ outcome: 'side a', totals: { a: 27, b: 6 } })
    expect(initiative.resolve(ex, [20, 1]).working).toHaveLength(10)
    expect(initiative.resolve(ex, [1, 20])).toMatchObject({ outcome: 'side b', totals: { a: 8, b: 25 } })
    expect(initiative.dice(ex).map((d) => [d.role, d.die.id])).toEqual([['side A D20', 'd20'], ['side B D20', 'd20']])
    expect(initiative.outcomes(ex)).toEqual(['side a', 'side b', 'roll again', 'turn ends'])
  })

  it('leadership 0 and 6 are allowed, −1 and 1.5 are not; the distribution checks both sides too', () => {
    const edge: InitiativeInput = { a: { leadership: 0, nationalityFactor: 1 }, b: { leadership: 6, nationalityFactor: 3 } }
    expect(initiative.resolve(edge, [20, 10]).totals).toEqual({ a: 21, b: 19 })
    expect(() => initiative.resolve({ ...edge, a: { leadership: -1, nationalityFactor: 1 } }, [1, 2])).toThrow('a.leadership must be 0–6, got -1.')
    expect(() => initiative.resolve({ ...edge, b: { leadership: 1.5, nationalityFactor: 1 } }, [1, 2])).toThrow('b.leadership must be 0–6, got 1.5.')
    expect(() => initiative.distribution({ ...edge, a: { leadership: 7, nationalityFactor: 1 } })).toThrow('a.leadership must be 0–6, got 7.')
    expect(() => initiative.distribution({ ...edge, b: { leadership: 1, nationalityFactor: 0.5 } })).toThrow('b.nationalityFactor must be a whole number, got 0.5.')
    expect(() => initiative.resolve(edge, [1, 21])).toThrow(/side B D20: a D20 cannot show 21/)
  })

  it('rejects bad input, naming the field', () => {
    expect(() => initiative.resolve({ ...even, a: { leadership: 7, nationalityFactor: 2 } }, [1, 2])).toThrow(/a.leadership must be 0–6/)
    expect(() => initiative.resolve({ ...even, b: { leadership: 1, nationalityFactor: 1.5 } }, [1, 2])).toThrow(/b.nationalityFactor/)
    expect(() => initiative.resolve(even, [0, 2])).toThrow(/side A D20: a D20 cannot show 0/)
  })
})
