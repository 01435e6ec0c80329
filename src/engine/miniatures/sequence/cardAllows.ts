import { ORDER_CARDS, SPECIAL_CARDS } from '../../boardgame/cards'
import type { Kind, OrderKind, Sector } from './types'

/**
 * What a command card lets its player order (seed 000, 3.1, 3.2 and the Reference Sheet's card texts), with no
 * miniatures-only assumption: the base game can read it the same way.
 * - `sectors`: the printed sector, 'any' (no sector printed), 'one' (any one sector), 'two adjacent';
 * - `kinds`: the arms it orders; `count`: 'card' (how many is printed on the card, not in the texts), 'all', or a number;
 * - `orders`: the orders it allows; `fireAfterTwo` (Forced March), `fireTwice` (Bombardment: move twice or fire twice).
 */
export interface CardAllows {
  readonly card: string
  readonly name: string
  readonly special: boolean
  readonly sectors: Sector | 'any' | 'one' | 'two adjacent'
  readonly kinds: readonly Kind[]
  readonly count: 'card' | 'all' | number
  readonly orders: readonly (OrderKind | 'fire')[]
  readonly fireAfterTwo: boolean
  readonly twice: boolean
  /** The card's own words, for a refusal. */
  readonly text: string
}

const EVERY: readonly Kind[] = ['infantry', 'cavalry', 'artillery', 'general', 'garrison']
const ALL_ORDERS: readonly (OrderKind | 'fire')[] = ['move', 'hold', 'square', 'leave-square', 'rally', 'fire']

type Special = Pick<CardAllows, 'sectors' | 'kinds' | 'count' | 'orders'> & Partial<Pick<CardAllows, 'fireAfterTwo' | 'twice'>>
const SPECIAL: Readonly<Record<string, Special>> = {
  'marce-forzate': { sectors: 'one', kinds: ['infantry'], count: 'all', orders: ALL_ORDERS, fireAfterTwo: true },
  bombardamento: { sectors: 'any', kinds: ['artillery'], count: 'all', orders: ['move', 'hold', 'fire'], twice: true },
  'grande-carica': { sectors: 'two adjacent', kinds: ['cavalry'], count: 'all', orders: ALL_ORDERS },
  leadership: { sectors: 'any', kinds: ['general'], count: 'all', orders: ALL_ORDERS },
  rally: { sectors: 'any', kinds: EVERY, count: 1, orders: ['rally'] },
  'solo-fuoco': { sectors: 'one', kinds: ['infantry', 'artillery', 'garrison'], count: 'all', orders: ['hold', 'square', 'leave-square', 'fire'] },
  'senza-rifornimento': { sectors: 'any', kinds: [], count: 0, orders: [] },
}

/** What `id` allows; a counter-attack is read as the card it acts as (pass that id). Unknown ids allow nothing. */
export function cardAllows(id: string): CardAllows {
  const order = ORDER_CARDS.find((c) => c.id === id)
  if (order) {
    return { card: id, name: order.english, special: false, sectors: order.sector ?? 'any', kinds: EVERY, count: 'card', orders: ALL_ORDERS, fireAfterTwo: false, twice: false, text: `${order.english}: any unit or general in the sector indicated` }
  }
  const special = SPECIAL_CARDS.find((c) => c.id === id)
  const s = SPECIAL[id]
  if (!special || !s) return { card: id, name: id, special: false, sectors: 'any', kinds: [], count: 0, orders: [], fireAfterTwo: false, twice: false, text: `${id}: not a command card` }
  return { card: id, name: special.english, special: true, fireAfterTwo: false, twice: false, ...s, text: `${special.english}: ${special.text ?? ''}` }
}

/** Whether `sectors` fit the card's sector rule ("The right and left flanks can not charge together"). */
export function sectorsFit(rule: CardAllows['sectors'], sectors: readonly Sector[]): boolean {
  const set = new Set(sectors)
  if (rule === 'any') return true
  if (rule === 'one') return set.size <= 1
  if (rule === 'two adjacent') return !(set.has('left') && set.has('right'))
  return [...set].every((s) => s === rule)
}
