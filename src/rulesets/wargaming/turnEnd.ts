import type { ActionDraft } from '@/model/actionDraft'
import type { RandomSource } from '@/engine/core'
import { nextTurnDeck } from '@/engine/wargaming/deck'
import { turnEndReason } from '@/engine/wargaming/deckTurn'
import { endOfTurn } from '@/engine/wargaming/procedures'
import type { BattleState, Op, SideId } from '@/model/types'
import { withConsequences } from './consequenceOps'
import { cInCRating } from './turnInitiative'
import { leaderState, leadersOf, pendingTurnEnd, routedOrDestroyed, sideName, turnState, unitsOf, unitState } from './turnState'

const SIDES: readonly SideId[] = ['a', 'b']

/** Why the turn is over, or null (seed 004, End of Turn). */
export function turnOver(state: BattleState): string | null {
  return pendingTurnEnd(state) ?? turnEndReason(SIDES.flatMap((s) => (state.decks[s] ? [state.decks[s]] : [])))
}

/** seed 004, End of Turn (engine endOfTurn): indecision cards (ruling), reshuffle, per-turn casualties reset, minor wounds healed, turn + 1. */
export function endTurnDraft(state: BattleState, rng: RandomSource): ActionDraft {
  const ts = turnState(state)
  const reason = turnOver(state) ?? 'ended by the players'
  const scope = state.setup.rulings.indecisionScope === 'once per battle' ? 'once per battle' : 'each turn'
  const sideFacts = (s: SideId) => ({ routedOrDestroyed: routedOrDestroyed(state, s), leadership: state.decks[s] ? cInCRating(state, s, 'leadership') : 0, alreadyAdded: scope === 'once per battle' ? (ts.indecisionAdded[s] ?? 0) : 0 })
  const minorWounded = leadersOf(state).filter((l) => leaderState(l).status === 'minor wound').map((l) => l.id)
  const end = endOfTurn({ sides: { a: sideFacts('a'), b: sideFacts('b') }, scope, minorWounded })
  const added: Record<string, number> = { ...ts.indecisionAdded }
  const ops: Op[] = []
  const notes: string[] = []
  for (const s of SIDES) {
    const deck = state.decks[s]
    if (!deck) continue
    const add = end.indecision[s]
    if (add) notes.push(`${sideName(state, s)} +1 Command Indecision`)
    added[s] = (added[s] ?? 0) + add
    ops.push({ op: 'deck.put', id: s, deck: nextTurnDeck(deck, add, rng) })
  }
  for (const u of unitsOf(state)) if (unitState(u).casualtiesThisTurn !== 0) ops.push({ op: 'unit.patch', id: u.id, state: { casualtiesThisTurn: 0 } })
  ops.push({ op: 'battle.patch', patch: { turn: ts.turn + 1, turnEnds: null, indecisionAdded: added } })
  const label = `Turn ${ts.turn} ended (${reason})${notes.length ? `; ${notes.join(', ')}` : ''}; decks reshuffled`
  return withConsequences(state, { kind: 'turn.end', label, ops, by: 'umpire', detail: { reason, turn: ts.turn, scope } }, end)
}
