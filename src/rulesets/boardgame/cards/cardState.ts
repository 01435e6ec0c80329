import * as v from 'valibot'
import { SCENARIOS, type DealOption, type Scenario } from '@/engine/boardgame/cards/deck'
import { ORDER_CARDS, type CommandCard } from '@/engine/boardgame/cards/orderCards'
import { SPECIAL_CARDS } from '@/engine/boardgame/cards/specialCards'
import type { BattleState, Deck, JsonRecord, SideId } from '@/model/types'

/** The command-card game kept in the battle state under `cards` (seed 000, 4.1 and 5.1). */
export interface PlayedCard {
  card: string
  /** For a counter-attack: the card it acted as. */
  actedAs: string | null
}
export interface CardState {
  scenario: Scenario
  /** Optional 2-player distribution (seed 000, Reference Sheet), 0 = as printed for the scenarios. */
  option: 0 | DealOption
  /** 'app': the app deals and holds the hands; 'physical': the players say which card they played. */
  mode: 'app' | 'physical'
  /** Hours dealt so far (0 before the first deal), 1–6. */
  hour: number
  /** Round within the hour, 1–6. */
  round: number
  playedThisRound: SideId[]
  last: { a: PlayedCard | null; b: PlayedCard | null }
}

export const deckId = (side: SideId) => `cards-${side}`
export const other = (side: SideId): SideId => (side === 'a' ? 'b' : 'a')

const side = v.picklist(['a', 'b'] as const)
const played = v.nullable(v.object({ card: v.string(), actedAs: v.nullable(v.string()) }))
/** The card game as stored: read through this schema, so a damaged or foreign record reads as "no cards yet". */
const CardStateSchema = v.object({
  scenario: v.picklist(SCENARIOS),
  option: v.picklist([0, 1, 2] as const),
  mode: v.picklist(['app', 'physical'] as const),
  hour: v.pipe(v.number(), v.integer(), v.minValue(0)),
  round: v.pipe(v.number(), v.integer(), v.minValue(1)),
  playedThisRound: v.array(side),
  last: v.object({ a: played, b: played }),
}) satisfies v.GenericSchema<unknown, CardState>

export function cardState(state: BattleState): CardState | null {
  const parsed = v.safeParse(CardStateSchema, state.battle['cards'])
  return parsed.success ? parsed.output : null
}
export const cardsJson = (c: CardState) => JSON.parse(JSON.stringify(c)) as JsonRecord

export function deckOf(state: BattleState, side: SideId): Deck | null {
  return state.decks[deckId(side)] ?? null
}

const ALL: readonly CommandCard[] = [...ORDER_CARDS, ...SPECIAL_CARDS]
export const ALL_CARDS = ALL
export function card(id: string): CommandCard | undefined {
  return ALL.find((c) => c.id === id)
}
/** "Attacco dx (Attack on the Right flank)". */
export function cardName(id: string): string {
  const c = card(id)
  return c ? `${c.english} (${c.italian})` : id
}
