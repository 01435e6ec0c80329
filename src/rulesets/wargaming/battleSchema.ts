import * as v from 'valibot'
import { RulesInputError } from '@/engine/core/errors'
import { deckCardProblem } from '@/engine/wargaming/bounds'
import { issueMessage, quote } from '@/model/issues'
import { HIDDEN_CARD } from '@/model/secret'
import type { BattleState, Unit } from '@/model/types'
import type { BattleCheck } from '@/rulesets/battleCheck'
import { checkUnitState } from './roster'
import type { WargamingUnitState } from './unitState'

/**
 * A `wargaming` battle against seed 004's bounds, beyond each field's shape: a unit's kind is its arm, its bases,
 * damage and factors are what the Roster itself allows (roster.ts checkUnitState, the book's basing limits set aside
 * as an edit sets them aside), its command is a leader of this battle; the turn is 1 or more, the initiative a side,
 * and the two decks (one per side) hold only the deck's cards, once each.
 */
export function wargamingUnitProblem(state: BattleState, unit: Unit): string | null {
  const at = `units.${quote(unit.id)}`
  const commandId = unit.state.commandId
  if (typeof commandId === 'string') {
    const leader = Object.hasOwn(state.units, commandId) ? state.units[commandId] : undefined
    if (!leader || leader.kind !== 'leader' || commandId === unit.id) return `${at}.state.commandId: no leader "${quote(commandId)}" in this battle`
  }
  if (unit.kind === 'leader') return null
  const s = unit.state as WargamingUnitState
  if (unit.kind !== s.arm) return `${at}.kind: "${quote(unit.kind)}" disagrees with its state's arm "${s.arm}"`
  try {
    checkUnitState(s, false)
  } catch (e) {
    if (e instanceof RulesInputError) return `${at}.state.${e.field}: ${quote(e.message, 300)}`
    throw e
  }
  return null
}

const BattleBounds = v.object({
  turn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  initiative: v.optional(v.nullable(v.picklist(['a', 'b']))),
  weather: v.optional(v.nullable(v.picklist(['fine', 'rain', 'snow']))),
  weatherSinceTurn: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  deckMode: v.optional(v.picklist(['app', 'physical'])),
  indecisionAdded: v.optional(v.record(v.picklist(['a', 'b']), v.pipe(v.number(), v.integer(), v.minValue(0)))),
})

export function wargamingBattleProblem(state: BattleState): string | null {
  const parsed = v.safeParse(BattleBounds, state.battle)
  if (!parsed.success) return `battle.${issueMessage(parsed.issues)}`
  for (const [id, deck] of Object.entries(state.decks)) {
    const at = `decks.${quote(id)}`
    if (id !== 'a' && id !== 'b') return `${at}: the decks are one per side, "a" and "b" (seed 004, Setting up the Deck)`
    if (deck.owner !== id) return `${at}.owner: expected "${id}", got ${JSON.stringify(quote(deck.owner))}`
    const seen = new Set<string>()
    for (const card of [...deck.drawPile, ...deck.turned, ...(deck.hand ?? [])]) {
      if (card === HIDDEN_CARD) continue // a card of the other side's deck on a shared battle (src/model/secret.ts)
      const bad = deckCardProblem(card)
      if (bad) return `${at}: ${bad}`
      if (seen.has(card)) return `${at}: "${quote(card)}" twice (each card is in the deck once)`
      seen.add(card)
    }
  }
  return null
}

/** Found by src/rulesets/foldedStates.ts by file name: the manifest does not carry it (the battle list's first load). */
export const BATTLE_CHECK: BattleCheck = {
  ruleset: 'wargaming',
  check: (state, unit) => (unit ? wargamingUnitProblem(state, unit) : wargamingBattleProblem(state)),
}
