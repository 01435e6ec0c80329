import { ALLOWED, forbidden, leftToPlayers, type Verdict } from '../../core/sequence'
import { sectorsFit } from './cardAllows'
import { cardOf, cardOrders, other, toOrder, type RoundRules } from './round'
import { check, no, RULES } from './rules'
import type { GateState, OrderKind } from './types'

/**
 * Whether `unit` may take its first order of the round under the card its side played: both cards down, the card's
 * arms, orders, sector and count, then whose turn it is (5.1 step 2). `what` is the order (or fire) it would be.
 * Whose turn is a warning the umpire may override, not a refusal: how many orders an order card gives is printed on
 * the card, not in the texts, so the app cannot always know that the other player is done.
 * `r` is the round over the ruleset's arms; `section` names where a special card's text stands.
 */
export function cardGateFor(r: Pick<RoundRules, 'cardOf' | 'cardOrders' | 'toOrder'>, section: (name: string) => string) {
  return function cardGate(s: GateState, unit: string, what: OrderKind | 'fire'): Verdict {
    const u = s.units[unit]!
    if (!s.played[u.side]) return no('onlyWhenOrdered')
    if (!s.played[other(u.side)]) return no('bothPlay')
    const c = r.cardOf(s, u.side)
    const where = c.special ? section(c.name) : RULES.sector[0]
    if (!r.cardOrders(s, u) || !c.orders.includes(what)) return forbidden(where, c.text)
    if (c.sectors !== 'any') {
      if (u.sector === null) return leftToPlayers(where, `${c.text} (this unit's sector is not noted)`)
      if (!sectorsFit(c.sectors, [...s.sectors[u.side], u.sector])) return forbidden(where, c.text)
    }
    const count = s.allow[u.side] ?? c.count
    // Stryker disable next-line ConditionalExpression: a count that is not a number ('card', 'all') compares false anyway
    if (typeof count === 'number' && s.orders[u.side] >= count) return forbidden(where, typeof c.count === 'number' ? c.text : RULES.count[1])
    if (s.done[u.side]) return no('allOrders')
    const turn = r.toOrder(s)
    // Stryker disable next-line ConditionalExpression: nobody's turn only once both sides are done, refused above
    return turn !== null && turn !== u.side ? check('alternate') : ALLOWED
  }
}

/** The boardgame's card gate: a special card's text stands on the Reference Sheet under its name. */
export const cardGate = cardGateFor({ cardOf, cardOrders, toOrder }, (name) => `seed 000, Reference Sheet: ${name}`)
