import { describe, expect, it } from 'vitest'
import { D6 } from './dice'
import { cryptoRandom, rollAll, seededRandom, shuffle } from './random'

describe('random sources', () => {
  it('crypto rolls stay on the die and reach every face', () => {
    const rng = cryptoRandom()
    const seen = new Set<number>()
    for (let i = 0; i < 600; i++) {
      const f = rollAll([D6], rng)[0]!
      expect(D6.faces).toContain(f)
      seen.add(f)
    }
    expect(seen.size).toBe(6)
  })

  it('crypto int has no modulo bias for a range that does not divide 2^32 (rejection sampling)', () => {
    // With n = 3·2^30, plain modulo would make 0..2^30-1 twice as likely; rejection keeps them even.
    const rng = cryptoRandom()
    const n = 3 * 2 ** 30
    let low = 0
    const draws = 3000
    for (let i = 0; i < draws; i++) if (rng.int(n) < 2 ** 30) low++
    // Unbiased: about 1/3 (1000). Modulo bias would give about 1/2 (1500).
    expect(low).toBeGreaterThan(850)
    expect(low).toBeLessThan(1150)
  })

  it('shuffle keeps every card and is repeatable with a seeded source', () => {
    const cards = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    const once = shuffle(cards, seededRandom(42))
    expect([...once].sort()).toEqual(cards)
    expect(shuffle(cards, seededRandom(42))).toEqual(once)
    expect(cards).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
  })
})
