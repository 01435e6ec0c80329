import { check, type WorkingLine } from '../core'
import type { CardSide } from './cards'
import { rule000 } from './refs'

/** One player's card this round, as 5.1 weighs it. */
export interface PlayedCard {
  /** Units able to carry out the orders on the played card. */
  readonly unitsAble: number
  /** A special order card. */
  readonly special?: boolean
}

const RULE = rule000('5.1 Battle Rounds')
const NAME: Record<CardSide, string> = { french: 'French', allied: 'Allied' }

/**
 * seed 000, 5.1 step 2: "The player with more units that are able to carry out the orders on the played card gives the
 * first order. If there is a tie, the French player goes first. However, if one player plays a special order card, he
 * goes first. If both players play a special order card, the movement priority is determined as described above."
 */
export function firstToOrder(french: PlayedCard, allied: PlayedCard): { first: CardSide; working: readonly WorkingLine[] } {
  for (const [field, c] of [['french.unitsAble', french], ['allied.unitsAble', allied]] as const) {
    check(Number.isInteger(c.unitsAble) && c.unitsAble >= 0, 'out-of-range', field, `${field}: a whole number of units, 0 or more (got ${String(c.unitsAble).slice(0, 100)}).`)
  }
  const count = { label: `units able to obey: French ${french.unitsAble}, Allied ${allied.unitsAble}`, value: french.unitsAble - allied.unitsAble, rule: RULE }
  if (Boolean(french.special) !== Boolean(allied.special)) {
    const first: CardSide = french.special ? 'french' : 'allied'
    return { first, working: [{ label: `${NAME[first]} played a special order card: goes first`, value: NAME[first], rule: RULE }] }
  }
  const both = french.special ? 'both played special order cards: ' : ''
  if (french.unitsAble === allied.unitsAble) {
    return { first: 'french', working: [count, { label: `${both}a tie: the French player goes first`, value: 'French', rule: RULE }] }
  }
  const first: CardSide = french.unitsAble > allied.unitsAble ? 'french' : 'allied'
  return { first, working: [count, { label: `${both}more units able: ${NAME[first]} gives the first order`, value: NAME[first], rule: RULE }] }
}

/** 5.1 step 2: after the first order, the players alternate one unit at a time until both have given all their orders. */
export function orderSequence(first: CardSide, frenchOrders: number, alliedOrders: number): CardSide[] {
  const left: Record<CardSide, number> = { french: frenchOrders, allied: alliedOrders }
  for (const side of ['french', 'allied'] as const) {
    check(Number.isInteger(left[side]) && left[side] >= 0, 'out-of-range', `${side}Orders`, `${side}Orders: a whole number 0 or more.`)
  }
  const out: CardSide[] = []
  let turn = first
  while (left.french + left.allied > 0) {
    if (left[turn] > 0) { out.push(turn); left[turn]-- }
    turn = turn === 'french' ? 'allied' : 'french'
  }
  return out
}
