import { describe, expect, it } from 'vitest'
import { addDisorder } from './disorder'

describe('disorder points (seed 003, 6.0)', () => {
  it('removes infantry at the 4th DP, not the 3rd', () => {
    expect(addDisorder({ type: 'french-infantry', disorderPoints: 2 }, 1)).toEqual({ disorderPoints: 3, removed: false, removedAt: 4 })
    expect(addDisorder({ type: 'old-guard', disorderPoints: 3 }, 1).removed).toBe(true)
  })
  it('removes cavalry and artillery at 3 disorder points', () => {
    expect(addDisorder({ type: 'light-cavalry', disorderPoints: 2 }, 1).removed).toBe(true)
    expect(addDisorder({ type: 'horse-artillery', disorderPoints: 1 }, 1).removed).toBe(false)
    expect(addDisorder({ type: 'heavy-artillery', disorderPoints: 0 }, 3).removed).toBe(true)
  })
  it('removes a general at the first DP', () => {
    expect(addDisorder({ type: 'general', disorderPoints: 0 }, 1)).toMatchObject({ disorderPoints: 1, removed: true })
    expect(addDisorder({ type: 'general', disorderPoints: 0 }, 0).removed).toBe(false)
  })
  it('rejects negative or fractional points and unknown types, naming the field', () => {
    expect(() => addDisorder({ type: 'french-infantry', disorderPoints: 0 }, -1)).toThrow(/added disorder points/)
    expect(() => addDisorder({ type: 'french-infantry', disorderPoints: 0.5 }, 1)).toThrow(/disorderPoints/)
    expect(() => addDisorder({ type: 'hussars', disorderPoints: 0 }, 1)).toThrow(/no unit type "hussars"/)
  })
})
