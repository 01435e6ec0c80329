/**
 * The base game's command cards (seed 000): the 72-card set, each scenario's and option's deal, the hourly hand and
 * the counter-attack mirror. Shared by the `boardgame` ruleset (seed 000) and `miniatures` (seed 003, built on 000).
 */
export * from './counterAttack'
export * from './deck'
export * from './deckPlay'
export * from './orderCards'
export * from './specialCards'
export * from './binomial'
export * from './composition'
export * from './handOdds'
