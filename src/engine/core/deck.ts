/**
 * A deck of cards as plain data, the shape every ruleset's cards take: the engine deals and turns
 * them, the battle model stores them. It lives here so the engine depends on nothing outside it.
 */

/** The two sides of a battle. */
export type SideId = 'a' | 'b'

/** Draw pile (top first), cards turned, and cards in a hand (for rulesets that deal). */
export interface Deck {
  readonly owner: SideId | 'shared'
  readonly drawPile: readonly string[]
  readonly turned: readonly string[]
  /** Cards in a hand (command cards dealt each hour), for rulesets that deal. */
  readonly hand?: readonly string[]
}
