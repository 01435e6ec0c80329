import { ALLOWED, forbidden, leftToPlayers, type Verdict } from '../../core/sequence'
import { sectorsFit } from './cardAllows'
import { cardOf, cardOrders, other, toOrder } from './round'
import { check, no, RULES } from './rules'
import type { BgState, OrderKind } from './types'

const cardSection = (special: boolean, name: string) => (special ? `seed 000, Reference Sheet: ${name}` : RULES.sector[0])

/**
 * Whether `unit` may take its first order of the round under the card its side played: both cards down, the card's
 * arms, orders, sector and count, then whose turn it is (5.1 step 2). `what` is the order (or fire) it would be.
 */
export function cardGate(s: BgState, unit: string, what: OrderKind | 'fire'): Verdict {
  const u = s.units[unit]!
  if (!s.played[u.side]) return no('onlyWhenOrdered')
  if (!s.played[other(u.side)]) return no('bothPlay')
  const c = cardOf(s, u.side)
  const section = cardSection(c.special, c.name)
  if (!cardOrders(s, u) || !c.orders.includes(what)) return forbidden(section, c.text)
  if (c.sectors !== 'any') {
    if (u.sector === null) return leftToPlayers(section, `${c.text} (this unit's sector is not noted)`)
    if (!sectorsFit(c.sectors, [...s.sectors[u.side], u.sector])) return forbidden(section, c.text)
  }
  const count = s.allow[u.side] ?? c.count
  if (typeof count === 'number' && s.orders[u.side] >= count) return forbidden(section, typeof c.count === 'number' ? c.text : RULES.count[1])
  if (s.done[u.side]) return no('allOrders')
  const turn = toOrder(s)
  return turn !== null && turn !== u.side ? check('alternate') : ALLOWED
}
