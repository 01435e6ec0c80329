import { check, checkFace, combine, D6, fromDie, map, certain, ordered, type Calculator, type CalculatorResult, type Distribution, type NamedDie } from '../../core'
import { seriesRule } from '../commandRefs'

export const ARTILLERY_LOSSES_RULE = seriesRule('16.2 Artillery Losses')
/** seed 001, 16.2 System B: "1-3 the loss is effective, 4-6 the loss is ignored". */
export const SYSTEM_B_EFFECTIVE_UP_TO = 3

/**
 * seed 001, 16.2: the half-loss and random-loss rules apply when enemy artillery fires on unlimbered artillery;
 * in a combined fire attack, only if the artillery provides half the total (modified) fire value or more.
 */
export function artilleryLossRuleApplies(artilleryFire: number, totalFire: number): boolean {
  check(Number.isFinite(totalFire) && totalFire > 0, 'out-of-range', 'totalFire', `The total fire value must be above 0, got ${totalFire}.`)
  check(Number.isFinite(artilleryFire) && artilleryFire >= 0 && artilleryFire <= totalFire, 'out-of-range', 'artilleryFire', `The artillery's fire value must be 0 to ${totalFire}, got ${artilleryFire}.`)
  return artilleryFire * 2 >= totalFire
}

/**
 * seed 001, 16.2 System A: the first loss the fire table gives the artillery is a half-loss (a bar); the next
 * half-loss completes the cross and the step is lost. Stacked on infantry, the remaining losses go to the infantry.
 */
export function systemAHalfLoss(halfLossPending: boolean): { halfLossPending: boolean; stepLost: boolean } {
  return halfLossPending ? { halfLossPending: false, stepLost: true } : { halfLossPending: true, stepLost: false }
}

export interface RandomLossesInput {
  /** Step losses the fire table requires (1 to 3). */
  readonly lossesRequired: number
  /** Stacked on infantry: one die for the first loss only; the remaining losses go to the infantry. */
  readonly stackedOnInfantry?: boolean
}
export interface RandomLossesResult extends CalculatorResult<number> {
  /** Losses passed to the infantry underneath. */
  readonly infantryLosses: number
}

function checkInput(i: RandomLossesInput): number {
  check(Number.isInteger(i.lossesRequired) && i.lossesRequired >= 1 && i.lossesRequired <= 3, 'out-of-range', 'lossesRequired', `System B takes 1 to 3 losses, got ${i.lossesRequired}.`)
  return i.stackedOnInfantry ? 1 : i.lossesRequired
}

const dice = (i: RandomLossesInput): NamedDie[] => Array.from({ length: checkInput(i) }, (_, k) => ({ role: `loss ${k + 1} die`, die: D6 }))

/** seed 001, 16.2 System B: one die per loss required (the first only when stacked on infantry); 1–3 effective. */
export const seriesArtilleryRandomLosses: Calculator<RandomLossesInput, number, RandomLossesResult> = {
  id: 'series.artillery-random-losses',
  title: 'Artillery random losses (System B)',
  rule: ARTILLERY_LOSSES_RULE,
  example: { lossesRequired: 2 },
  dice,
  resolve(i, faces) {
    const n = checkInput(i)
    const read = Array.from({ length: n }, (_, k) => checkFace(D6, faces[k], `loss ${k + 1} die`))
    const effective = read.filter((f) => f <= SYSTEM_B_EFFECTIVE_UP_TO).length
    const infantryLosses = i.stackedOnInfantry ? i.lossesRequired - 1 : 0
    const working = read.map((f, k) => ({ label: `Loss ${k + 1}: die ${f} (1-3 effective, 4-6 ignored)`, value: f <= SYSTEM_B_EFFECTIVE_UP_TO ? 'effective' : 'ignored', rule: ARTILLERY_LOSSES_RULE }))
    if (infantryLosses > 0) working.push({ label: 'Remaining losses applied to the infantry', value: String(infantryLosses), rule: ARTILLERY_LOSSES_RULE })
    working.push({ label: 'In all cases, the artillery checks morale', value: 'morale check', rule: ARTILLERY_LOSSES_RULE })
    return { outcome: effective, infantryLosses, working }
  },
  /** Exact: binomial, each die 3/6 effective (1 die: 3/6; 2 dice: 9, 18, 9 of 36). */
  distribution(i): Distribution<number> {
    const n = checkInput(i)
    let d: Distribution<number> = certain(0)
    for (let k = 0; k < n; k++) d = combine(d, map(fromDie(D6), (f) => (f <= SYSTEM_B_EFFECTIVE_UP_TO ? 1 : 0)), (a, b) => a + b)
    return ordered(d, Array.from({ length: n + 1 }, (_, k) => k))
  },
  outcomes: (i) => Array.from({ length: checkInput(i) + 1 }, (_, k) => k),
}
