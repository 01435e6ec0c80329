import type { RulesetModule } from '../ruleset'
import { D10, D6 } from '../core'
import { combatEffects } from './combatEffects'
import { commandDiceRoll, COMMAND_DIE } from './commandDice'
import { fire } from './fire'
import { generalCapture } from './generalCapture'
import { opportunityFire } from './opportunityFire'
import { WHITE_DIE } from '../boardgame/whiteDie'
import { specialAction } from './specialAction'
import { MINIATURES_TABLES } from './tables'
import { MINIATURES_RULINGS } from './rulings'

export const miniatures: RulesetModule = {
  id: 'miniatures',
  title: "Advanced Vive l'Empereur — version for miniatures",
  seeds: ['003', '000'],
  measures: 'segments',
  calculators: {
    [fire.id]: fire,
    [combatEffects.id]: combatEffects,
    [specialAction.id]: specialAction,
    [opportunityFire.id]: opportunityFire,
    [generalCapture.id]: generalCapture,
    [commandDiceRoll.id]: commandDiceRoll,
  },
  tables: MINIATURES_TABLES,
  dice: [D6, D10, WHITE_DIE, COMMAND_DIE],
  rulings: MINIATURES_RULINGS,
}
export default miniatures

export * from '../boardgame/cards'
export * from '../boardgame/whiteDie'
export * from './combatEffects'
export * from './combatEffectsTable'
export * from './commandDice'
export * from './disorder'
export * from './fire'
export * from './fireInput'
export * from './fireValue'
export * from './listModifiers'
export * from './gamingTable'
export * from './generalCapture'
export * from './hitsTable'
export * from './modifiers'
export * from './opportunityFire'
export * from './rangeBand'
export * from './referenceSheet'
export * from './refs'
export * from './refusals'
export * from './retreat'
export * from './ruler'
export * from './rulings'
export * from './segments'
export * from './specialAction'
export * from './tables'
export * from './targetKind'
export * from './terrain'
export * from './victory'
export * from './square'
