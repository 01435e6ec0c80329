import { describe, expect, it } from 'vitest'
import { putOutFire, setOnFire } from './buildings'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'

const fireCount = (howitzers: number, fireScore?: 'five or more' | 'exactly five') =>
  setOnFire.distribution({ howitzers, ...(fireScore ? { rulings: { fireScore } } : {}) }).outcomes.find((o) => o.value === 'set on fire')?.count ?? 0

describe('buildings (seed 004, Buildings)', () => {
  it('+1 for every two howitzers: 2 howitzers and a 4 score 5 and set it on fire; 1 howitzer adds nothing', () => {
    expect(setOnFire.resolve({ howitzers: 2 }, [4])).toMatchObject({ score: 5, outcome: 'set on fire' })
    expect(setOnFire.resolve({ howitzers: 1 }, [4])).toMatchObject({ score: 4, outcome: 'not set on fire' })
  })

  it('odds out of 6 by hand: 0 or 1 howitzer 1, 2 → 3, 4 → 5, 6 → 6; ruling 11 alternative "exactly 5" with 4 → 2', () => {
    expect([0, 1, 2, 3, 4, 6].map((h) => fireCount(h))).toEqual([1, 1, 3, 3, 5, 6])
    expect(fireCount(4, 'exactly five')).toBe(2)
    expect(fireCount(6, 'exactly five')).toBe(1) // +3: only a 2 scores exactly 5
  })

  it('putting out a fire: 4 or 5 on an average die, 3 in 6', () => {
    expect(putOutFire.resolve({}, [4]).outcome).toBe('fire put out')
    expect(putOutFire.resolve({}, [3]).outcome).toBe('still burning')
    expect(putOutFire.distribution({}).outcomes).toEqual([{ value: 'fire put out', count: 3 }, { value: 'still burning', count: 3 }])
  })

  it('full working lines of both tests, each face of putting out', () => {
    expect(setOnFire.resolve({ howitzers: 3 }, [4]).working.map((l) => [l.label, l.value])).toEqual([
      ['Average die 4', 4],
      ['+1 for every two howitzers (3)', 1],
      ['score; 5 or more sets on fire (ruling 11)', 5],
    ])
    expect(setOnFire.resolve({ howitzers: 4, rulings: { fireScore: 'exactly five' } }, [5]).working.map((l) => [l.label, l.value])).toEqual([
      ['Average die 5', 5],
      ['+1 for every two howitzers (4)', 2],
      ['score; exactly 5 sets on fire (ruling 11 alternative)', 7],
    ])
    expect(setOnFire.resolve({ howitzers: 4, rulings: { fireScore: 'exactly five' } }, [5]).outcome).toBe('not set on fire')
    expect(setOnFire.resolve({ howitzers: 4, rulings: { fireScore: 'five or more' } }, [5])).toMatchObject({ score: 7, outcome: 'set on fire' })
    expect(setOnFire.resolve({ howitzers: 0 }, [5])).toMatchObject({ score: 5, outcome: 'set on fire' })
    expect(setOnFire.resolve({ howitzers: 0 }, [4])).toMatchObject({ score: 4, outcome: 'not set on fire' })
    expect([2, 3, 4, 5].map((f) => putOutFire.resolve({}, [f]).working.map((l) => [l.label, l.value]))).toEqual([
      [['Average die 2: 4 or 5 puts the fire out; after one turn troops must evacuate or be destroyed', 2]],
      [['Average die 3: 4 or 5 puts the fire out; after one turn troops must evacuate or be destroyed', 3]],
      [['Average die 4: 4 or 5 puts the fire out', 4]],
      [['Average die 5: 4 or 5 puts the fire out', 5]],
    ])
    expect(putOutFire.resolve({}, [5]).outcome).toBe('fire put out')
    expect(setOnFire.outcomes(setOnFire.example)).toEqual(['set on fire', 'not set on fire'])
    expect(putOutFire.outcomes({})).toEqual(['fire put out', 'still burning'])
    expect(setOnFire.dice(setOnFire.example).map((d) => [d.role, d.die.id])).toEqual([['average die', 'average']])
    expect(putOutFire.dice({}).map((d) => d.die.id)).toEqual(['average'])
    expect(() => setOnFire.resolve({ howitzers: 1.5 }, [3])).toThrow('howitzers must be a whole number ≥ 0, got 1.5.')
    expect(() => setOnFire.resolve({ howitzers: 1 }, [6])).toThrow(/average die: a average die cannot show 6/)
  })

  it('agrees with resolve and rejects bad input', () => {
    expectAgreesWithResolve(setOnFire, setOnFire.example)
    expectAgreesWithResolve(setOnFire, { howitzers: 5, rulings: { fireScore: 'exactly five' } })
    expectAgreesWithResolve(putOutFire, {})
    expect(() => setOnFire.resolve({ howitzers: -2 }, [3])).toThrow(/howitzers must be a whole number/)
    expect(() => putOutFire.resolve({}, [1])).toThrow(/average die cannot show 1/)
  })
})
