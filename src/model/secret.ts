import { HIDDEN_CARD, isMaskedSecret, isSideSecret, maskSecret } from './sideSecret'
import type { Action, BattleSetup, BattleState, Deck, Json, JsonRecord, Op, SideId } from './types'

/**
 * Hidden information on a shared battle (issue 25). Two kinds, both owned by one side:
 * - an op on a deck a side owns (Deck.owner 'a' | 'b': a hand, a draw pile) travels whole only in that side's
 *   document; the public log carries a masked copy: each card of the draw pile and the hand is HIDDEN_CARD, with
 *   the same counts, while turned (played) cards stay as they are. When a side's hand grew (cards drawn), the
 *   label says only what any player may know ("The French drew 6 cards") and a detail that names a drawn card
 *   goes with the secret part;
 * - a battle.patch key whose value (or the value it was built on) is a SideSecret (src/model/sideSecret.ts: a
 *   side's orders) travels whole only in that side's document; the public copy holds it masked, the label is
 *   the action's `shown` words and the detail goes with the secret part.
 * A phone with a side's part joins it back (joinSecret); one without folds the masked copy.
 */

export { HIDDEN_CARD } from './sideSecret'

/** What of an action one side may see and the public may not: its ops by index, and the words they hide. */
export interface SecretPart {
  /** The side whose hidden information the ops change. */
  readonly side: SideId
  /** By their index in the action's ops: a deck.put as made; a battle.patch with only this side's secret keys. */
  readonly ops: Readonly<Record<string, Op>>
  /** Every side with a part of this action: the label and detail come back only with all of them (an umpire). */
  readonly sides: readonly SideId[]
  readonly label?: string
  readonly kind?: string
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

/** The side owning a secret value, if it is one and this phone has it whole. */
const secretSide = (x: Json | undefined): SideId | null => (isSideSecret(x) && !isMaskedSecret(x) ? x.secretOf : null)

/** A battle.patch with each secret value (written or built on) masked, and each side's keys of it, whole. */
function splitPatch(op: Extract<Op, { op: 'battle.patch' }>): { readonly op: Op; readonly bySide: Map<SideId, Op> } {
  const bySide = new Map<SideId, { patch: JsonRecord; was: JsonRecord }>()
  const mask = (record: JsonRecord, field: 'patch' | 'was'): JsonRecord => {
    const out: JsonRecord = {}
    for (const [key, value] of Object.entries(record)) {
      const side = secretSide(value)
      out[key] = side && isSideSecret(value) ? maskSecret(value) : value
      if (!side) continue
      const part = bySide.get(side) ?? { patch: {}, was: {} }
      part[field][key] = value
      bySide.set(side, part)
    }
    return out
  }
  const patch = mask(op.patch, 'patch')
  const was = op.was ? mask(op.was, 'was') : undefined
  if (!bySide.size) return { op, bySide: new Map() }
  const parts = new Map([...bySide].map(([side, p]) => [side, { op: 'battle.patch', patch: p.patch, ...(Object.keys(p.was).length ? { was: p.was } : {}) } as Op]))
  return { op: { op: 'battle.patch', patch, ...(was ? { was } : {}) }, bySide: parts }
}

/**
 * The keys of an action's detail that every phone folds, whatever it may see: the tests it owes and settles
 * (src/rulesets/owed.ts), its game-flow events and a rule overridden (src/rulesets/flow.ts). They stay in the
 * public copy when the rest of the detail is hidden, so the owed list and the sequence of play are the same on
 * every phone; the rulesets word them so that they name no hidden order. One naming a hidden card is hidden.
 */
const BOOKKEEPING = ['owes', 'settles', 'flow', 'override'] as const

function bookkeeping(detail: JsonRecord, cards: readonly string[]): JsonRecord | undefined {
  const out: JsonRecord = {}
  for (const key of BOOKKEEPING) {
    if (!Object.hasOwn(detail, key)) continue
    const text = JSON.stringify(detail[key])
    if (!cards.some((card) => text.includes(JSON.stringify(card)))) out[key] = detail[key]!
  }
  return Object.keys(out).length ? out : undefined
}

/**
 * An action split into its public copy and each side's secret part. `state`: the battle before the action (to
 * count the cards each side drew). An action with no hidden information is all public (no parts).
 */
export function splitSecret(action: Action, state: BattleState, setup: BattleSetup): SplitAction {
  const parts = new Map<SideId, Record<string, Op>>()
  const drawn = new Map<SideId, string[]>()
  let orders = false
  const decks: Record<string, Deck> = { ...state.decks }
  const add = (side: SideId, i: number, op: Op) => parts.set(side, { ...parts.get(side), [String(i)]: op })
  const ops = action.ops.map((op, i) => {
    if (op.op === 'battle.patch') {
      const split = splitPatch(op)
      for (const [side, part] of split.bySide) add(side, i, part)
      orders ||= split.bySide.size > 0
      return split.op
    }
    if (op.op !== 'deck.put') return op
    const side = sideOf(op.deck)
    const before = Object.hasOwn(decks, op.id) ? decks[op.id] : undefined
    decks[op.id] = op.deck
    if (!side) return op
    add(side, i, op)
    const had = [...(before?.hand ?? [])]
    const gained = (op.deck.hand ?? []).filter((card) => {
      const at = had.indexOf(card)
      if (at >= 0) had.splice(at, 1)
      return at < 0
    })
    if (gained.length) drawn.set(side, [...(drawn.get(side) ?? []), ...gained])
    return { ...op, deck: maskDeck(op.deck) }
  })
  // An action about a side's secret with no secret op of its own (the undo of an order) still hides its words.
  if (action.shown && !parts.has(action.shown.side)) parts.set(action.shown.side, {})
  if (!parts.size) return { public: action, secrets: [] }
  const sides = [...parts.keys()].sort()
  const cards = [...drawn.values()].flat()
  const wordsHidden = orders || action.shown !== undefined
  const hideDetail = action.detail !== undefined && (wordsHidden || cards.some((card) => JSON.stringify(action.detail).includes(JSON.stringify(card))))
  const label = action.shown
    ? action.shown.label
    : drawn.size
      ? [...drawn].map(([side, c], i) => `${i ? sideWords(setup, side).replace(/^The /, 'the ') : sideWords(setup, side)} drew ${c.length} card${c.length === 1 ? '' : 's'}`).join('; ')
      : orders ? (sides.length > 1 ? 'Both sides: hidden from each other' : `${sideWords(setup, sides[0]!)}: hidden from the other side`) : action.label
  const { detail: _, ...rest } = action
  const kept = hideDetail ? bookkeeping(action.detail!, cards) : undefined
  const kind = action.shown?.kind ?? action.kind
  const pub: Action = { ...(hideDetail ? rest : action), ...(kept ? { detail: kept } : {}), ops, label, kind }
  const words = { ...(label !== action.label ? { label: action.label } : {}), ...(kind !== action.kind ? { kind: action.kind } : {}), ...(hideDetail ? { detail: action.detail } : {}) }
  return { public: pub, secrets: sides.map((side) => ({ side, ops: parts.get(side)!, sides, ...words })) }
}

/** A public op with a side's part of it put back: a deck.put replaced, a battle.patch's secret keys written over. */
function joinOp(pub: Op, part: Op): Op {
  if (pub.op !== 'battle.patch' || part.op !== 'battle.patch') return part
  const was = pub.was || part.was ? { was: { ...pub.was, ...part.was } } : {}
  return { op: 'battle.patch', patch: { ...pub.patch, ...part.patch }, ...was }
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
      if (Number.isInteger(i) && i >= 0 && i < ops.length && ops[i]!.op === op.op) ops[i] = joinOp(ops[i]!, op)
    }
  const given = new Set(parts.map((p) => p.side))
  const all = parts.find((p) => p.sides.every((s) => given.has(s)))
  return { ...pub, ops, ...(all?.label !== undefined ? { label: all.label } : {}), ...(all?.kind !== undefined ? { kind: all.kind } : {}), ...(all?.detail !== undefined ? { detail: all.detail } : {}) }
}

/**
 * How much of an action this phone does not have: hidden cards and masked secrets in its ops, and hidden words.
 * Read from a merged log (not yet checked), so any shape gives a number.
 */
export function hiddenCount(action: Pick<Action, 'ops' | 'label' | 'shown'>): number {
  const masked = JSON.stringify(action.ops ?? null).split(JSON.stringify(HIDDEN_CARD)).length - 1
  const shown: unknown = action.shown
  const words = typeof shown === 'object' && shown !== null && (shown as { label?: unknown }).label === action.label
  return masked + (words ? 1 : 0)
}

const BY_OTHERS = "the umpire or that side's player does this"
const cardsHidden = (state: BattleState, side: SideId | null) => `${side ? `${sideWords(state.setup, side)} cards are` : 'These cards are'} hidden from this phone: ${BY_OTHERS}`

/**
 * Why this phone may not make these ops, or null: a deck.put on a deck whose cards are hidden from it (the other
 * side's hand on a shared battle) would deal or play cards it cannot see; a battle.patch over a value hidden from
 * it (the other side's orders) would write what it cannot read. The umpire or that side's player does it.
 */
export function hiddenDeckProblem(state: BattleState, ops: readonly Op[]): string | null {
  for (const op of ops) {
    if (op.op === 'battle.patch') {
      for (const [key, value] of Object.entries(op.patch)) {
        const now = Object.hasOwn(state.battle, key) ? state.battle[key] : undefined
        const masked = [now, value, op.was?.[key]].find(isMaskedSecret)
        if (masked !== undefined && isSideSecret(masked)) return `${sideWords(state.setup, masked.secretOf)} keep this hidden from this phone: ${BY_OTHERS}`
      }
      continue
    }
    if (op.op !== 'deck.put') continue
    const now = Object.hasOwn(state.decks, op.id) ? state.decks[op.id] : undefined
    const cards = [...(now?.drawPile ?? []), ...(now?.hand ?? []), ...op.deck.drawPile, ...(op.deck.hand ?? []), ...op.deck.turned]
    if (!cards.includes(HIDDEN_CARD)) continue
    return cardsHidden(state, sideOf(op.deck))
  }
  return null
}

/**
 * Why a phone that plays `side` may not make these ops, or null: a battle.patch writing the other side's secret
 * (giving the enemy's corps commanders their orders) is that side's or the umpire's to do.
 */
export function otherSideSecretProblem(setup: BattleSetup, ops: readonly Op[], side: SideId): string | null {
  for (const op of ops) {
    if (op.op !== 'battle.patch') continue
    const other = Object.values(op.patch).find((x) => isSideSecret(x) && x.secretOf !== side)
    if (other !== undefined && isSideSecret(other))
      return `This phone plays ${sideWords(setup, side).replace(/^The /, 'the ')}: ${sideWords(setup, other.secretOf).replace(/^The /, 'the ')} keep this hidden, so ${BY_OTHERS}`
  }
  return null
}
