import type { Ruling } from '../ruleset'

/**
 * RULES.md rulings for seeds 003/000 the owner can see. Each lists the reading the app applies
 * first; a ruling with one option is shown but has no alternative implemented yet.
 */
export const MINIATURES_RULINGS: readonly Ruling[] = [
  { id: 'specialActionDice', title: 'Special-action dice', question: '"One die per segment or fraction": how many dice for a measured distance?', options: [
    { value: 'started segments', label: 'One per started 8 cm segment (ceil)' }] },
]
