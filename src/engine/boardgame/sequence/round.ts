import { firstToOrder } from '../orderFirst'
import { cardAllows, isSpecialCard, type CardAllows } from './cardAllows'
import { kindOf as boardgameKind } from './kind'
import type { Kind, RoundState, RoundUnit, Sector, Side } from './types'

export type { RoundState, RoundUnit } from './types'

// seed 000, 4.1 and 5.0: six rounds an hour (six cards a hand), six hours.
export const ROUNDS = 6
export const HOURS = 6

export const other = (s: Side): Side => (s === 'a' ? 'b' : 'a')
const SECTORS: readonly Sector[] = ['left', 'centre', 'right']

/**
 * The battle round of seed 000 (5.1) over any ruleset's arms: `kindOf` reads a unit type as its arm (the boardgame's
 * unit types of 1.1, the miniatures' reference sheet of seed 003). Everything else is the same 72 cards and rounds.
 */
export function roundRules(kindOf: (type: string) => Kind | undefined) {
  /** The card the side plays this round, as it acts (a counter-attack as the card it mirrors). */
  const cardOf = (s: RoundState, side: Side): CardAllows => cardAllows(s.played[side]?.as ?? '')

  /** Whether the card orders this unit's arm: Leadership also moves a unit with its attached general. */
  function cardOrders(s: RoundState, u: RoundUnit): boolean {
    const c = cardOf(s, u.side)
    return c.kinds.includes(kindOf(u.type)!) || (c.leadership && u.general !== undefined && u.general !== '')
  }

  /** Units of `side` able to carry out the card it played (seed 000, 5.1 step 2), at most the card's count. */
  function unitsAble(s: RoundState, side: Side): number {
    const p = s.played[side]
    if (!p) return 0
    const c = cardAllows(p.as)
    const mine = Object.values(s.units).filter((u) => u.side === side && !u.out && cardOrders(s, u))
    const inSectors = (list: readonly Sector[]) => mine.filter((u) => u.sector === null || list.includes(u.sector)).length
    const groups: Sector[][] = c.sectors === 'one' ? SECTORS.map((x) => [x])
      : c.sectors === 'two adjacent' ? [['left', 'centre'], ['centre', 'right']]
        : c.sectors === 'any' ? [[...SECTORS]] : [[c.sectors]]
    const able = Math.max(...groups.map(inSectors))
    // Stryker disable next-line ConditionalExpression: no count is read off an 'all' card (the screen offers it for 'card' only)
    const cap = typeof c.count === 'number' ? c.count : c.count === 'card' ? s.allow[side] ?? able : able
    return Math.min(able, cap)
  }

  /**
   * Who gives the first order this round once both have played; null before (seed 000, 5.1 step 2: "if one player
   * plays a special order card, he goes first"). A Counter-attack is a special order card (3.2 and the card list),
   * whatever card it mirrors, so the card played is asked, not the card it acts as.
   */
  function firstThisRound(s: RoundState): Side | null {
    const { a, b } = s.played
    if (!a || !b) return null
    const fr = s.french
    const card = (side: Side) => ({ unitsAble: unitsAble(s, side), special: isSpecialCard(s.played[side]!.card) })
    const { first } = firstToOrder(card(fr), card(other(fr)))
    return first === 'french' ? fr : other(fr)
  }

  /** How many orders the side's card gives: read off the card, printed in the text, or every unit able; null when unknown. */
  function allowance(s: RoundState, side: Side): number | null {
    const p = s.played[side]
    if (!p) return null
    const count = s.allow[side] ?? cardAllows(p.as).count
    return count === 'all' ? unitsAble(s, side) : count === 'card' ? null : count
  }

  /** The side has given all its orders: said so, or reached what its card gives. */
  function sideDone(s: RoundState, side: Side): boolean {
    if (!s.played[side]) return false
    const allow = allowance(s, side)
    return s.done[side] || (allow !== null && s.orders[side] >= allow)
  }

  const roundOver = (s: RoundState): boolean => sideDone(s, 'a') && sideDone(s, 'b')
  /** Both hands exhausted: six rounds played to the end (seed 000, 4.1). */
  const hourOver = (s: RoundState): boolean => s.hour === 0 || (s.round >= ROUNDS && roundOver(s))

  /** Whose turn it is to give an order (alternating one unit at a time, 5.1 step 2), or null when nobody's. */
  function toOrder(s: RoundState): Side | null {
    const first = firstThisRound(s)
    if (!first || roundOver(s)) return null
    if (s.last === null) return sideDone(s, first) ? other(first) : first
    const next = other(s.last)
    return sideDone(s, next) ? s.last : next
  }

  return { cardOf, cardOrders, unitsAble, firstThisRound, allowance, sideDone, roundOver, hourOver, toOrder }
}
export type RoundRules = ReturnType<typeof roundRules>

export const { cardOf, cardOrders, unitsAble, firstThisRound, allowance, sideDone, roundOver, hourOver, toOrder } = roundRules(boardgameKind)
