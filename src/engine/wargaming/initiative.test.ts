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

  it('rejects bad input, naming the field', () => {
    expect(() => initiative.resolve({ ...even, a: { leadership: 7, nationalityFactor: 2 } }, [1, 2])).toThrow(/a.leadership must be 0–6/)
    expect(() => initiative.resolve({ ...even, b: { leadership: 1, nationalityFactor: 1.5 } }, [1, 2])).toThrow(/b.nationalityFactor/)
    expect(() => initiative.resolve(even, [0, 2])).toThrow(/side A D20: a D20 cannot show 0/)
  })
})
