import { expect } from 'vitest'
import { facesOf, type Calculator, type CalculatorResult } from '../core'

/**
 * Test helper: the calculator's distribution sums exactly to its total, matches a count made by
 * resolving every face combination, and lists its outcomes in the printed order.
 */
export function expectAgreesWithResolve<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I): void {
  const d = calc.distribution(input)
  const dice = calc.dice(input).map((n) => n.die)
  const all = facesOf(dice)
  expect(d.total).toBe(all.total)
  expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(d.total)
  const counted = new Map<string, number>()
  for (const o of all.outcomes) {
    const k = JSON.stringify(calc.resolve(input, o.value).outcome)
    counted.set(k, (counted.get(k) ?? 0) + o.count)
  }
  expect(Object.fromEntries(d.outcomes.map((o) => [JSON.stringify(o.value), o.count]))).toEqual(Object.fromEntries(counted))
  const order = calc.outcomes(input).map((o) => JSON.stringify(o))
  const positions = d.outcomes.map((o) => order.indexOf(JSON.stringify(o.value)))
  expect(positions.every((p) => p >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
}
