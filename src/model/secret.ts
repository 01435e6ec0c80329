import type { Action, BattleSetup, BattleState, Deck, JsonRecord, Op, SideId } from './types'

/**
 * Hidden information on a shared battle (issue 25). An op on a deck a side owns (Deck.owner 'a' | 'b': a hand,
 * a draw pile) travels whole only in that side's document; the public log carries a masked copy: each card of
 * the draw pile and the hand is HIDDEN_CARD, with the same counts, while turned (played) cards stay as they
 * are. When a side's hand grew (cards drawn), the label says only what any player may know ("The French drew
 * 6 cards") and a detail that names a drawn card goes with the secret part. A phone with a side's part joins
 * it back (joinSecret); one without folds the masked copy, its state holding HIDDEN_CARD where the cards are.
 */

/** A card a phone may not see. */
export const HIDDEN_CARD = '?'

/** What of an action one side may see and the public may not: its whole ops by index, and the words they hide. */
export interface SecretPart {
  /** The side whose deck the ops change. */
  readonly side: SideId
  /** The ops as made, by their index in the action's ops. */
  readonly ops: Readonly<Record<string, Op>>
  /** Every side with a part of this action: the label and detail come back only with all of them (an umpire). */
  readonly sides: readonly SideId[]
  readonly label?: string
  readonly detail?: JsonRecord
}

export interface SplitAction {
  readonly public: Action
  readonly secrets: readonly SecretPart[]
}

const sideOf = (deck: Deck): SideId | null => (deck.owner === 'a' || deck.owner === 'b' ? deck.owner : null)
const hidden = (cards: readonly string[]) => cards.map(() => HIDDEN_CARD)

/** The deck as the public sees it: draw pile and hand hidden card for card, turned cards as they are. */
export function maskDeck(deck: Deck): Deck {
  return { ...deck, drawPile: hidden(deck.drawPile), ...(deck.hand ? { hand: hidden(deck.hand) } : {}) }
}

/** A side's name in the log's words: "The French", from its nationality (else its commander's name). */
function sideWords(setup: BattleSetup, side: SideId): string {
  const s = setup.sides[side === 'a' ? 0 : 1]
  return s.nationality ? `The ${s.nationality}` : s.name
}

/**
 * An action split into its public copy and each side's secret part. `state`: the battle before the action (to
 * count the cards each side drew). An action with no op on a side's deck is all public (no parts).
 */
export function splitSecret(action: Action, state: BattleState, setup: BattleSetup): SplitAction {
  const parts = new Map<SideId, Record<string, Op>>()
  const drawn = new Map<SideId, string[]>()
  const decks: Record<string, Deck> = { ...state.decks }
  const ops = action.ops.map((op, i) => {
    if (op.op !== 'deck.put') return op
    const side = sideOf(op.deck)
    const before = Object.hasOwn(decks, op.id) ? decks[op.id] : undefined
    decks[op.id] = op.deck
    if (!side) return op
    parts.set(side, { ...parts.get(side), [String(i)]: op })
    const had = [...(before?.hand ?? [])]
    const gained = (op.deck.hand ?? []).filter((card) => {
      const at = had.indexOf(card)
      if (at >= 0) had.splice(at, 1)
      return at < 0
    })
    if (gained.length) drawn.set(side, [...(drawn.get(side) ?? []), ...gained])
    return { ...op, deck: maskDeck(op.deck) }
  })
  if (!parts.size) return { public: action, secrets: [] }
  const sides = [...parts.keys()].sort()
  const cards = [...drawn.values()].flat()
  const hideDetail = action.detail !== undefined && cards.some((card) => JSON.stringify(action.detail).includes(JSON.stringify(card)))
  const label = drawn.size
    ? [...drawn].map(([side, c], i) => `${i ? sideWords(setup, side).replace(/^The /, 'the ') : sideWords(setup, side)} drew ${c.length} card${c.length === 1 ? '' : 's'}`).join('; ')
    : action.label
  const { detail: _, ...rest } = action
  const pub: Action = { ...(hideDetail ? rest : action), ops, label }
  const words = { ...(label !== action.label ? { label: action.label } : {}), ...(hideDetail ? { detail: action.detail } : {}) }
  return { public: pub, secrets: sides.map((side) => ({ side, ops: parts.get(side)!, sides, ...words })) }
}

/**
 * The action as this phone may see it: the public copy with the ops of each part given put back, and its own
 * label and detail when the parts of every side it hides are given. A part of another action (an op index the
 * action does not have) is ignored.
 */
export function joinSecret(pub: Action, parts: readonly SecretPart[]): Action {
  if (!parts.length) return pub
  const ops = [...pub.ops]
  for (const part of parts)
    for (const [at, op] of Object.entries(part.ops)) {
      const i = Number(at)
      if (Number.isInteger(i) && i >= 0 && i < ops.length && ops[i]!.op === op.op) ops[i] = op
    }
  const given = new Set(parts.map((p) => p.side))
  const all = parts.find((p) => p.sides.every((s) => given.has(s)))
  return { ...pub, ops, ...(all?.label !== undefined ? { label: all.label } : {}), ...(all?.detail !== undefined ? { detail: all.detail } : {}) }
}

/**
 * Why this phone may not make these ops, or null: a deck.put on a deck whose cards are hidden from it (the other
 * side's hand on a shared battle) would deal or play cards it cannot see. The umpire or that side's player does it.
 */
export function hiddenDeckProblem(state: BattleState, ops: readonly Op[]): string | null {
  for (const op of ops) {
    if (op.op !== 'deck.put') continue
    const now = Object.hasOwn(state.decks, op.id) ? state.decks[op.id] : undefined
    const cards = [...(now?.drawPile ?? []), ...(now?.hand ?? []), ...op.deck.drawPile, ...(op.deck.hand ?? []), ...op.deck.turned]
    if (!cards.includes(HIDDEN_CARD)) continue
    const side = sideOf(op.deck)
    return `${side ? `${sideWords(state.setup, side)} cards are` : 'These cards are'} hidden from this phone: the umpire or that side's player does this`
  }
  return null
}
