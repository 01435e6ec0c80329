import { check, type RuleRef } from '../core'
import type { Deck } from '../core/deck'
import type { CardType } from './deck'
import type { InitiativeOutcome } from './initiative'
import type { MoraleResultWord } from './tables/moraleTables'

const INITIATIVE: RuleRef = { seed: '004', section: 'Determining Initiative' }
export const END_OF_TURN_RULE: RuleRef = { seed: '004', section: 'End of Turn' }

/** Things that happen to the side holding the initiative. */
export type InitiativeEvent =
  | { readonly kind: 'morale'; readonly result: MoraleResultWord }
  | { readonly kind: 'melee'; readonly won: boolean }
  | { readonly kind: 'challenge'; readonly won: boolean }
  | { readonly kind: 'card'; readonly cardType: CardType }
  | { readonly kind: 'pass by choice' }

/**
 * seed 004, Determining Initiative: the initiative passes when a friendly unit loses a mêlée or gets
 * halt, retire, retreat or rout from a morale test, when a challenge is lost, on a Command Indecision
 * card, or when the player chooses to pass it.
 */
export function initiativePasses(event: InitiativeEvent): boolean {
  switch (event.kind) {
    case 'morale':
      return ['Halt', 'Retire', 'Retreat', 'Rout'].includes(event.result)
    case 'melee':
    case 'challenge':
      return !event.won
    case 'card':
      return event.cardType === 'Command Indecision'
    case 'pass by choice':
      return true
  }
}
export const INITIATIVE_PASSES_RULE = INITIATIVE

export type TurnEndReason = 'deck used up' | 'same D20 face in an initiative test'

/** seed 004, End of Turn: a deck used up, or both D20s the same in an initiative test ('turn ends'). */
export function turnEndReason(decks: readonly Deck[], lastInitiative?: InitiativeOutcome): TurnEndReason | null {
  if (decks.some((d) => d.drawPile.length === 0)) return 'deck used up'
  if (lastInitiative === 'turn ends') return 'same D20 face in an initiative test'
  return null
}

/**
 * seed 004, End of Turn: if the units destroyed or routed off the table outnumber the C-in-C's
 * leadership, add a Command Indecision card. RULES.md ruling: checked at every end of turn against
 * the running total, at most one card per turn (`alreadyAdded` = cards added this turn). The owner may
 * choose 'once per battle' instead (`alreadyAdded` = cards added so far in the battle).
 * Returns the number of cards to add now: 0 or 1.
 */
export function endOfTurnIndecision(
  routedOrDestroyedUnits: number,
  cInCLeadership: number,
  alreadyAdded = 0,
  scope: 'each turn' | 'once per battle' = 'each turn',
): 0 | 1 {
  check(Number.isInteger(routedOrDestroyedUnits) && routedOrDestroyedUnits >= 0, 'out-of-range', 'routedOrDestroyedUnits', `routedOrDestroyedUnits must be a whole number ≥ 0, got ${routedOrDestroyedUnits}.`)
  check(Number.isInteger(cInCLeadership) && cInCLeadership >= 0 && cInCLeadership <= 6, 'out-of-range', 'cInCLeadership', `cInCLeadership must be 0–6, got ${cInCLeadership}.`)
  check(Number.isInteger(alreadyAdded) && alreadyAdded >= 0, 'out-of-range', 'alreadyAdded', `alreadyAdded must be a whole number ≥ 0, got ${alreadyAdded}.`)
  check(scope === 'each turn' || scope === 'once per battle', 'unknown-value', 'scope', `Unknown scope "${scope}".`)
  return routedOrDestroyedUnits > cInCLeadership && alreadyAdded === 0 ? 1 : 0
}
