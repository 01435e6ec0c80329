import type { ActionDraft } from '@/model/actionDraft'
import { check, type RandomSource } from '@/engine/core'
import { buildDeck, drawCard, shuffleDeck, type CardType } from '@/engine/wargaming/deck'
import { dueOnCard } from '@/engine/wargaming/sequence'
import type { Action, BattleState, Deck, Op, SideId } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { withOwes } from '@/rulesets/owed'
import { owedSpecs } from './consequenceOps'
import { seqOf } from './sequence'
import { unitsWithCasualties } from './applyLeader'
import { cInCRating } from './turnInitiative'
import { officerOwed } from './turnOwed'
import { otherSide, sideName, turnState } from './turnState'

const SIDES: readonly SideId[] = ['a', 'b']

/** seed 004, Setting up the Deck: one deck per side ('a', 'b'), shuffled with the source passed in (app mode). */
export function decksDraft(state: BattleState, rng: RandomSource, mode: 'app' | 'physical'): ActionDraft {
  const ops: Op[] = SIDES.map((s) => {
    const deck = buildDeck(cInCRating(state, s, 'commandIndecision'), 0, s)
    return { op: 'deck.put', id: s, deck: mode === 'app' ? shuffleDeck(deck, rng) : deck }
  })
  ops.push({ op: 'battle.patch', patch: { deckMode: mode, turn: turnState(state).turn } })
  const sizes = ops.flatMap((o) => (o.op === 'deck.put' ? [o.deck.drawPile.length] : []))
  return { kind: 'deck.build', label: `Decks built: ${sizes[0]} and ${sizes[1]} cards (${mode === 'app' ? 'shuffled by the app' : 'real cards'})`, ops, by: 'umpire' }
}

/**
 * Turns the next card of the side holding the initiative; `told` = the card type the players turned over
 * (physical deck). The card is a flow event; retreating and routing units of that arm now owe their test.
 */
export function drawDraft(state: BattleState, told?: CardType, log: readonly Action[] = []): ActionDraft {
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
  // seed 004, Officer Casualties: leaders near each unit with casualties this turn test; each unit's tests stay owed.
  const owes = effect.cardType === 'Officer Casualties' ? unitsWithCasualties(state).map((u) => officerOwed(u, u.state.casualtiesThisTurn as number)) : []
  // seed 004, Morale: Rallying — "test morale in the next friendly movement phase for that troop type".
  const due = owedSpecs(state, dueOnCard(seqOf(state, log), side, effect.cardType).filter((o) => o.unitIds.every((id) => state.units[id]?.state.status === 'active')))
  const draft = withOwes({ kind: 'deck.draw', label, ops, by: side, detail: { card, cardType: effect.cardType, left: after.drawPile.length } }, [...owes, ...due])
  return withFlow(draft, [{ e: 'card', side, card: effect.cardType, left: after.drawPile.length }])
}

function toTop(deck: Deck, t: CardType): Deck {
  const slug = t.toLowerCase().replace(/ /g, '-') + '-'
  const i = deck.drawPile.findIndex((c) => c.startsWith(slug))
  check(i >= 0, 'out-of-range', 'card', `No ${t} card is left in this deck: check the card turned.`)
  return { ...deck, drawPile: [deck.drawPile[i]!, ...deck.drawPile.filter((_, j) => j !== i)] }
}

