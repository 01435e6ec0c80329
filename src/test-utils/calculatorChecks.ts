/**
 * Test-only checks shared by every ruleset's calculator tests: a distribution must agree with
 * `resolve` over every face combination, sum exactly to its total, and list outcomes in printed order.
 */
import { expect } from 'vitest'
import { facesOf, type Calculator, type CalculatorResult, type Distribution } from '@/engine/core'

const key = (v: unknown) => JSON.stringify(v)

/** Counts of each outcome got by resolving every combination of faces (equal faces grouped, counts kept). */
export function countByResolve<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I): { total: number; counts: Map<string, number> } {
  const all = facesOf(calc.dice(input).map((d) => d.die))
  const counts = new Map<string, number>()
  for (const o of all.outcomes) {
    const k = key(calc.resolve(input, o.value).outcome)
    counts.set(k, (counts.get(k) ?? 0) + o.count)
  }
  return { total: all.total, counts }
}

export function countsOf<O>(d: Distribution<O>): Map<string, number> {
  return new Map(d.outcomes.map((o) => [key(o.value), o.count]))
}

export function countOf<O>(d: Distribution<O>, value: O): number {
  return d.outcomes.find((o) => key(o.value) === key(value))?.count ?? 0
}

/** The distribution sums exactly, matches the count by resolve, and follows the printed order. */
export function expectAgreesWithResolve<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I): void {
  const d = calc.distribution(input)
  const { total, counts } = countByResolve(calc, input)
  expect(d.total).toBe(total)
  expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(d.total)
  expect(Object.fromEntries(countsOf(d))).toEqual(Object.fromEntries(counts))
  const order = calc.outcomes(input).map(key)
  const positions = d.outcomes.map((o) => order.indexOf(key(o.value)))
  expect(positions.every((p) => p >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
}

/** The error `f` throws; fails the test when it throws none. */
export function errorOf<E = Error>(f: () => unknown): E {
  try {
    f()
  } catch (e) {
    return e as E
  }
  throw new Error('no error')
}
