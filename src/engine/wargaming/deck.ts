import { check, shuffle, type RandomSource, type ReferenceTable, type RuleRef } from '../core'
import type { Deck, SideId } from '../core/deck'

const SETUP: RuleRef = { seed: '004', section: 'Setting up the Deck' }
const CARDS: RuleRef = { seed: '004', section: 'The Cards' }

export type CardType = 'Infantry Move' | 'Cavalry Move' | 'Artillery Move' | 'Officer Casualties' | 'Command Indecision'

// seed 004, Setting up the Deck: three of each move card, one Officer Casualties card, and as many
// Command Indecision cards as the C-in-C's command indecision rating.
export const DECK_COMPOSITION: readonly { readonly cardType: CardType; readonly count: number | null }[] = [
  { cardType: 'Infantry Move', count: 3 },
  { cardType: 'Cavalry Move', count: 3 },
  { cardType: 'Artillery Move', count: 3 },
  { cardType: 'Officer Casualties', count: 1 },
  { cardType: 'Command Indecision', count: null },
]

const slug = (t: CardType) => t.toLowerCase().replace(/ /g, '-')
const TYPE_BY_SLUG = new Map(DECK_COMPOSITION.map((c) => [slug(c.cardType), c.cardType]))

/** The card type of an id such as 'cavalry-move-2' or 'command-indecision-5'. */
export function cardType(cardId: string): CardType {
  const t = TYPE_BY_SLUG.get(cardId.replace(/-\d+$/, ''))
  check(t !== undefined, 'unknown-value', 'card', `Unknown card "${cardId}".`)
  return t
}

export interface CardEffect {
  readonly cardType: CardType
  /** The arm that may move, fire or charge on this card, if any. */
  readonly arm: 'infantry' | 'cavalry' | 'artillery' | null
  /** Command Indecision: the initiative passes immediately to the other side. */
  readonly passesInitiative: boolean
  /** Officer Casualties: leaders within 50 yd of units with casualties this turn test. */
  readonly leaderCasualtyTests: boolean
  readonly rule: RuleRef
}

/** What a turned card does (seed 004, The Cards). */
export function cardEffect(cardId: string): CardEffect {
  const t = cardType(cardId)
  const arm = t === 'Infantry Move' ? 'infantry' : t === 'Cavalry Move' ? 'cavalry' : t === 'Artillery Move' ? 'artillery' : null
  return { cardType: t, arm, passesInitiative: t === 'Command Indecision', leaderCasualtyTests: t === 'Officer Casualties', rule: CARDS }
}

function count(value: number, field: string) {
  check(Number.isInteger(value) && value >= 0, 'out-of-range', field, `${field} must be a whole number ≥ 0, got ${value}.`)
}

/** A fresh deck in printed order (not shuffled): 3 + 3 + 3 + 1 + indecision cards. */
export function buildDeck(commandIndecision: number, extraIndecision = 0, owner: SideId | 'shared' = 'shared'): Deck {
  count(commandIndecision, 'commandIndecision')
  check(commandIndecision <= 6, 'out-of-range', 'commandIndecision', `commandIndecision is rated 0–6, got ${commandIndecision}.`)
  count(extraIndecision, 'extraIndecision')
  const drawPile = DECK_COMPOSITION.flatMap(({ cardType: t, count: n }) =>
    Array.from({ length: n ?? commandIndecision + extraIndecision }, (_, i) => `${slug(t)}-${i + 1}`),
  )
  return { owner, drawPile, turned: [] }
}

/** Shuffles the draw pile with the source passed in; cards already turned stay turned. */
export function shuffleDeck(deck: Deck, rng: RandomSource): Deck {
  return { ...deck, drawPile: shuffle(deck.drawPile, rng) }
}

/** Turns the top card. A used-up deck has ended the turn, so drawing from it is an error. */
export function drawCard(deck: Deck): { deck: Deck; card: string; effect: CardEffect } {
  const [card, ...rest] = deck.drawPile
  check(card !== undefined, 'out-of-range', 'drawPile', 'The deck is used up: the turn has ended (rules: End of Turn).')
  return { deck: { ...deck, drawPile: rest, turned: [...deck.turned, card] }, card, effect: cardEffect(card) }
}

/** Next turn: every card back in, `addIndecision` new Command Indecision cards added, reshuffled (rules: End of Turn). */
export function nextTurnDeck(deck: Deck, addIndecision: number, rng: RandomSource): Deck {
  count(addIndecision, 'addIndecision')
  const all = [...deck.drawPile, ...deck.turned]
  const prefix = `${slug('Command Indecision')}-`
  const highest = Math.max(0, ...all.filter((c) => c.startsWith(prefix)).map((c) => Number(c.slice(prefix.length))))
  const added = Array.from({ length: addIndecision }, (_, i) => `${prefix}${highest + i + 1}`)
  return { ...deck, drawPile: shuffle([...all, ...added], rng), turned: [] }
}

export const DECK_REFERENCE: ReferenceTable = {
  id: 'wargaming.deck',
  title: 'Deck (each side)',
  rule: SETUP,
  columns: ['Card', 'Number'],
  rows: DECK_COMPOSITION.map((c) => [c.cardType, c.count ?? 'C-in-C command indecision rating']),
}
