import { check, type RandomSource } from '@/engine/core'
import { buildDeck, drawCard, nextTurnDeck, shuffleDeck, type CardType } from '@/engine/wargaming/deck'
import { endOfTurnIndecision, turnEndReason } from '@/engine/wargaming/deckTurn'
import type { InitiativeInput, InitiativeResult } from '@/engine/wargaming/initiative'
import { nationalityFactor } from '@/engine/wargaming/data/nationality'
import type { BattleState, Deck, DiceRecord, Op, SideId } from '@/model/types'
import { cInC, leaderState, otherSide, pendingTurnEnd, routedOrDestroyed, sideName, turnState, unitsOf, unitState, type Draft } from './turnState'

const SIDES: readonly SideId[] = ['a', 'b']

function cInCRating(state: BattleState, side: SideId, rating: 'leadership' | 'commandIndecision'): number {
  const c = cInC(state, side)
  check(c !== null, 'out-of-range', `${side}.cInC`, `${sideName(state, side)} has no C-in-C: add the army commander in the roster first.`)
  const v = leaderState(c).leadership === null ? null : leaderState(c)[rating]
  check(typeof v === 'number', 'missing-table', `${side}.cInC.${rating}`, `${c.name} has no ${rating} rating printed: enter it in the roster.`)
  return v
}

/** seed 004, Determining Initiative: each side's C-in-C leadership and nationality factor (ruling 10: year asked). */
export function initiativeInputFor(state: BattleState): InitiativeInput {
  const year = typeof state.setup.options.year === 'number' ? state.setup.options.year : undefined
  const side = (s: SideId) => ({ leadership: cInCRating(state, s, 'leadership'), nationalityFactor: nationalityFactor(state.setup.sides[s === 'a' ? 0 : 1].nationality, year) })
  return { a: side('a'), b: side('b') }
}

/** seed 004, Setting up the Deck: one deck per side ('a', 'b'), shuffled with the source passed in (app mode). */
export function decksDraft(state: BattleState, rng: RandomSource, mode: 'app' | 'physical'): Draft {
  const ops: Op[] = SIDES.map((s) => {
    const deck = buildDeck(cInCRating(state, s, 'commandIndecision'), 0, s)
    return { op: 'deck.put', id: s, deck: mode === 'app' ? shuffleDeck(deck, rng) : deck }
  })
  ops.push({ op: 'battle.patch', patch: { deckMode: mode, turn: turnState(state).turn } })
  const sizes = ops.flatMap((o) => (o.op === 'deck.put' ? [o.deck.drawPile.length] : []))
  return { kind: 'deck.build', label: `Decks built: ${sizes[0]} and ${sizes[1]} cards (${mode === 'app' ? 'shuffled by the app' : 'real cards'})`, ops, by: 'umpire' }
}

/** The result of an initiative test or challenge. 'roll again' cannot be applied; a natural tie ends the turn. */
export function initiativeDraft(state: BattleState, result: InitiativeResult, dice: DiceRecord, challenge: boolean): Draft {
  check(result.outcome !== 'roll again', 'out-of-range', 'outcome', 'Equal totals with different faces: roll again (ruling 9).')
  const t = `${result.totals.a}–${result.totals.b}`
  const detail = { totals: { a: result.totals.a, b: result.totals.b }, outcome: result.outcome }
  if (result.outcome === 'turn ends')
    return { kind: 'initiative.test', label: `Initiative test: both D20 the same (${t}): turn ${turnState(state).turn} ends`, ops: [{ op: 'battle.patch', patch: { turnEnds: 'same D20 face in an initiative test' } }], dice, detail }
  const winner: SideId = result.outcome === 'side a' ? 'a' : 'b'
  const held = turnState(state).initiative
  const what = challenge ? (held === winner ? 'keeps' : 'wins') : 'holds'
  return { kind: challenge ? 'initiative.challenge' : 'initiative.test', label: `${sideName(state, winner)} ${what} the initiative (${t})`, ops: [{ op: 'battle.patch', patch: { initiative: winner } }], by: winner, dice, detail }
}

export function passDraft(state: BattleState, why = 'by choice'): Draft {
  const from = turnState(state).initiative
  check(from !== null, 'out-of-range', 'initiative', 'Nobody holds the initiative yet: test for it first.')
  return { kind: 'initiative.pass', label: `${sideName(state, from)} passes the initiative (${why})`, ops: [{ op: 'battle.patch', patch: { initiative: otherSide(from) } }], by: from }
}

/** Turns the next card of the side holding the initiative; `told` = the card type the players turned over (physical deck). */
export function drawDraft(state: BattleState, told?: CardType): Draft {
  const side = turnState(state).initiative
  check(side !== null, 'out-of-range', 'initiative', 'Nobody holds the initiative yet: test for it first.')
  let deck = state.decks[side]
  check(deck !== undefined, 'out-of-range', 'deck', 'No decks yet: build them at battle start.')
  if (told) deck = toTop(deck, told)
  const { deck: after, card, effect } = drawCard(deck)
  const ops: Op[] = [{ op: 'deck.put', id: side, deck: after }]
  let label = `${sideName(state, side)} turned ${effect.cardType}`
  if (effect.passesInitiative) {
    ops.push({ op: 'battle.patch', patch: { initiative: otherSide(side) } })
    label += `: the initiative passes to ${sideName(state, otherSide(side))}`
  }
  if (after.drawPile.length === 0) label += ' (last card: the turn ends)'
  return { kind: 'deck.draw', label, ops, by: side, detail: { card, cardType: effect.cardType, left: after.drawPile.length } }
}

function toTop(deck: Deck, t: CardType): Deck {
  const slug = t.toLowerCase().replace(/ /g, '-') + '-'
  const i = deck.drawPile.findIndex((c) => c.startsWith(slug))
  check(i >= 0, 'out-of-range', 'card', `No ${t} card is left in this deck: check the card turned.`)
  return { ...deck, drawPile: [deck.drawPile[i]!, ...deck.drawPile.filter((_, j) => j !== i)] }
}

/** Why the turn is over, or null (seed 004, End of Turn). */
export function turnOver(state: BattleState): string | null {
  return pendingTurnEnd(state) ?? turnEndReason(SIDES.flatMap((s) => (state.decks[s] ? [state.decks[s]] : [])))
}

/** seed 004, End of Turn: indecision cards (ruling), reshuffle, per-turn casualties reset, turn + 1. */
export function endTurnDraft(state: BattleState, rng: RandomSource): Draft {
  const ts = turnState(state)
  const reason = turnOver(state) ?? 'ended by the players'
  const scope = state.setup.rulings.indecisionScope === 'once per battle' ? 'once per battle' : 'each turn'
  const added: Record<string, number> = { ...ts.indecisionAdded }
  const ops: Op[] = []
  const notes: string[] = []
  for (const s of SIDES) {
    const deck = state.decks[s]
    if (!deck) continue
    const already = scope === 'once per battle' ? (added[s] ?? 0) : 0
    const add = endOfTurnIndecision(routedOrDestroyed(state, s), cInCRating(state, s, 'leadership'), already, scope)
    if (add) notes.push(`${sideName(state, s)} +1 Command Indecision`)
    added[s] = (added[s] ?? 0) + add
    ops.push({ op: 'deck.put', id: s, deck: nextTurnDeck(deck, add, rng) })
  }
  for (const u of unitsOf(state)) if ((unitState(u).casualtiesThisTurn ?? 0) !== 0) ops.push({ op: 'unit.patch', id: u.id, state: { casualtiesThisTurn: 0 } })
  ops.push({ op: 'battle.patch', patch: { turn: ts.turn + 1, turnEnds: null, indecisionAdded: added } })
  const label = `Turn ${ts.turn} ended (${reason})${notes.length ? `; ${notes.join(', ')}` : ''}; decks reshuffled`
  return { kind: 'turn.end', label, ops, by: 'umpire', detail: { reason, turn: ts.turn, scope } }
}
