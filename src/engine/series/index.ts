import type { RulesetModule } from '../ruleset'
import { D6 } from '../core'
import { fire } from './fire'
import { melee } from './melee'
import { SERIES_RULINGS } from './allRulings'
import { SERIES_COMMAND_CALCULATORS, SERIES_COMMAND_TABLES } from './moraleCommand'
import { SERIES_COMBAT_TABLES } from './tables'

/**
 * Didier Rouy's "Vive l'Empereur! Series" standard and advanced rules (seed 001): part A (chapters 1–9:
 * formations, stacking, fire, melee, charges) and part B (chapters 10–20, from moraleCommand.ts).
 */
export const series: RulesetModule = {
  id: 'series',
  title: "Vive l'Empereur! Series — standard and advanced rules",
  seeds: ['001'],
  measures: 'hexes',
  calculators: {
    [fire.id]: fire,
    [melee.id]: melee,
    ...SERIES_COMMAND_CALCULATORS,
  },
  tables: [...SERIES_COMBAT_TABLES, ...SERIES_COMMAND_TABLES],
  dice: [D6],
  rulings: SERIES_RULINGS,
}
export default series

export * from './allRulings'
export * from './bands'
export * from './charge'
export * from './disorganize'
export * from './fire'
export * from './firepower'
export * from './fireTable'
export * from './fireValue'
export * from './formations'
export * from './formationsTable'
export * from './losses'
export * from './melee'
export * from './meleeInput'
export * from './meleeResult'
export * from './meleeStrength'
export * from './meleeTable'
export * from './meleeValue'
export * from './moraleCommand'
export * from './odds'
export * from './owed'
export * from './refs'
export * from './rulings'
export * from './stacking'
export * from './tables'
export * from './units'
