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
