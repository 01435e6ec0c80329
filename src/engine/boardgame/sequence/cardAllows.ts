import { ORDER_CARDS, SPECIAL_CARDS } from '../cards'
import type { Kind, OrderKind, Sector } from './types'

/**
 * What a command card lets its player order (seed 000, 3.1, 3.2 and the Reference Sheet's card texts): one reading
 * for the boardgame and for the miniatures (seed 003 keeps seed 000's 72 cards and changes none of their texts; its
 * armies have no skirmishers, so the arm simply never occurs there).
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
// seed 000, Reference Sheet: each special order card's text, read once for every ruleset on seed 000.
const SPECIAL: Readonly<Record<string, Special>> = {
  // "All the infantry units in one sector can move 2 hexes and fight." Move and fight (fire or shock), with the
  // formation change 6.1 allows before moving; not a rally nor a skirmisher deployment, which are neither.
  'marce-forzate': { sectors: 'one', kinds: ['infantry'], count: 'all', orders: ['move', 'hold', 'square', 'leave-square', 'fire'], fightAfterTwo: true },
  // "All artillery can move twice or fire twice. However, they can’t both move and fire."
  bombardamento: { sectors: 'any', kinds: ['artillery'], count: 'all', orders: ['move', 'hold', 'fire'], twice: true },
  // "All the cavalry units in 2 adjacent sectors can move and shock.": move and shock only (cavalry forms no square).
  'grande-carica': { sectors: 'two adjacent', kinds: ['cavalry'], count: 'all', orders: ['move', 'hold', 'fire'] },
  // "All the generals can be given an order. If attached, the generals give 2 additional dice … If a unit is already
  // attached to a general, it will be able to move with the general": a general's orders (move, rally of 6.31.4, and
  // the fight of the unit he leads), which the unit moving with him shares; a square is no general's order.
  leadership: { sectors: 'any', kinds: ['general'], count: 'all', orders: ['move', 'hold', 'rally', 'fire'], leadership: true },
  // "Choose 1 unit. Roll 3 combat dice. For every symbol that matches the unit, it recovers 1 chip (but it never exceeds
  // its starting strength)": a unit of an arm the dice show (infantry, mounted trooper, cannon; 2.0). A general is no
  // unit (3.1: "any unit or general") and has no chips; garrisons and skirmishers are left out as the boardgame's
  // 6.1 reading of them has it (askOrder refuses their rally with this card's text).
  rally: { sectors: 'any', kinds: ['infantry', 'cavalry', 'artillery'], count: 1, orders: ['rally'] },
  // "All infantry, (skirmishers and garrisons too), and artillery in a sector can fire but they can’t move."
  'solo-fuoco': { sectors: 'one', kinds: ['infantry', 'skirmisher', 'garrison', 'artillery'], count: 'all', orders: ['hold', 'square', 'leave-square', 'fire'] },
  // "1 enemy infantry unit from anywhere is placed in a hex on his friendly map-edge": no unit of one's own is ordered.
  'senza-rifornimento': { sectors: 'any', kinds: [], count: 0, orders: [] },
}

/** Whether the card played is a special order card (seed 000, 3.2 and the card list: Counter-attack is one, whatever it mirrors). */
export const isSpecialCard = (id: string): boolean => SPECIAL_CARDS.some((c) => c.id === id)

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
