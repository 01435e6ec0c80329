import type { Die } from './dice'

/**
 * Where randomness comes from. The engine never reaches for one itself: a store passes one in,
 * so every roll and shuffle can be replayed from what was recorded.
 */
export interface RandomSource {
  /** A uniformly chosen integer in [0, n). */
  int(n: number): number
}

/** crypto.getRandomValues with rejection sampling, so no face is favoured by modulo bias. */
export function cryptoRandom(): RandomSource {
  const buf = new Uint32Array(1)
  return {
    int(n) {
      if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, got ${n}`)
      const limit = 2 ** 32 - (2 ** 32 % n)
      for (;;) {
        globalThis.crypto.getRandomValues(buf)
        const x = buf[0]!
        if (x < limit) return x % n
      }
    },
  }
}

/** A repeatable source for tests and benchmarks (mulberry32). Never used for play. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0
  return {
    int(n) {
      a = (a + 0x6d2b79f5) >>> 0
      let t = a
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      const x = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
      return Math.floor(x * n)
    },
  }
}

export function roll<F extends number | string>(die: Die<F>, rng: RandomSource): F {
  return die.faces[rng.int(die.faces.length)]!
}

export function rollAll<F extends number | string>(dice: readonly Die<F>[], rng: RandomSource): F[] {
  return dice.map((d) => roll(d, rng))
}

/** Fisher–Yates; returns a new array. */
export function shuffle<T>(items: readonly T[], rng: RandomSource): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
