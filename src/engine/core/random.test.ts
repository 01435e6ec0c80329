import { afterEach, describe, expect, it, vi } from 'vitest'
import { customDie, D6 } from './dice'
import { cryptoRandom, roll, rollAll, seededRandom, shuffle, type RandomSource } from './random'

/** A source that answers from a script, recording every range it was asked for. */
function scripted(values: readonly number[]): RandomSource & { asked: number[] } {
  const asked: number[] = []
  let next = 0
  return {
    asked,
    int(n) {
      asked.push(n)
      const v = values[next++]
      if (v === undefined || v < 0 || v >= n) throw new Error(`script has no value in [0, ${n}) at draw ${next}`)
      return v
    },
  }
}

/** Feeds crypto.getRandomValues the given 32-bit words, one per call. */
function cryptoGives(words: readonly number[]) {
  let next = 0
  return vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array) array[0] = words[next++]!
    return array
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

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

  it('crypto int rejects exactly the words at or above the last whole multiple of n (3·2^30 for n = 3·2^30)', () => {
    const n = 3 * 2 ** 30
    // 3·2^30 is the first rejected word; 3·2^30 − 1 is the last accepted one.
    const spy = cryptoGives([n, 2 ** 32 - 1, n - 1])
    expect(cryptoRandom().int(n)).toBe(n - 1)
    expect(spy).toHaveBeenCalledTimes(3)
    cryptoGives([7])
    expect(cryptoRandom().int(6)).toBe(1)
  })

  it('crypto int takes every range from 1 to 2^32 and refuses the rest', () => {
    cryptoGives([2 ** 32 - 1, 5])
    expect(cryptoRandom().int(2 ** 32)).toBe(2 ** 32 - 1)
    expect(cryptoRandom().int(1)).toBe(0)
    const rng = cryptoRandom()
    expect(() => rng.int(0)).toThrow('int(n) needs 1 ≤ n ≤ 2^32, got 0')
    expect(() => rng.int(-1)).toThrow(RangeError)
    expect(() => rng.int(1.5)).toThrow(RangeError)
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError)
  })

  it('seeded source is mulberry32: seed 1 gives 2693262067, 11749833, 2265367787 over 2^32', () => {
    const rng = seededRandom(1)
    expect([rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)]).toEqual([2693262067, 11749833, 2265367787])
    // Scaled, not taken modulo: the first word of seed 1 is 0.627… of the range.
    expect(seededRandom(1).int(10)).toBe(6)
    expect(seededRandom(2 ** 32 + 1).int(2 ** 32)).toBe(2693262067)
  })

  it('roll reads the face at the drawn index; rollAll rolls each die in order', () => {
    const flags = customDie('flag', 'flag die', ['French', 'English', 'Prussian'])
    const rng = scripted([2, 0, 5])
    expect(roll(flags, rng)).toBe('Prussian')
    expect(rollAll<string | number>([flags, D6], rng)).toEqual(['French', 6])
    expect(rng.asked).toEqual([3, 3, 6])
  })

  it('shuffle keeps every card and is repeatable with a seeded source', () => {
    const cards = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    const once = shuffle(cards, seededRandom(42))
    expect([...once].sort()).toEqual(cards)
    expect(shuffle(cards, seededRandom(42))).toEqual(once)
    expect(cards).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
  })

  it('shuffle is exactly uniform: over every value the source can give, each of the 24 orders of 4 cards comes up once', () => {
    // Fisher–Yates asks for int(4), int(3), int(2): 4·3·2 = 24 equally likely answers, one per order.
    const deck = ['a', 'b', 'c', 'd']
    const seen = new Map<string, number>()
    for (let x = 0; x < 4; x++)
      for (let y = 0; y < 3; y++)
        for (let z = 0; z < 2; z++) {
          const rng = scripted([x, y, z])
          const order = shuffle(deck, rng).join('')
          expect(rng.asked).toEqual([4, 3, 2])
          seen.set(order, (seen.get(order) ?? 0) + 1)
        }
    expect(seen.size).toBe(24)
    expect([...seen.values()].every((count) => count === 1)).toBe(true)
  })

  it('shuffle of 3 cards by hand: answers (0, 0) give b c a, and each of the 6 answer pairs its own order', () => {
    // i = 2: swap out[2] with out[x]; i = 1: swap out[1] with out[y].
    const order = (x: number, y: number) => shuffle(['a', 'b', 'c'], scripted([x, y])).join('')
    expect([order(0, 0), order(0, 1), order(1, 0), order(1, 1), order(2, 0), order(2, 1)]).toEqual([
      'bca',
      'cba',
      'cab',
      'acb',
      'bac',
      'abc',
    ])
    expect(shuffle([], scripted([]))).toEqual([])
    expect(shuffle(['only'], scripted([]))).toEqual(['only'])
  })
})
