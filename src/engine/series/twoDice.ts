import { combine, D6, fromDie, type Distribution, type NamedDie } from '../core'
import { seriesRule } from './commandRefs'

/** seed 001, 10.2: "roll two dice and add both". */
export const MORALE_DICE: readonly NamedDie[] = [
  { role: 'first die', die: D6 },
  { role: 'second die', die: D6 },
]

/** seed 001, 10.3: a natural 2 always succeeds, a natural 12 always fails. */
export const AUTOMATIC_SUCCESS = 2
export const AUTOMATIC_FAILURE = 12
export const AUTOMATIC_RULE = seriesRule('10.3 Automatic Success and Automatic Failure')

/** The sum of two D6, 36 combinations (1 way to roll 2 … 6 ways to roll 7 … 1 way to roll 12). */
export const TWO_D6_SUMS: Distribution<number> = combine(fromDie(D6), fromDie(D6), (a, b) => a + b)

/**
 * seed 001, 10.2 and 10.3: the check succeeds when the two dice are lower than or equal to the
 * modified morale; a natural 2 succeeds and a natural 12 fails whatever the modifiers.
 */
export function moralePasses(sum: number, modifiedMorale: number): boolean {
  if (sum === AUTOMATIC_SUCCESS) return true
  if (sum === AUTOMATIC_FAILURE) return false
  return sum <= modifiedMorale
}

/** Ways out of 36 that a check against `modifiedMorale` succeeds: 1 at 2 or less, 35 at 11 or more. */
export function passingWays(modifiedMorale: number): number {
  let ways = 0
  for (const o of TWO_D6_SUMS.outcomes) if (moralePasses(o.value, modifiedMorale)) ways += o.count
  return ways
}
