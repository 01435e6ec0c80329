import { map, type Calculator, type CalculatorResult } from '@/engine/core'

export type Labelled<O> = O & { readonly label: string }

/**
 * The same calculator with each outcome carrying a `label` the odds bars and result line read
 * ("2 hits: 1 DP, retreat 1"), instead of a JSON object. Counts and faces are unchanged.
 */
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
