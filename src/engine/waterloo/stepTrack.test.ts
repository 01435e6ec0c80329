import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { checkStepLosses, rally, stepCondition, STEP_TRACK, takeStepLosses } from './stepTrack'

describe('the six-step track (seed 002, A-2a Unit Steps)', () => {
  it('0 to 6+ losses: Fresh, Shaken, Disrupted, Battleworn, Shaken, Disrupted, and Disrupted from then on', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((n) => `${stepCondition(n).side} ${stepCondition(n).marker}`)).toEqual([
      'Fresh none', 'Fresh Shaken', 'Fresh Disrupted', 'Battleworn none', 'Battleworn Shaken', 'Battleworn Disrupted', 'Battleworn Disrupted', 'Battleworn Disrupted'])
    expect(STEP_TRACK).toHaveLength(6)
  })
  it('refuses negative or fractional losses, naming the field', () => {
    const e = errorOf<RulesInputError>(() => stepCondition(-1))
    expect([e.code, e.field]).toEqual(['out-of-range', 'stepLosses'])
    expect(() => checkStepLosses(1.5, 'x')).toThrow(/x: Step Losses are a whole number/)
    expect(checkStepLosses(0)).toBe(0)
  })
})

describe('taking Step Losses: Panic test and late retreats (A-2a, rulings 16 and 41)', () => {
  it('the 3rd loss calls for a Panic test, whether it is reached or passed (2 → 3, 1 → 4, 0 → 3)', () => {
    expect(takeStepLosses(2, 1).panicTest).toBe(true)
    expect(takeStepLosses(1, 3).panicTest).toBe(true)
    expect(takeStepLosses(0, 3).panicTest).toBe(true)
  })
  it('no Panic test below the 3rd loss or once already Battleworn (0 → 2, 3 → 5)', () => {
    expect(takeStepLosses(0, 2).panicTest).toBe(false)
    expect(takeStepLosses(3, 2).panicTest).toBe(false)
  })
  it('each loss numbered 6 or more retreats two hexes: 5 → 7 is 4 hexes, 6 → 7 is 2, 4 → 5 is 0, 3 → 6 is 2', () => {
    expect(takeStepLosses(5, 2).retreatHexes).toBe(4)
    expect(takeStepLosses(6, 1).retreatHexes).toBe(2)
    expect(takeStepLosses(4, 1).retreatHexes).toBe(0)
    expect(takeStepLosses(3, 3).retreatHexes).toBe(2)
    expect(takeStepLosses(3, 3).after).toBe(6)
    expect(takeStepLosses(0, 0)).toEqual({ before: 0, after: 0, panicTest: false, retreatHexes: 0, eliminated: false })
  })
  it('ruling 16 alternative "per event": two hexes once, however many late losses', () => {
    expect(takeStepLosses(5, 3, { rulings: { lateLossRetreat: 'per event' } }).retreatHexes).toBe(2)
    expect(takeStepLosses(4, 1, { rulings: { lateLossRetreat: 'per event' } }).retreatHexes).toBe(0)
  })
  it('a Detachment does not retreat: it is eliminated at its 6th loss', () => {
    expect(takeStepLosses(5, 1, { detachment: true })).toEqual({ before: 5, after: 6, panicTest: false, retreatHexes: 0, eliminated: true })
    expect(takeStepLosses(4, 1, { detachment: true }).eliminated).toBe(false)
    expect(takeStepLosses(5, 1).eliminated).toBe(false)
  })
  it('refuses a bad count or a bad starting point', () => {
    expect(errorOf<RulesInputError>(() => takeStepLosses(0, -1)).field).toBe('count')
    expect(errorOf<RulesInputError>(() => takeStepLosses(-1, 1)).field).toBe('before')
  })
})

describe('Rally (F-3, ruling 43)', () => {
  it('removes Shaken, flips Disrupted to Shaken, never flips Battleworn back', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => rally(n))).toEqual([0, 0, 1, 3, 3, 4])
  })
  it('6 or more losses rally to Battleworn + Shaken (the 4th step); alternative: one loss fewer', () => {
    expect(rally(6)).toBe(4)
    expect(rally(8)).toBe(4)
    expect(rally(8, { rallyLate: 'one step' })).toBe(7)
    expect(rally(5, { rallyLate: 'one step' })).toBe(4)
  })
})
