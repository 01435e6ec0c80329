import { ORDER_CARDS, SPECIAL_CARDS } from '../cards'
import type { Kind, OrderKind, Sector } from './types'

/**
 * What a command card lets its player order (seed 000, 3.1, 3.2 and the Reference Sheet's card texts); the logic
 * follows src/engine/miniatures/sequence/cardAllows.ts (seed 000 too), with the base game's arms.
 * - `sectors`: the printed sector, 'any' (no sector printed), 'one' (any one sector), 'two adjacent';
 * - `kinds`: the arms it orders; `count`: 'card' (printed on the card, not in the text), 'all', or a number;
 * - `orders`: the orders it allows; `fightAfterTwo` (Forced March), `twice` (Bombardment: move twice or fire twice).
 */
export interface CardAllows {
  readonly card: string
  readonly name: string
  readonly special: boolean
  readonly sectors: Sector | 'any' | 'one' | 'two adjacent'
  readonly kinds: readonly Kind[]
  readonly count: 'card' | 'all' | number
  readonly orders: readonly (OrderKind | 'fire')[]
  readonly fightAfterTwo: boolean
  readonly twice: boolean
  /** Attached generals give 2 dice instead of 1 (Leadership). */
  readonly leadership: boolean
  /** The card's own words, for the screen and a refusal. */
  readonly text: string
}

const EVERY: readonly Kind[] = ['infantry', 'cavalry', 'artillery', 'garrison', 'skirmisher', 'general']
const ALL_ORDERS: readonly (OrderKind | 'fire')[] = ['move', 'hold', 'square', 'leave-square', 'rally', 'skirmisher', 'fire']

type Special = Pick<CardAllows, 'sectors' | 'kinds' | 'count' | 'orders'> & Partial<Pick<CardAllows, 'fightAfterTwo' | 'twice' | 'leadership'>>
// seed 000, Reference Sheet: each special order card's text.
const SPECIAL: Readonly<Record<string, Special>> = {
  // "All the infantry units in one sector can move 2 hexes and fight."
  'marce-forzate': { sectors: 'one', kinds: ['infantry'], count: 'all', orders: ['move', 'hold', 'square', 'leave-square', 'fire'], fightAfterTwo: true },
  // "All artillery can move twice or fire twice. However, they can’t both move and fire."
  bombardamento: { sectors: 'any', kinds: ['artillery'], count: 'all', orders: ['move', 'hold', 'fire'], twice: true },
  // "All the cavalry units in 2 adjacent sectors can move and shock."
  'grande-carica': { sectors: 'two adjacent', kinds: ['cavalry'], count: 'all', orders: ['move', 'hold', 'fire'] },
  // "All the generals can be given an order. If attached, the generals give 2 additional dice … it will be able to move with the general"
  leadership: { sectors: 'any', kinds: ['general'], count: 'all', orders: ['move', 'hold', 'rally', 'fire'], leadership: true },
  // "Choose 1 unit. Roll 3 combat dice."
  rally: { sectors: 'any', kinds: ['infantry', 'cavalry', 'artillery'], count: 1, orders: ['rally'] },
  // "All infantry, (skirmishers and garrisons too), and artillery in a sector can fire but they can’t move."
  'solo-fuoco': { sectors: 'one', kinds: ['infantry', 'skirmisher', 'garrison', 'artillery'], count: 'all', orders: ['hold', 'square', 'leave-square', 'fire'] },
  // "1 enemy infantry unit from anywhere is placed in a hex on his friendly map-edge": no unit of one's own is ordered.
  'senza-rifornimento': { sectors: 'any', kinds: [], count: 0, orders: [] },
}

/** What `id` allows; a counter-attack is read as the card it acts as (pass that id). Unknown ids allow nothing. */
export function cardAllows(id: string): CardAllows {
  const order = ORDER_CARDS.find((c) => c.id === id)
  const none = { fightAfterTwo: false, twice: false, leadership: false }
  if (order) {
    const where = order.sector ? `the ${order.sector === 'centre' ? 'centre' : `${order.sector} flank`}` : 'any sector'
    return { card: id, name: order.english, special: false, sectors: order.sector ?? 'any', kinds: EVERY, count: 'card', orders: ALL_ORDERS, ...none,
      text: `${order.english}: move and/or fire any unit or general in ${where}; how many units is printed on the card` }
  }
  const special = SPECIAL_CARDS.find((c) => c.id === id)
  const s = SPECIAL[id]
  if (!special || !s) return { card: id, name: id, special: false, sectors: 'any', kinds: [], count: 0, orders: [], ...none, text: `${id}: not a command card` }
  return { card: id, name: special.english, special: true, ...none, ...s, text: `${special.english}: ${special.text ?? ''}` }
}

/** Whether `sectors` fit the card's sector rule ("The right and left flanks can not charge together"). */
export function sectorsFit(rule: CardAllows['sectors'], sectors: readonly Sector[]): boolean {
  const set = new Set(sectors)
  if (rule === 'any') return true
  if (rule === 'one') return set.size <= 1
  if (rule === 'two adjacent') return !(set.has('left') && set.has('right'))
  return [...set].every((s) => s === rule)
}
