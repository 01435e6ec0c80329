/** Test helper (not shipped logic): checks a calculator's distribution against resolve over every face, die by die. */
import type { Calculator, CalculatorResult, Distribution } from '../core'

const key = (v: unknown) => JSON.stringify(v)

/** Rolls every face position of every die (repeated faces counted separately) through `resolve`. */
export function countByResolve<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I): { total: number; counts: Map<string, number> } {
  const dice = calc.dice(input).map((d) => d.die.faces)
  let combos: (number | string)[][] = [[]]
  for (const faces of dice) combos = combos.flatMap((c) => faces.map((f) => [...c, f]))
  const counts = new Map<string, number>()
  for (const c of combos) {
    const k = key(calc.resolve(input, c).outcome)
    counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  return { total: combos.length, counts }
}

export function countsOf<O>(d: Distribution<O>): Map<string, number> {
  return new Map(d.outcomes.map((o) => [key(o.value), o.count]))
}

export function countOf<O>(d: Distribution<O>, value: O): number {
  return d.outcomes.find((o) => key(o.value) === key(value))?.count ?? 0
}
