import { check, shuffle, type Deck, type RandomSource, type SideId } from '../../core'
import { ORDER_CARDS, type CommandCard } from './orderCards'
import { SPECIAL_CARDS, SPECIAL_DEAL, type CardSide } from './specialCards'

export type Scenario = 'waterloo' | 'ligny' | 'quatre-bras' | 'hypothetical'
export const SCENARIOS: readonly Scenario[] = ['waterloo', 'ligny', 'quatre-bras', 'hypothetical']
/** Optional card distribution for 2-player games (seed 000, Reference Sheet); undefined = as printed for the scenarios. */
export type DealOption = 1 | 2

// seed 000, 4.1 Length of the Battle and 5.0: 36 cards each, 6 per hour, 6 rounds per hour, up to 6 hours.
export const DECK_SIZE = 36
export const CARDS_PER_HOUR = 6
export const ROUNDS_PER_HOUR = 6
export const HOURS = 6
export const ORDER_CARDS_EACH = 24

const all = (cards: readonly CommandCard[]) => cards.flatMap((c) => Array<string>(c.count).fill(c.id))
const each = (ids: readonly string[], n: number) => ids.flatMap((id) => Array<string>(n).fill(id))
function without(pool: readonly string[], taken: readonly string[]): string[] {
  const rest = [...pool]
  for (const id of taken) rest.splice(rest.indexOf(id), 1)
  return rest
}
/** Deals a shuffled pool alternately, French first; each side gets half. */
function dealEqually(pool: readonly string[], rng: RandomSource): Record<CardSide, string[]> {
  const mixed = shuffle(pool, rng)
  return { french: mixed.filter((_, i) => i % 2 === 0), allied: mixed.filter((_, i) => i % 2 === 1) }
}

// seed 000, Reference Sheet, OPTION 2: "1 each of the assault cards and 2 each of the attack and probe cards for each board segment".
const OPTION_2_ASSAULT = ['assalto-dx', 'assalto-sx', 'assalto-centrale']
const OPTION_2_TWO_EACH = ['attacco-dx', 'attacco-sx', 'attacco-centrale', 'sondaggio-dx', 'sondaggio-sx', 'sondaggio-centrale']

/** Which 36 cards each player receives (unshuffled): 24 order cards and 12 special cards. */
export function dealCommandCards(scenario: Scenario, rng: RandomSource, option?: DealOption): Record<CardSide, string[]> {
  check(SCENARIOS.includes(scenario), 'unknown-value', 'scenario', `Unknown scenario "${String(scenario)}" (${SCENARIOS.join(', ')}).`)
  check(option === undefined || option === 1 || option === 2, 'unknown-value', 'option', `Card distribution option is 1 or 2, not ${String(option)}.`)
  let orders: Record<CardSide, string[]>
  if (option === 2) {
    const fixed = [...each(OPTION_2_ASSAULT, 1), ...each(OPTION_2_TWO_EACH, 2)]
    const odd = dealEqually(without(all(ORDER_CARDS), [...fixed, ...fixed]), rng)
    orders = { french: [...fixed, ...odd.french], allied: [...fixed, ...odd.allied] }
  } else {
    orders = dealEqually(all(ORDER_CARDS), rng) // "Shuffle and deal 24 order cards to every player."
  }
  let specials: Record<CardSide, string[]>
  if (option === 1) {
    // "Give each player 1 of each type of special command card (8 cards). Shuffle the remaining 8 odd cards and deal 4 to each"
    const one = SPECIAL_CARDS.map((c) => c.id)
    const odd = dealEqually(without(all(SPECIAL_CARDS), [...one, ...one]), rng)
    specials = { french: [...one, ...odd.french], allied: [...one, ...odd.allied] }
  } else {
    const bySide = (side: CardSide) => Object.entries(SPECIAL_DEAL[side]).flatMap(([id, n]) => Array<string>(n).fill(id))
    specials = { french: bySide('french'), allied: bySide('allied') }
  }
  return { french: [...orders.french, ...specials.french], allied: [...orders.allied, ...specials.allied] }
}

export interface DeckOptions {
  readonly option?: DealOption
  /** Which battle side holds each deck; French = 'a' unless told. */
  readonly owners?: Readonly<Record<CardSide, SideId>>
}

/** Both players' shuffled 36-card decks from one deal (the order cards are shared out between them). */
export function buildCommandDecks(scenario: Scenario, rng: RandomSource, options: DeckOptions = {}): Record<CardSide, Deck> {
  const dealt = dealCommandCards(scenario, rng, options.option)
  const owners = options.owners ?? { french: 'a', allied: 'b' }
  const deck = (side: CardSide): Deck => ({ owner: owners[side], drawPile: shuffle(dealt[side], rng), turned: [], hand: [] })
  return { french: deck('french'), allied: deck('allied') }
}

/** One side's deck from a full deal; when both sides play from the app use `buildCommandDecks` once. */
export function buildCommandDeck(scenario: Scenario, side: CardSide, rng: RandomSource, option?: DealOption): Deck {
  return buildCommandDecks(scenario, rng, { option })[side]
}
