import type { Ruling } from '../ruleset'

/**
 * RULES.md rulings for seed 001 chapters 4–9 (part A). Ids are the calculator input names under `rulings`;
 * the first option is the RULES.md default. Rulings 20, 34, 36, 37 and 39 are part B's (moraleCommand.ts).
 */
export const SERIES_COMBAT_RULINGS: readonly Ruling[] = [
  { id: 'meleeOddsColumns', number: 21, title: 'Melee odds and the table columns', question: 'The ratio "is always rounded in favor of the defender": to which column of the owner-entered Melee Table?', options: [
    { value: 'defender', label: 'The best column for the attacker that does not exceed the ratio' }] },
  { id: 'combinedBatteries', number: 35, title: 'Several batteries firing together', question: 'How do batteries firing together count their range-dependent values, and where does the minimum of 1 apply?', options: [
    { value: 'each-at-least-0', label: 'Each counts max(0, value − hexes between); minimum 1 once, on the combined value' },
    { value: 'signed-sum', label: 'Values summed as they are (a negative one reduces the others); minimum 1 on the sum' }] },
  { id: 'meleeOdds', number: 38, title: 'Melee odds', question: 'Is the ratio first made a whole-number ratio (n:1 or 1:n), or read straight against the table\'s columns?', options: [
    { value: 'whole-number', label: 'Whole-number ratio rounded for the defender (29:12 → 2:1, 5:18 → 1:4, 15:10 → 1:1)' },
    { value: 'table-columns', label: 'Straight to the table\'s columns (15:10 → 3:2 if the table has it)' }] },
]
