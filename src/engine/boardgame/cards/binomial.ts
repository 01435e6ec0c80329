/** n choose k as an exact integer (0 outside 0 ≤ k ≤ n). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n
  let r = 1n
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i) // C(n−k+i, i) after step i: exact
  return r
}

/** a·(a−1)·…·(a−b+1) for a ≥ 0: the ways to see b given cards in order from a of them (0 when a < b). */
export function falling(a: number, b: number): bigint {
  let r = 1n
  for (let i = 0; i < b; i++) r *= BigInt(a - i)
  return r
}

/** Greatest common divisor of two counts (never negative here). */
function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b]
  return a
}

/** An exact chance: count of total (total > 0), in lowest terms. */
export interface ExactOdds {
  readonly count: bigint
  readonly total: bigint
}
export function reduced(count: bigint, total: bigint): ExactOdds {
  const g = gcd(count, total)
  return { count: count / g, total: total / g }
}

/** Hypergeometric: ways to draw at least `atLeast` (≥ 0) of `marked` cards among `drawn` from `size` (binomials vanish past `marked`). */
export function atLeastCount(size: number, marked: number, drawn: number, atLeast: number): bigint {
  let count = 0n
  for (let j = atLeast; j <= drawn; j++) count += binomial(marked, j) * binomial(size - marked, drawn - j)
  return count
}
