import { check } from '../core'

/** One die's faces sorted three ways: hit, retreat flag, miss (counts of its 6 faces). */
export interface FaceSplit { readonly hit: number; readonly flag: number; readonly miss: number }

export interface PoolCount { readonly hits: number; readonly flags: number; readonly count: number }

function binomial(n: number, k: number): number {
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return r
}

/** The largest pool whose 6ⁿ combinations stay exact in a JavaScript number. */
export const MAX_EXACT_DICE = 20

/**
 * Exact counts of (hits, flags) for `n` dice by the multinomial n!/(H!F!M!)·hᴴ·fꜰ·mᴹ, out of (h+f+m)ⁿ — no 6ⁿ
 * enumeration, so a 10-die pool is 66 terms. Ordered by hits, then flags.
 */
export function poolCounts(n: number, split: FaceSplit): PoolCount[] {
  check(n <= MAX_EXACT_DICE, 'out-of-range', 'dice', `${n} dice: exact odds are counted up to ${MAX_EXACT_DICE} dice.`)
  const out: PoolCount[] = []
  for (let hits = 0; hits <= n; hits++) {
    for (let flags = 0; flags <= n - hits; flags++) {
      const miss = n - hits - flags
      const count = binomial(n, hits) * binomial(n - hits, flags) * split.hit ** hits * split.flag ** flags * split.miss ** miss
      if (count > 0) out.push({ hits, flags, count })
    }
  }
  return out
}
