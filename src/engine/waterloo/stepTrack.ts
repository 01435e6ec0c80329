import { check } from '../core'
import { waterlooRuling } from './rulings'

/** seed 002, A-2a Unit Steps: the side of the counter and the marker under it. */
export type CounterSide = 'Fresh' | 'Battleworn'
export type ConditionMarker = 'none' | 'Shaken' | 'Disrupted'
export interface StepCondition {
  readonly side: CounterSide
  readonly marker: ConditionMarker
}

/** seed 002, A-2a Unit Steps: 0 losses … 6th and further (Battleworn with a Disrupted marker). */
export const STEP_TRACK: readonly StepCondition[] = [
  { side: 'Fresh', marker: 'none' },
  { side: 'Fresh', marker: 'Shaken' },
  { side: 'Fresh', marker: 'Disrupted' },
  { side: 'Battleworn', marker: 'none' },
  { side: 'Battleworn', marker: 'Shaken' },
  { side: 'Battleworn', marker: 'Disrupted' },
]

export function checkStepLosses(losses: number, field = 'stepLosses'): number {
  check(Number.isInteger(losses) && losses >= 0, 'out-of-range', field, `${field}: Step Losses are a whole number 0 or more, not ${String(losses).slice(0, 20)}.`)
  return losses
}

/** The counter's side and marker after `losses` Step Losses (6 and more stay Battleworn + Disrupted). */
export function stepCondition(losses: number): StepCondition {
  return STEP_TRACK[Math.min(5, checkStepLosses(losses))]!
}

export interface StepLossResult {
  readonly before: number
  readonly after: number
  /** The 3rd Step Loss flips the unit: an immediate Panic test after all the losses are applied. */
  readonly panicTest: boolean
  /** Hexes to Retreat for the losses numbered 6 and more (ruling 16/41); 0 for a Detachment. */
  readonly retreatHexes: number
  /** A Detachment is eliminated instead of retreating at its 6th loss. */
  readonly eliminated: boolean
}

export interface StepLossOptions {
  readonly detachment?: boolean
  readonly rulings?: Readonly<Record<string, unknown>>
}

/**
 * seed 002, A-2a: take `count` Step Losses at once. The Panic test is due when the losses cross into the
 * 3rd step; each loss numbered 6 or more adds a two-hex Retreat (ruling 41), or two hexes once ('per event').
 */
export function takeStepLosses(before: number, count: number, options: StepLossOptions = {}): StepLossResult {
  checkStepLosses(before, 'before')
  checkStepLosses(count, 'count')
  const after = before + count
  const late = Math.max(0, after - Math.max(before, 5))
  const perEvent = waterlooRuling('lateLossRetreat', options.rulings) === 'per event'
  const detachment = options.detachment === true
  return {
    before,
    after,
    panicTest: before < 3 && after >= 3,
    retreatHexes: detachment ? 0 : perEvent ? Math.min(late, 1) * 2 : late * 2,
    eliminated: detachment && after >= 6,
  }
}

/**
 * seed 002, F-3 Rally: a Shaken marker is removed, a Disrupted marker flipped to Shaken; a Battleworn unit never
 * flips back, so a unit with no marker (0 or 3 losses) rallies to itself. 6+ losses: ruling 43.
 */
export function rally(losses: number, rulings: Readonly<Record<string, unknown>> = {}): number {
  checkStepLosses(losses)
  if (losses >= 6) return waterlooRuling('rallyLate', rulings) === 'fourth step' ? 4 : losses - 1
  return stepCondition(losses).marker === 'none' ? losses : losses - 1
}
