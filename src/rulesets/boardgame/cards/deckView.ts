import { percent } from '@/engine/core/distribution'
import { CARDS_PER_HOUR, deckComposition, handOdds, type CardSide, type DealOption, type DeckComposition, type Scenario } from '@/engine/boardgame/cards'
import type { BattleState, SideId } from '@/model/types'
import { card as cardOf, cardName, cardState, deckOf } from './cardState'
import { sideFlag } from './sideFlags'

/** The side that holds the French deck (seed 000, Reference Sheet): the side with the French flag, else side a. */
export function frenchSideOf(state: BattleState): SideId {
  return sideFlag(state, 'a') !== 'French' && sideFlag(state, 'b') === 'French' ? 'b' : 'a'
}
export const cardSideOf = (state: BattleState, side: SideId): CardSide => (frenchSideOf(state) === side ? 'french' : 'allied')

export interface MakeUpLine { readonly id: string; readonly name: string; readonly count: number }
export interface MakeUp { readonly fixed: readonly MakeUpLine[]; readonly random: readonly { readonly text: string; readonly dealt: number }[] }

/** A side's 36 cards for the scenario and option as the player reads them: the cards it surely holds, then the parts dealt at random. */
export function makeUp(scenario: Scenario, side: CardSide, option: 0 | DealOption): MakeUp {
  const c = deckComposition(scenario, side, option === 0 ? undefined : option)
  const fixed = Object.entries(c.fixed).map(([id, count]) => ({ id, name: cardName(id), count }))
  return { fixed, random: c.random.map((p) => ({ text: p.text, dealt: p.dealt })) }
}

/** Every card the deck can hold, for the odds picker. */
export function possibleCards(c: DeckComposition): MakeUpLine[] {
  const ids = new Set([...Object.keys(c.fixed), ...c.random.flatMap((p) => Object.keys(p.pool))])
  return [...ids].map((id) => ({ id, name: cardName(id), count: c.fixed[id] ?? 0 }))
}

/** "At least" how many of a card in a hand: 1 to the 6 cards a hand holds (seed 000, 4.1). */
export const AT_LEAST = { min: 1, max: CARDS_PER_HOUR } as const

/**
 * seed 000, 4.1: before the next hour's deal, the exact odds that `side`'s 6 cards hold at least `atLeast` of `card`,
 * from the deck's make-up and the cards that side has already played. Null when a deal is not due (cards still in hand)
 * or the played cards are not known (physical decks after the first hour).
 */
export function nextHandOdds(state: BattleState, side: SideId, card: string, atLeast: number): { text: string; count: number; total: number } | null {
  const c = cardState(state)
  if (!c || !cardOf(card) || !Number.isInteger(atLeast) || atLeast < AT_LEAST.min || atLeast > AT_LEAST.max) return null
  const deck = deckOf(state, side)
  const seen = c.hour === 0 ? [] : deck && (deck.hand ?? []).length === 0 ? [...deck.turned] : null
  if (seen === null || seen.length !== c.hour * 6 || c.hour >= 6) return null
  const odds = handOdds({ composition: deckComposition(c.scenario, cardSideOf(state, side), c.option === 0 ? undefined : c.option), seen, card, atLeast })
  const [count, total] = [Number(odds.count), Number(odds.total)]
  return { text: `${percent(count, total)} (${count} in ${total})`, count, total }
}
