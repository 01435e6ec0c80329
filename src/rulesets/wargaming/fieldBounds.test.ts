import { describe, expect, it } from 'vitest'
import type { Unit } from '@/model/types'
import { basesOf, MOST_BASES, MOVED_YARDS, stepsOf, YEAR } from './fieldBounds'

const unit = (bases: number) => ({ id: 'u', side: 'a', name: 'u', kind: 'infantry', state: { bases } }) as unknown as Unit

describe('wargaming number field bounds, from the rules and the roster limits', () => {
  it('bases: up to the unit\'s own, else the most any unit has (a battery of 12)', () => {
    expect(basesOf(unit(4))).toEqual({ min: 0, max: 4, integer: true })
    expect(MOST_BASES).toBe(12)
    expect(basesOf(null).max).toBe(12)
  })
  it('steps: two a base', () => {
    expect(stepsOf(unit(6)).max).toBe(12)
  })
  it('moved yards: the longest move of the Movement table, 560 yd', () => {
    expect(MOVED_YARDS).toEqual({ min: 0, max: 560 })
  })
  it('year: the Napoleonic wars', () => {
    expect([YEAR.min, YEAR.max]).toEqual([1792, 1815])
  })
})
