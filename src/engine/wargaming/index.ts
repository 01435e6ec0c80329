import type { RulesetModule } from '../ruleset'
import { AVERAGE_DIE, D10, D20, D6, PERCENTILE } from '../core'
import { WARGAMING_DATA_TABLES } from './data'
import { FIRE_MELEE_CALCULATORS, FIRE_MELEE_TABLES } from './fireMelee'
import { MORALE_TURN_CALCULATORS, MORALE_TURN_TABLES } from './moraleTurn'
import { WARGAMING_RULINGS } from './rulings'

/** "Vive l'Empereur! – rules for Napoleonic wargaming", 2nd edition (seed 004). */
export const wargaming: RulesetModule = {
  id: 'wargaming',
  title: "Vive l'Empereur! — rules for Napoleonic wargaming",
  seeds: ['004'],
  measures: 'yards',
  calculators: { ...FIRE_MELEE_CALCULATORS, ...MORALE_TURN_CALCULATORS },
  tables: [...FIRE_MELEE_TABLES, ...MORALE_TURN_TABLES, ...WARGAMING_DATA_TABLES],
  dice: [AVERAGE_DIE, D6, D10, D20, PERCENTILE],
  rulings: WARGAMING_RULINGS,
}
export default wargaming
