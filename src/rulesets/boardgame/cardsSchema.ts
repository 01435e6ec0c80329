import * as v from 'valibot'
import { BOX_CARDS, CARDS_IN_BOX, MOST_CARDS_IN_A_DECK, MOST_HOURS, MOST_ROUND } from '@/engine/boardgame/bounds'
import { SCENARIOS } from '@/engine/boardgame/cards/deck'
import { issueMessage, quote } from '@/model/issues'
import { HIDDEN_CARD } from '@/model/secret'
import type { BattleState } from '@/model/types'

/**
 * The command-card game a `boardgame` or `miniatures` battle keeps (battle.cards and the decks cards-a,
 * cards-b; cards/cardState.ts) against seed 000's own bounds: hours 0–6, rounds 1–6 (7 while the next hour
 * waits for its deal), only cards of the 72 and no more of one than the box holds, 36 to a deck.
 */
const known = (id: string) => Object.hasOwn(CARDS_IN_BOX, id)
const cardId = v.pipe(v.string(), v.check(known, (i) => `no card ${JSON.stringify(quote(String(i.input)))} in the ${BOX_CARDS} command cards`))
const played = v.nullable(v.object({ card: cardId, actedAs: v.nullable(cardId) }))
const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

const CardsSchema = v.object({
  scenario: v.picklist(SCENARIOS),
  option: v.picklist([0, 1, 2]),
  mode: v.picklist(['app', 'physical']),
  hour: whole(0, MOST_HOURS),
  round: whole(1, MOST_ROUND),
  // Both sides played: the round moves on and the list empties (cardOps.playDraft).
  playedThisRound: v.pipe(v.array(v.picklist(['a', 'b'])), v.maxLength(1)),
  last: v.object({ a: played, b: played }),
})

const DECK_IDS: Readonly<Record<string, 'a' | 'b'>> = { 'cards-a': 'a', 'cards-b': 'b' }

/** The first card field outside seed 000's bounds, named ("battle.cards.hour: …", "decks.cards-a: …"), or null. */
export function cardsProblem(state: BattleState): string | null {
  if (state.battle.cards !== undefined) {
    const parsed = v.safeParse(CardsSchema, state.battle.cards)
    if (!parsed.success) return `battle.cards.${issueMessage(parsed.issues)}`
  }
  const inBoth = new Map<string, number>()
  for (const [id, deck] of Object.entries(state.decks)) {
    const at = `decks.${quote(id)}`
    const side = Object.hasOwn(DECK_IDS, id) ? DECK_IDS[id] : undefined
    if (!side) return `${at}: this game's decks are cards-a and cards-b (one per player, seed 000, 5.0)`
    if (deck.owner !== side) return `${at}.owner: expected "${side}", got ${JSON.stringify(quote(deck.owner))}`
    const cards = [...deck.drawPile, ...deck.turned, ...(deck.hand ?? [])]
    if (cards.length > MOST_CARDS_IN_A_DECK) return `${at}: ${cards.length} cards; a player's deck is at most ${MOST_CARDS_IN_A_DECK} (seed 000, 5.0)`
    for (const card of cards) {
      if (card === HIDDEN_CARD) continue // a card of the other side's deck on a shared battle (src/model/secret.ts)
      if (!known(card)) return `${at}: no card ${JSON.stringify(quote(card))} in the ${BOX_CARDS} command cards`
      const n = (inBoth.get(card) ?? 0) + 1
      if (n > CARDS_IN_BOX[card]!) return `${at}: more "${card}" cards than the box holds (${CARDS_IN_BOX[card]}, seed 000, Reference Sheet)`
      inBoth.set(card, n)
    }
  }
  return null
}
