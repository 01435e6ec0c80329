import type { Die } from './dice'

/**
 * An exact probability distribution: each outcome with an integer count out of `total`.
 * Integer counts keep tests exact (no floating-point sums); `percent` is for people.
 */
export interface Outcome<T> {
  readonly value: T
  readonly count: number
}
export interface Distribution<T> {
  readonly total: number
  readonly outcomes: readonly Outcome<T>[]
}

/** Equal values share a key; JSON keeps the string '1' apart from the number 1. */
const keyOf = (value: unknown): string => JSON.stringify(value)

/** Merges outcomes with equal values (by JSON key), keeping first-seen order. */
export function merge<T>(total: number, outcomes: Iterable<Outcome<T>>): Distribution<T> {
  const byKey = new Map<string, { value: T; count: number }>()
  for (const o of outcomes) {
    const k = keyOf(o.value)
    const found = byKey.get(k)
    if (found) found.count += o.count
    else byKey.set(k, { value: o.value, count: o.count })
  }
  return { total, outcomes: [...byKey.values()] }
}

/** One die: each distinct face with how many faces show it. */
export function fromDie<F extends number | string>(die: Die<F>): Distribution<F> {
  return merge(die.faces.length, die.faces.map((value) => ({ value, count: 1 })))
}

/** A certain value. */
export function certain<T>(value: T): Distribution<T> {
  return { total: 1, outcomes: [{ value, count: 1 }] }
}

/** Maps every outcome; outcomes that map to equal values are merged. */
export function map<T, U>(d: Distribution<T>, f: (value: T) => U): Distribution<U> {
  return merge(d.total, d.outcomes.map((o) => ({ value: f(o.value), count: o.count })))
}

/** The joint distribution of two independent distributions combined by `f` (convolution when f adds). */
export function combine<A, B, C>(a: Distribution<A>, b: Distribution<B>, f: (a: A, b: B) => C): Distribution<C> {
  const out: Outcome<C>[] = []
  for (const x of a.outcomes) for (const y of b.outcomes) out.push({ value: f(x.value, y.value), count: x.count * y.count })
  return merge(a.total * b.total, out)
}

/** Sum of independent numeric distributions, by repeated convolution. */
export function sum(parts: readonly Distribution<number>[]): Distribution<number> {
  return parts.reduce<Distribution<number>>((acc, d) => combine(acc, d, (x, y) => x + y), certain(0))
}

/**
 * Every combination of faces of the given dice, grouped by distinct face values, with its count.
 * Feeding each combination to a calculator's `resolve` gives a distribution that agrees with
 * `resolve` by construction.
 */
export function facesOf<F extends number | string>(dice: readonly Die<F>[]): Distribution<F[]> {
  return dice.reduce<Distribution<F[]>>((acc, die) => combine(acc, fromDie(die), (xs, x) => [...xs, x]), certain([]))
}

/** The exact chance of the outcomes that satisfy `test`, as a count out of the total. */
export function chance<T>(d: Distribution<T>, test: (value: T) => boolean): { count: number; total: number } {
  let count = 0
  for (const o of d.outcomes) if (test(o.value)) count += o.count
  return { count, total: d.total }
}

/** Sorts outcomes into the printed order of a table; values not listed keep their relative order at the end. */
export function ordered<T>(d: Distribution<T>, order: readonly T[]): Distribution<T> {
  const rank = (v: T) => {
    const i = order.findIndex((o) => keyOf(o) === keyOf(v))
    return i < 0 ? order.length : i
  }
  return { total: d.total, outcomes: [...d.outcomes].sort((x, y) => rank(x.value) - rank(y.value)) }
}

/** A percentage for people: "64 %", "0.3 %", "<0.1 %". Exact values stay in the counts. */
export function percent(count: number, total: number): string {
  if (count === 0) return '0 %'
  if (count === total) return '100 %'
  const p = (100 * count) / total
  if (p < 0.1) return '<0.1 %'
  if (p > 99.9) return '>99.9 %'
  const tenths = `${Math.round(p * 10) / 10} %`
  // Stryker disable next-line EqualityOperator: at exactly 10 % whole and tenths both print "10 %".
  if (p < 10) return tenths
  // Whole percents from 10 %, except where rounding would show 100 % for a chance that is not certain.
  const whole = Math.round(p)
  return whole < 100 ? `${whole} %` : tenths
}
