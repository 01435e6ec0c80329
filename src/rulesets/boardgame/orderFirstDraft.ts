import { firstToOrder, orderSequence } from '@/engine/boardgame/orderFirst'
import type { CardSide } from '@/engine/boardgame/cards'
import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import { effectiveActions } from '@/model/fold'
import type { Action, BattleState, SideId } from '@/model/types'
import { card, cardName, cardState } from '@/rulesets/boardgame/cards/cardState'
import { frenchSideOf } from '@/rulesets/boardgame/cards/deckView'
import { sideName } from './unitState'

/** The two cards of the round just played (both sides have played and the round has moved on), or null. */
export function roundCards(state: BattleState): { french: string; allied: string; hour: number; round: number; frenchSide: SideId } | null {
  const c = cardState(state)
  if (!c || c.hour === 0 || c.playedThisRound.length || c.round === 1) return null
  const frenchSide = frenchSideOf(state)
  const f = c.last[frenchSide]
  const a = c.last[frenchSide === 'a' ? 'b' : 'a']
  return f && a ? { french: f.card, allied: a.card, hour: c.hour, round: c.round - 1, frenchSide } : null
}

/** seed 000, 5.1 step 2: who gives the first order this round, logged so the players see it and can undo it. */
export function orderFirstDraft(state: BattleState, frenchAble: number, alliedAble: number): ActionDraft {
  const r = roundCards(state)
  check(r !== null, 'not-allowed-together', 'cards', 'Both players play a card first (5.1 step 1).')
  const special = (id: string) => card(id)?.kind === 'special'
  const { first, working } = firstToOrder({ unitsAble: frenchAble, special: special(r.french) }, { unitsAble: alliedAble, special: special(r.allied) })
  const side: SideId = first === 'french' ? r.frenchSide : r.frenchSide === 'a' ? 'b' : 'a'
  const name = sideName(state, side)
  return {
    kind: 'cards.first', by: side,
    label: `Hour ${r.hour}, round ${r.round}: ${name} gives the first order (${cardName(r.french)} / ${cardName(r.allied)})`,
    ops: [],
    detail: { hour: r.hour, round: r.round, first, frenchAble, alliedAble, working: working.map((w) => w.label) },
  }
}

/** Whether who orders first has been logged for this round already (an undone log line does not count). */
export function orderFirstLogged(actions: readonly Action[], hour: number, round: number): boolean {
  return effectiveActions(actions).some((a) => a.kind === 'cards.first' && a.detail?.hour === hour && a.detail.round === round)
}

/**
 * 5.1 step 2, said for the table: after the first order the players alternate one unit at a time until
 * both have given all their orders ("French, Allies, French, Allies, Allies").
 */
export function sayOrderSequence(first: CardSide, frenchOrders: number, alliedOrders: number): string {
  return orderSequence(first, frenchOrders, alliedOrders).map((s) => (s === 'french' ? 'French' : 'Allies')).join(', ')
}
