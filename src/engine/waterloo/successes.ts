import { check, checkFace, D6, type Distribution } from '../core'

/**
 * seed 002, F-2g and F-4i: each die greater than the Target Number is a Success, each die equal to it a Partial
 * Success; 2 Partials = 1 Success, a lone Partial has no effect.
 */
export interface SuccessCount {
  readonly successes: number
  readonly partials: number
  /** Successes + whole pairs of Partials. */
  readonly total: number
}

/** Exact sums stay integers up to 6^20 (< 2^53), so one roll's dice (both sides of a combat) are at most 20. */
export const MAX_DICE = 20

export function countSuccesses(faces: readonly (number | string)[], targetNumber: number, field = 'dice'): SuccessCount {
  const read = faces.map((f, i) => checkFace(D6, f, `${field} ${i + 1}`))
  const successes = read.filter((f) => f > targetNumber).length
  const partials = read.filter((f) => f === targetNumber).length
  return { successes, partials, total: successes + Math.floor(partials / 2) }
}

/**
 * Exact distribution of the total Successes of `n` dice against `targetNumber`, die by die over states
 * (successes so far, one Partial waiting for its pair): at most 2(n+1) states, never 6ⁿ sequences.
 */
export function successDistribution(n: number, targetNumber: number): Distribution<number> {
  check(Number.isInteger(n) && n >= 0 && n <= MAX_DICE, 'out-of-range', 'dice', `At most ${MAX_DICE} dice in one roll for exact odds, not ${n}.`)
  const hit = 6 - targetNumber
  const miss = targetNumber - 1
  // state[s * 2 + pending]
  let state = [1, 0]
  for (let d = 0; d < n; d++) {
    const next = new Array<number>(state.length + 2).fill(0)
    for (let i = 0; i < state.length; i++) {
      const c = state[i]!
      if (c === 0) continue
      const s = i >> 1
      const pending = i & 1
      next[i] = next[i]! + c * miss
      next[(s + 1) * 2 + pending] = next[(s + 1) * 2 + pending]! + c * hit
      const pi = pending ? (s + 1) * 2 : s * 2 + 1
      next[pi] = next[pi]! + c
    }
    state = next
  }
  const bySuccess = new Map<number, number>()
  state.forEach((c, i) => { if (c) bySuccess.set(i >> 1, (bySuccess.get(i >> 1) ?? 0) + c) })
  return { total: 6 ** n, outcomes: [...bySuccess.entries()].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value, count })) }
}
