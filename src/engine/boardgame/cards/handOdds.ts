import { check } from '../../core'
import { atLeastCount, binomial, falling, reduced, type ExactOdds } from './binomial'
import type { CardCounts, DeckComposition, RandomPart } from './composition'
import { CARDS_PER_HOUR, DECK_SIZE } from './deck'

export interface HandOddsInput {
  readonly composition: DeckComposition
  /** The side's own cards already seen (played in earlier hours), in any order. */
  readonly seen: readonly string[]
  /** The named card, e.g. 'grande-carica'. */
  readonly card: string
  /** At least this many of it in the hand about to be dealt. */
  readonly atLeast: number
}

const tally = (ids: readonly string[]): Record<string, number> => {
  const t: Record<string, number> = {}
  for (const id of ids) t[id] = (t[id] ?? 0) + 1
  return t
}

/** Polynomial product, coefficients as exact integers. */
function times(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  // Stryker disable next-line ArithmeticOperator: a longer array only adds zero coefficients, never read
  const out = Array<bigint>(a.length + b.length - 1).fill(0n)
  a.forEach((x, i) => b.forEach((y, j) => { out[i + j]! += x * y }))
  return out
}

/**
 * Weight of each number k of `card` this side drew from a random part, given the cards seen: the prior ways
 * C(pool, k) × (ways to deal the rest of the part) times the ways to have seen the seen cards from such a deck
 * (falling factorials, one per card id). Summing over the other ids with a polynomial keeps it exact and cheap.
 */
function weights(part: RandomPart, fixed: CardCounts, seen: CardCounts, card: string): bigint[] {
  const per = (id: string, j: number) => binomial(part.pool[id] ?? 0, j) * falling((fixed[id] ?? 0) + j, seen[id] ?? 0)
  const others = Object.keys(part.pool).filter((id) => id !== card)
    .reduce<bigint[]>((acc, id) => times(acc, Array.from({ length: part.pool[id]! + 1 }, (_, j) => per(id, j))), [1n])
  const mine = part.pool[card] ?? 0
  return Array.from({ length: mine + 1 }, (_, k) => per(card, k) * others[part.dealt - k]!)
}

/**
 * seed 000, 4.1: before an hour's deal, the exact chance that the 6 cards dealt hold at least `atLeast` of `card`.
 * The deck "may not be examined", so the odds use only what the player knows: the deck's make-up for the scenario and
 * option (fixed cards exact; the randomly dealt part weighed by how likely each count is, given the cards seen) and
 * the cards already played. The hand is then a hypergeometric draw of 6 from the 36 − seen cards still to be dealt.
 */
export function handOdds(input: HandOddsInput): ExactOdds {
  const { composition: c, card, atLeast } = input
  const seen = tally(input.seen)
  const s = input.seen.length
  check(s <= DECK_SIZE - CARDS_PER_HOUR && s % CARDS_PER_HOUR === 0, 'out-of-range', 'seen',
    `Before a deal the cards seen are whole hours of 6, at most 30 (got ${s}).`)
  check(Number.isInteger(atLeast) && atLeast >= 0, 'out-of-range', 'atLeast', `atLeast must be a whole number 0 or more, got ${atLeast}.`)
  const part = c.random.find((p) => (p.pool[card] ?? 0) > 0)
  for (const [id, n] of Object.entries(seen)) {
    const random = c.random.some((p) => id in p.pool)
    check(id in c.fixed || random, 'unknown-value', 'seen', `"${id.slice(0, 40)}" is not in this deck.`)
    check(random || n <= c.fixed[id]!, 'out-of-range', 'seen', `This deck holds ${c.fixed[id]} "${id}", not ${n}.`)
  }
  // One weight per possible count of the card in the deck (fixed + k); random parts without the card cancel out.
  const w = part ? weights(part, c.fixed, seen, card) : [falling(c.fixed[card] ?? 0, seen[card] ?? 0)]
  // Each random part must be able to hold the seen cards (weight over all its deals > 0); the card's own weights then are too.
  const consistent = c.random.every((p) => weights(p, c.fixed, seen, '')[0]! > 0n)
  check(consistent, 'out-of-range', 'seen', 'These seen cards cannot all come from this deck.')
  const unseen = DECK_SIZE - s
  let count = 0n
  let total = 0n
  w.forEach((weight, k) => {
    // left < 0 only where the weight is 0 (more seen than held), and then the binomials vanish too
    const left = (c.fixed[card] ?? 0) + k - (seen[card] ?? 0)
    count += weight * atLeastCount(unseen, left, CARDS_PER_HOUR, atLeast)
    total += weight * binomial(unseen, CARDS_PER_HOUR)
  })
  return reduced(count, total)
}

/** When the cards still to be dealt are known (e.g. the app shows its own deal): a plain hypergeometric draw of 6. */
export function handOddsKnown(drawPile: readonly string[], card: string, atLeast: number): ExactOdds {
  check(drawPile.length >= CARDS_PER_HOUR, 'out-of-range', 'drawPile', 'All six hours have been dealt: no hand is left to deal.')
  check(Number.isInteger(atLeast) && atLeast >= 0, 'out-of-range', 'atLeast', `atLeast must be a whole number 0 or more, got ${atLeast}.`)
  const marked = drawPile.filter((id) => id === card).length
  return reduced(atLeastCount(drawPile.length, marked, CARDS_PER_HOUR, atLeast), binomial(drawPile.length, CARDS_PER_HOUR))
}
