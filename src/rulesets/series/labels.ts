import { map, type Calculator, type CalculatorResult } from '@/engine/core'
import type { FireOutcome } from '@/engine/series/fire'
import type { MeleeOutcome } from '@/engine/series/melee'

/**
 * The same calculator with each outcome carrying a `label` the odds bars and the result line read, instead of
 * an object. Counts and faces are unchanged. (Generic: the same shape as miniatures/labelled.ts, kept here so
 * the two rulesets do not import each other; a candidate for src/calc.)
 */
export type Labelled<O> = O & { readonly label: string }
export function withLabels<I, O extends object, R extends CalculatorResult<O>>(
  calc: Calculator<I, O, R>, say: (o: O) => string,
): Calculator<I, Labelled<O>, CalculatorResult<Labelled<O>> & Omit<R, 'outcome'>> {
  const tag = (o: O): Labelled<O> => ({ ...o, label: say(o) })
  return {
    ...calc,
    resolve: (input, faces) => { const r = calc.resolve(input, faces); return { ...r, outcome: tag(r.outcome) } },
    distribution: (input) => map(calc.distribution(input), tag),
    outcomes: (input) => calc.outcomes(input).map(tag),
  }
}

/** seed 001, 7.3: "#" steps lost, "*" a morale check. */
export function sayFire(o: FireOutcome): string {
  if (o.steps === 0) return o.moraleCheck ? 'morale check' : 'no effect'
  return `${o.steps} step${o.steps === 1 ? '' : 's'} lost${o.moraleCheck ? ', morale check' : ''}`
}

/** seed 001, 8.8: attacker/defender as printed. */
export const sayMelee = (o: MeleeOutcome): string => `${o.attacker.printed}/${o.defender.printed}`
