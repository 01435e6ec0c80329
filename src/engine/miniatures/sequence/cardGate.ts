import { ALLOWED, forbidden, leftToPlayers, type Verdict } from '../../core/sequence'
import { cardAllows, sectorsFit } from '../../boardgame/sequence/cardAllows'
import { kindOf } from './kind'
import { other, toOrder } from './round'
import { check, no, RULES } from './rules'
import type { MiniState, OrderKind } from './types'

const cardSection = (special: boolean, name: string) => (special ? `seed 000, Reference Sheet: Special Order Cards, ${name}` : RULES.sector[0])

/**
 * Whether `unit` may take its first order of the round under the card its side played: both cards down, the card's
 * arms, sector and count, then whose turn it is (5.1 step 2). `what` is the order (or fire) it would be.
 * Whose turn is a warning the umpire may override, not a refusal: the text's alternation runs "until both players
 * have given all their orders", and how many orders an order card gives is printed on the card, not in the texts,
 * so the app cannot always know that the other player is done; reactions (9.3) also happen out of turn.
 */
export function cardGate(s: MiniState, unit: string, what: OrderKind | 'fire'): Verdict {
  const u = s.units[unit]!
  const mine = s.played[u.side]
  if (!mine) return no('onlyWhenOrdered')
  if (!s.played[other(u.side)]) return no('bothPlay')
  const c = cardAllows(mine.as)
  const section = cardSection(c.special, c.name)
  if (!c.kinds.includes(kindOf(u.type)!) || !c.orders.includes(what)) return forbidden(section, c.text)
  if (c.sectors !== 'any') {
    if (u.sector === null) return leftToPlayers(section, `${c.text} (this unit's sector is not noted)`)
    if (!sectorsFit(c.sectors, [...s.sectors[u.side], u.sector])) return forbidden(section, c.text)
  }
  const count = s.allow[u.side] ?? c.count
  // Stryker disable next-line ConditionalExpression: a count that is not a number ('card', 'all') compares false anyway
  if (typeof count === 'number' && s.orders[u.side] >= count) return forbidden(section, typeof c.count === 'number' ? c.text : RULES.count[1])
  if (s.done[u.side]) return no('allOrders')
  const turn = toOrder(s)
  // Stryker disable next-line ConditionalExpression: nobody's turn only once both sides are done, refused above
  return turn !== null && turn !== u.side ? check('alternate') : ALLOWED
}
