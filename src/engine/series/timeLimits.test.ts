import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { timePenalty } from './timeLimits'

describe('time limits (seed 001, 19)', () => {
  it('−1 per 30 s of excess, rounded up: 120 s allowed, 120 → 0, 121 → −1, 150 → −1, 151 → −2', () => {
    expect([100, 120, 121, 150, 151].map((u) => timePenalty({ allowedSeconds: 120, usedSeconds: u }).penalty)).toEqual([0, 0, -1, -1, -2])
    expect(timePenalty({ allowedSeconds: 120, usedSeconds: 151 })).toEqual({ penalty: -2, allowedSeconds: 120, excessSeconds: 31 })
  })
  it('desperate: 15 s only whatever the battle says, −1 per 15 s: 15 → 0, 16 → −1, 30 → −1, 31 → −2', () => {
    expect([15, 16, 30, 31].map((u) => timePenalty({ allowedSeconds: 120, usedSeconds: u, desperate: true }).penalty)).toEqual([0, -1, -1, -2])
    expect(timePenalty({ allowedSeconds: 120, usedSeconds: 16, desperate: true }).allowedSeconds).toBe(15)
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => timePenalty({ allowedSeconds: -1, usedSeconds: 3 }))).toMatchObject({ field: 'allowedSeconds' })
    expect(errorOf<RulesInputError>(() => timePenalty({ allowedSeconds: 1, usedSeconds: Number.NaN }))).toMatchObject({ field: 'usedSeconds' })
  })
})

describe('time limits: the inputs\' edges (19.1)', () => {
  const err = (f: () => unknown) => errorOf<RulesInputError>(f)
  it('a limit of 0 s: every second is excess; 0 s used costs nothing', () => {
    expect(timePenalty({ allowedSeconds: 0, usedSeconds: 30 })).toEqual({ penalty: -1, allowedSeconds: 0, excessSeconds: 30 })
    expect(timePenalty({ allowedSeconds: 60, usedSeconds: 0 })).toEqual({ penalty: 0, allowedSeconds: 60, excessSeconds: 0 })
  })
  it('refuses a negative or endless time, naming the field and the value', () => {
    expect(err(() => timePenalty({ allowedSeconds: -1, usedSeconds: 0 }))).toMatchObject({ code: 'out-of-range', field: 'allowedSeconds', message: 'The time limit must be 0 seconds or more, got -1.' })
    expect(err(() => timePenalty({ allowedSeconds: Infinity, usedSeconds: 0 })).field).toBe('allowedSeconds')
    expect(err(() => timePenalty({ allowedSeconds: 60, usedSeconds: -1 }))).toMatchObject({ code: 'out-of-range', field: 'usedSeconds', message: 'The time used must be 0 seconds or more, got -1.' })
    expect(err(() => timePenalty({ allowedSeconds: 60, usedSeconds: Infinity })).field).toBe('usedSeconds')
  })
})
