import { check, type RuleRef } from '../../core'
import { SCENARIOS, type DealOption, type Scenario } from './deck'
import { ORDER_CARDS, type CommandCard } from './orderCards'
import { base } from './refs'
import { SPECIAL_CARDS, SPECIAL_DEAL, type CardSide } from './specialCards'

/** Card id → how many. */
export type CardCounts = Readonly<Record<string, number>>

/** A shared pool shuffled and dealt out between the two players: this side receives `dealt` of its cards at random. */
export interface RandomPart {
  /** The text that deals it, as printed. */
  readonly text: string
  readonly pool: CardCounts
  readonly dealt: number
}

/**
 * What one side's 36-card deck is made of for a scenario and deal option: the cards it surely holds (`fixed`) and
 * the parts dealt at random from a pool shared with the other side (`random`), as data rather than one random deal.
 */
export interface DeckComposition {
  readonly scenario: Scenario
  readonly side: CardSide
  readonly option?: DealOption
  readonly size: number
  readonly fixed: CardCounts
  readonly random: readonly RandomPart[]
  readonly rule: RuleRef
}

const countsOf = (cards: readonly CommandCard[], n?: number): Record<string, number> =>
  Object.fromEntries(cards.map((c) => [c.id, n ?? c.count]))
function minus(a: CardCounts, b: CardCounts): Record<string, number> {
  return Object.fromEntries(Object.entries(a).map(([id, n]) => [id, n - (b[id] ?? 0)]).filter(([, n]) => (n as number) > 0))
}
function plus(a: CardCounts, b: CardCounts): Record<string, number> {
  const out: Record<string, number> = { ...a }
  for (const [id, n] of Object.entries(b)) out[id] = (out[id] ?? 0) + n
  return out
}

const ALL_ORDERS = countsOf(ORDER_CARDS)
const ALL_SPECIALS = countsOf(SPECIAL_CARDS)
const SHUFFLE_ORDERS: RandomPart = { text: 'Shuffle and deal 24 order cards to every player.', pool: ALL_ORDERS, dealt: 24 }
// OPTION 1: "Give each player 1 of each type of special command card (8 cards)."
const ONE_OF_EACH_SPECIAL = countsOf(SPECIAL_CARDS, 1)
// OPTION 2: "1 each of the assault cards and 2 each of the attack and probe cards for each board segment".
const OPTION_2_ORDERS: CardCounts = {
  'assalto-dx': 1, 'assalto-sx': 1, 'assalto-centrale': 1,
  'attacco-dx': 2, 'attacco-sx': 2, 'attacco-centrale': 2, 'sondaggio-dx': 2, 'sondaggio-sx': 2, 'sondaggio-centrale': 2,
}

/**
 * seed 000, Reference Sheet. As printed for the scenarios: 24 of the 48 order cards at random, the side's special
 * cards fixed (French 2-2-2-2-1-1-1-1, Allied the reverse). OPTION 1: 1 of each special card fixed, and 4 of "the
 * remaining 8 odd cards" (one of each type) at random; order cards as printed. OPTION 2: the 15 order cards it names
 * fixed, and half of the 18 "remaining odd cards together with the skirmish cards" (one more of each attack, one more
 * Probe in the Centre, 5 Coordinated Attacks, 9 skirmish) at random; special cards as printed. Hypothetical battles
 * ("Distribute the command cards as indicated on 'reference sheet'", 13.4) use the scenario split unless an option
 * is chosen; OPTION 1 is "not recommended for set scenarios", which suggests it for hypothetical battles.
 */
export function deckComposition(scenario: Scenario, side: CardSide, option?: DealOption): DeckComposition {
  check(SCENARIOS.includes(scenario), 'unknown-value', 'scenario', `Unknown scenario "${String(scenario)}" (${SCENARIOS.join(', ')}).`)
  check(side === 'french' || side === 'allied', 'unknown-value', 'side', `The card sides are french and allied, not "${String(side)}".`)
  check(option === undefined || option === 1 || option === 2, 'unknown-value', 'option', `Card distribution option is 1 or 2, not ${String(option)}.`)
  const rule = base(option ? `Reference Sheet: Optional Card Distribution Rules, OPTION ${option}` : 'Reference Sheet: 72 Command Cards')
  const common = { scenario, side, size: 36, rule, ...(option ? { option } : {}) }
  if (option === 1) {
    const odd = { text: 'Shuffle the remaining 8 odd cards and deal 4 to each player at random.', pool: minus(ALL_SPECIALS, plus(ONE_OF_EACH_SPECIAL, ONE_OF_EACH_SPECIAL)), dealt: 4 }
    return { ...common, fixed: ONE_OF_EACH_SPECIAL, random: [SHUFFLE_ORDERS, odd] }
  }
  if (option === 2) {
    const odd = { text: 'Shuffle the remaining odd cards together with the skirmish cards and deal those out equally to each player.', pool: minus(ALL_ORDERS, plus(OPTION_2_ORDERS, OPTION_2_ORDERS)), dealt: 9 }
    return { ...common, fixed: plus(OPTION_2_ORDERS, SPECIAL_DEAL[side]), random: [odd] }
  }
  return { ...common, fixed: SPECIAL_DEAL[side], random: [SHUFFLE_ORDERS] }
}

/** Both sides' compositions for a battle's scenario and option. */
export function deckCompositions(scenario: Scenario, option?: DealOption): Record<CardSide, DeckComposition> {
  return { french: deckComposition(scenario, 'french', option), allied: deckComposition(scenario, 'allied', option) }
}

/** The fewest and most of one card the deck can hold: "Grand Charge 2", "Attack on the Right flank 0–5". */
export function cardRange(c: DeckComposition, card: string): { readonly min: number; readonly max: number } {
  const min = c.fixed[card] ?? 0
  return { min, max: min + c.random.reduce((n, p) => n + (p.pool[card] ?? 0), 0) } // no pool holds more of a card than it deals
}
