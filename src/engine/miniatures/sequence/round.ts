import { SPECIAL_CARDS } from '../../boardgame/cards'
import { firstToOrder } from '../../boardgame/orderFirst'
import { kindOf } from './kind'
import { cardAllows, sectorsFit } from '../../boardgame/sequence/cardAllows'
import type { MiniState, Sector, Side } from './types'

// seed 000, 4.1 and 5.0: six rounds an hour (six cards a hand), six hours.
export const ROUNDS = 6
export const HOURS = 6

export const other = (s: Side): Side => (s === 'a' ? 'b' : 'a')
const isSpecial = (id: string) => SPECIAL_CARDS.some((c) => c.id === id)
const SECTORS: readonly Sector[] = ['left', 'centre', 'right']

/** Units of `side` able to carry out the card it played (seed 000, 5.1 step 2), at most the card's count. */
export function unitsAble(s: MiniState, side: Side): number {
  const p = s.played[side]
  if (!p) return 0
  const c = cardAllows(p.as)
  const mine = Object.values(s.units).filter((u) => u.side === side && !u.out && c.kinds.includes(kindOf(u.type)!))
  const inSectors = (list: readonly Sector[]) => mine.filter((u) => u.sector === null || list.includes(u.sector)).length
  const groups: Sector[][] = c.sectors === 'one' ? SECTORS.map((x) => [x])
    : c.sectors === 'two adjacent' ? [['left', 'centre'], ['centre', 'right']]
      : c.sectors === 'any' ? [[...SECTORS]] : [[c.sectors]]
  // Stryker disable next-line MethodExpression: the groups are built to fit the card's sectors; the filter states it
  const able = Math.max(...groups.filter((g) => sectorsFit(c.sectors, g)).map(inSectors))
  // Stryker disable next-line ConditionalExpression: no count is read off an 'all' card (the screen offers it for 'card' only)
  const cap = typeof c.count === 'number' ? c.count : c.count === 'card' ? s.allow[side] ?? able : able
  return Math.min(able, cap)
}

/** Who gives the first order this round once both have played; null before. */
export function firstThisRound(s: MiniState): Side | null {
  const { a, b } = s.played
  if (!a || !b) return null
  const fr = s.french
  const card = (side: Side) => ({ unitsAble: unitsAble(s, side), special: isSpecial(s.played[side]!.card) })
  const { first } = firstToOrder(card(fr), card(other(fr)))
  return first === 'french' ? fr : other(fr)
}

/** How many orders the side's card gives: read off the card, printed in the text, or every unit able; null when unknown. */
export function allowance(s: MiniState, side: Side): number | null {
  const p = s.played[side]
  if (!p) return null
  const count = s.allow[side] ?? cardAllows(p.as).count
  return count === 'all' ? unitsAble(s, side) : count === 'card' ? null : count
}

/** The side has given all its orders: said so, or reached what its card gives. */
export function sideDone(s: MiniState, side: Side): boolean {
  if (!s.played[side]) return false
  const allow = allowance(s, side)
  return s.done[side] || (allow !== null && s.orders[side] >= allow)
}

export const roundOver = (s: MiniState): boolean => sideDone(s, 'a') && sideDone(s, 'b')
/** Both hands exhausted: six rounds played to the end (seed 000, 4.1). */
export const hourOver = (s: MiniState): boolean => s.hour === 0 || (s.round >= ROUNDS && roundOver(s))

/** Whose turn it is to give an order (alternating one unit at a time, 5.1 step 2), or null when nobody's. */
export function toOrder(s: MiniState): Side | null {
  const first = firstThisRound(s)
  if (!first || roundOver(s)) return null
  if (s.last === null) return sideDone(s, first) ? other(first) : first
  const next = other(s.last)
  return sideDone(s, next) ? s.last : next
}
