import { check } from '../core'
import type { LossesBand, StrengthBand } from './tables/moraleTables'

/** RULES.md ruling 6: a unit exactly on a boundary (¾, ½, ¼) counts in the higher band, or, if the owner prefers, the lower. */
export type StrengthBoundary = 'higher band' | 'lower band'

/** A unit's strength as steps (a damaged base is one step, a whole base two: RULES.md ruling 6). */
export interface StrengthSteps {
  readonly stepsNow: number
  readonly stepsAtStart: number
}

function checkSteps(value: number, field: string, min: number) {
  check(Number.isInteger(value) && value >= min, 'out-of-range', field, `${field} must be a whole number of steps ≥ ${min}, got ${value}.`)
}

/** seed 004, Morale: Strength — the band for steps now out of steps at the start of the battle. */
export function strengthBand({ stepsNow, stepsAtStart }: StrengthSteps, boundary: StrengthBoundary = 'higher band'): StrengthBand {
  checkSteps(stepsAtStart, 'stepsAtStart', 1)
  checkSteps(stepsNow, 'stepsNow', 0)
  check(stepsNow <= stepsAtStart, 'out-of-range', 'stepsNow', `stepsNow (${stepsNow}) cannot exceed stepsAtStart (${stepsAtStart}).`)
  if (stepsNow === stepsAtStart) return 'Full'
  // Compare 4·now with k·start in integers: no rounding at the boundaries.
  const at = (quarters: number) =>
    boundary === 'higher band' ? 4 * stepsNow >= quarters * stepsAtStart : 4 * stepsNow > quarters * stepsAtStart
  if (at(3)) return '¾ to full'
  if (at(2)) return '½ to ¾'
  if (at(1)) return '¼ to ½'
  return 'less than ¼'
}

/**
 * seed 004, Morale: Losses this phase — RULES.md ruling 6: the percentage of the steps held at the start
 * of the phase; a value between printed bands (e.g. 10.5 %) goes to the lower band; exactly 50 % is "26-50%".
 */
export function lossesBand(percent: number): LossesBand {
  check(
    Number.isFinite(percent) && percent >= 0 && percent <= 100,
    'out-of-range',
    'lossesThisPhasePercent',
    `lossesThisPhasePercent must be 0–100, got ${percent}.`,
  )
  if (percent < 1) return 'nil'
  if (percent < 11) return '1-10%'
  if (percent < 26) return '11-25%'
  if (percent <= 50) return '26-50%'
  return '> 50%'
}

/** Losses this phase as a percentage of the steps held at the start of the phase (ruling 6). */
export function lossesPercent(stepsLost: number, stepsAtPhaseStart: number): number {
  checkSteps(stepsAtPhaseStart, 'stepsAtPhaseStart', 1)
  checkSteps(stepsLost, 'stepsLost', 0)
  check(stepsLost <= stepsAtPhaseStart, 'out-of-range', 'stepsLost', `stepsLost (${stepsLost}) cannot exceed stepsAtPhaseStart (${stepsAtPhaseStart}).`)
  return (100 * stepsLost) / stepsAtPhaseStart
}
