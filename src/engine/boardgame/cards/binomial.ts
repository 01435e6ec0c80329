/** n choose k as an exact integer (0 outside 0 ≤ k ≤ n). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n
  let r = 1n
  const m = Math.min(k, n - k)
  for (let i = 1; i <= m; i++) r = (r * BigInt(n - m + i)) / BigInt(i)
  return r
}

/** a·(a−1)·…·(a−b+1): the ways to see b given cards in order from a of them (0 when a < b). */
export function falling(a: number, b: number): bigint {
  let r = 1n
  for (let i = 0; i < b; i++) r *= BigInt(Math.max(0, a - i))
  return r
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b]
  return a < 0n ? -a : a
}

/** An exact chance: count of total, in lowest terms. */
export interface ExactOdds {
  readonly count: bigint
  readonly total: bigint
}
export function reduced(count: bigint, total: bigint): ExactOdds {
  const g = gcd(count, total) || 1n
  return { count: count / g, total: total / g }
}

/** Hypergeometric: P(at least `atLeast` of `marked` cards among `drawn` drawn from `size`), exactly, unreduced. */
export function atLeastCount(size: number, marked: number, drawn: number, atLeast: number): bigint {
  let count = 0n
  for (let j = Math.max(0, atLeast); j <= Math.min(marked, drawn); j++) count += binomial(marked, j) * binomial(size - marked, drawn - j)
  return count
}
