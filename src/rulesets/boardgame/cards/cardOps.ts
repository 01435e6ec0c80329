import { counterAttackMirror } from '@/engine/boardgame/cards/counterAttack'
import { buildCommandDecks, HOURS, ROUNDS_PER_HOUR, type DealOption, type Scenario } from '@/engine/boardgame/cards/deck'
import { dealHour, playCard } from '@/engine/boardgame/cards/deckPlay'
import { check, type RandomSource } from '@/engine/core'
import type { BattleState, Op, SideId } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { cardName, cardsJson, cardState, deckId, deckOf, other, type CardState } from './cardState'
import { frenchSideOf } from './deckView'

const SCENARIO_NAMES: Record<Scenario, string> = { waterloo: 'Waterloo', ligny: 'Ligny', 'quatre-bras': 'Quatre Bras', hypothetical: 'a hypothetical battle' }
export const scenarioName = (s: Scenario) => SCENARIO_NAMES[s]

/** Each player's 36-card deck for the scenario (seed 000, Reference Sheet), stored as model Decks; French deck to the French side. */
export function decksDraft(state: BattleState, scenario: Scenario, option: 0 | DealOption, mode: CardState['mode'], rng: RandomSource): ActionDraft {
  const frenchSide = frenchSideOf(state)
  const owners = { french: frenchSide, allied: other(frenchSide) }
  const decks = buildCommandDecks(scenario, rng, option === 0 ? { owners } : { owners, option })
  const cards: CardState = { scenario, option, mode, hour: 0, round: 1, playedThisRound: [], last: { a: null, b: null } }
  const ops: Op[] = mode === 'app'
    ? [{ op: 'deck.put', id: deckId(owners.french), deck: decks.french }, { op: 'deck.put', id: deckId(owners.allied), deck: decks.allied }]
    : (['a', 'b'] as const).filter((s) => state.decks[deckId(s)]).map((s): Op => ({ op: 'deck.remove', id: deckId(s) }))
  const how = option === 0 ? '' : ` (option ${option})`
  return { kind: 'cards.decks', label: `Command cards for ${scenarioName(scenario)}${how}${mode === 'physical' ? ', physical decks' : ', 36 each'}`, ops: [...ops, { op: 'battle.patch', patch: { cards: cardsJson(cards) } }] }
}

function started(state: BattleState): CardState {
  const c = cardState(state)
  check(c !== null, 'missing-table', 'cards', 'Choose the scenario and make the decks first.')
  return c
}

/** seed 000, 4.1: six cards to each player for the next hour (both hands must be empty). */
export function dealDraft(state: BattleState): ActionDraft {
  const c = started(state)
  check(c.hour < HOURS, 'out-of-range', 'hour', `All ${HOURS} hours have been played: the battle is over (rules: 12.1).`)
  check(c.hour === 0 || c.round > ROUNDS_PER_HOUR, 'not-allowed-together', 'round', `Hour ${c.hour} still has rounds to play.`)
  const ops: Op[] = []
  if (c.mode === 'app') for (const side of ['a', 'b'] as const) ops.push({ op: 'deck.put', id: deckId(side), deck: dealHour(deckOf(state, side)!) })
  const next: CardState = { ...c, hour: c.hour + 1, round: 1, playedThisRound: [] }
  return { kind: 'cards.deal', label: `Hour ${next.hour}: six cards dealt to each player`, ops: [...ops, { op: 'battle.patch', patch: { cards: cardsJson(next) } }] }
}

/**
 * seed 000, 5.1: one card per player per round; the round ends when both have played, the hour after six rounds.
 * A counter-attack acts as the mirror of the opponent's card of the preceding round (seed 000, Contrattacco).
 */
export function playDraft(state: BattleState, side: SideId, cardId: string, preceding?: string | null): ActionDraft {
  const c = started(state)
  check(c.hour > 0, 'not-allowed-together', 'hour', 'Deal the first hour before playing a card.')
  check(c.round <= ROUNDS_PER_HOUR, 'not-allowed-together', 'round', `Hour ${c.hour} is over: deal the next hour.`)
  check(!c.playedThisRound.includes(side), 'not-allowed-together', 'side', `${state.setup.sides[side === 'a' ? 0 : 1].name} has already played a card this round.`)
  const opp = c.last[other(side)]
  check(cardId !== 'contrattacco' || opp !== null, 'unknown-value', 'lastOpponentCard', 'Counter-attack: the opponent has not played a card yet.')
  // The card of the preceding round as the sequence knows it (what it acted as), when the screen passes it: the
  // opponent's last card may be this round's already.
  const actedAs = cardId !== 'contrattacco' ? null : preceding ? counterAttackMirror(preceding) : opp ? counterAttackMirror(opp.card, opp.actedAs ?? undefined) : null
  const ops: Op[] = []
  const deck = deckOf(state, side)
  if (c.mode === 'app') ops.push({ op: 'deck.put', id: deckId(side), deck: playCard(deck!, cardId) })
  const both = c.playedThisRound.length === 1
  const next: CardState = {
    ...c, round: both ? c.round + 1 : c.round, playedThisRound: both ? [] : [side],
    last: { ...c.last, [side]: { card: cardId, actedAs } },
  }
  const name = state.setup.sides[side === 'a' ? 0 : 1].name
  const as = actedAs ? ` → acts as ${cardName(actedAs)}` : ''
  return {
    kind: 'cards.play', by: side, label: `Hour ${c.hour}, round ${c.round}: ${name} plays ${cardName(cardId)}${as}`,
    ops: [...ops, { op: 'battle.patch', patch: { cards: cardsJson(next) } }], detail: { card: cardId, actedAs, hour: c.hour, round: c.round },
  }
}
