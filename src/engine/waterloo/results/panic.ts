import { retreatStep } from './owedSteps'
import { stepLosses, type StepLossesResult } from './stepLosses'
import type { ResultUnit } from './types'

/**
 * seed 002, A-2a Panic Test: failed, the unit Retreats one hex (added to a Close Combat's Retreat, ruling 41); a
 * Detachment that fails does not Retreat but takes one additional Step Loss, with whatever that loss brings.
 */
export function panicResult(u: ResultUnit, passed: boolean, rulings: Readonly<Record<string, unknown>> = {}): StepLossesResult | null {
  if (passed) return null
  if (u.detachment) return stepLosses(u, 1, rulings)
  return {
    loss: { unitId: u.id, before: u.stepLosses, after: u.stepLosses, eliminated: false },
    owed: [retreatStep(u, 1, 'seed 002, A-2a: failed its Panic Test (adds to any Close Combat Retreat, ruling 41)')],
  }
}

/** seed 002, F-1b Forced March and F-4k Detachment Unit Losers: a failed Elan Test is one Step Loss. */
export function oneLossIfFailed(u: ResultUnit, passed: boolean, rulings: Readonly<Record<string, unknown>> = {}): StepLossesResult | null {
  return passed ? null : stepLosses(u, 1, rulings)
}
