import type { RulesetModule } from '../ruleset'
import { D6 } from '../core'
import { bombardment } from './bombardment'
import { closeCombat } from './closeCombat'
import { elanTest } from './elan'
import { alliedCavalryStand, closeToContact, detachmentLoser, forcedMarch, formSquare, panicTest } from './elanTests'
import { d66Roll } from './d66Roll'
import { activationRoll } from './ownerTables'
import { WATERLOO_RULINGS } from './rulings'
import { grouchyArrival, rainyStart, thielemannEntry } from './startRolls'
import { WATERLOO_TABLES } from './tables'

export const waterloo: RulesetModule = {
  id: 'waterloo',
  title: 'Vive L\'Empereur! — Blue Panther\'s solitaire Waterloo',
  seeds: ['002'],
  measures: 'hexes',
  calculators: Object.fromEntries([elanTest, forcedMarch, closeToContact, panicTest, formSquare, detachmentLoser, alliedCavalryStand,
    bombardment, closeCombat, rainyStart, grouchyArrival, thielemannEntry, activationRoll, d66Roll].map((c) => [c.id, c])),
  tables: WATERLOO_TABLES,
  dice: [D6],
  rulings: WATERLOO_RULINGS,
}
export default waterloo

export * from './bombardment'
export * from './closeCombat'
export * from './closeCombatPlan'
export * from './condition'
export * from './corps'
export * from './d66Roll'
export * from './cup'
export * from './elan'
export * from './elanTests'
export * from './markers'
export * from './orderOfBattle'
export * from './ownerTables'
export * from './refs'
export * from './retreat'
export * from './rulings'
export * from './scenarios'
export * from './startRolls'
export * from './stepTrack'
export * from './successes'
export * from './tables'
export * from './terrain'
export * from './units'
export * from './values'
export * from './victory'
