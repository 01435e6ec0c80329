import { takeStepLosses } from '../stepTrack'
import { panicStep, retreatStep } from './owedSteps'
import type { LossOutcome, ResultUnit, WlOwed } from './types'

export interface StepLossesResult {
  readonly loss: LossOutcome
  /** In the text's order: the Panic Test (3rd loss), then the Retreat of a loss numbered 6 or more. */
  readonly owed: readonly WlOwed[]
}

/**
 * seed 002, A-2a Unit Steps: `count` Step Losses on one unit, and all that follows: the Panic Test when it flips to
 * Battleworn, two hexes of Retreat for each loss from the 6th on (ruling 41), a Detachment eliminated there instead.
 */
export function stepLosses(u: ResultUnit, count: number, rulings: Readonly<Record<string, unknown>> = {}): StepLossesResult {
  const r = takeStepLosses(u.stepLosses, count, { detachment: u.detachment, rulings })
  const owed: WlOwed[] = []
  if (r.panicTest && !r.eliminated) owed.push(panicStep(u))
  if (r.retreatHexes > 0) owed.push(retreatStep(u, r.retreatHexes, 'seed 002, A-2a: each Step Loss from the 6th on (ruling 41)'))
  return { loss: { unitId: u.id, before: r.before, after: r.after, eliminated: r.eliminated }, owed }
}
