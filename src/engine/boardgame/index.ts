import { D6 } from '../core'
import type { RulesetModule } from '../ruleset'
import { BATTLE_DIE } from './battleDie'
import { combat } from './combat'
import { rally } from './rally'
import { BOARDGAME_RULINGS } from './rulings'
import { hypotheticalReinforcement, prussianEarlyArrival, prussianEntry } from './scenarios'
import { specialAction } from './specialAction'
import { BOARDGAME_TABLES } from './tables'
import { WHITE_DIE } from './whiteDie'

/** The GIOGAMES "Vive l'Empereur" standard game (seed 000): picture dice, 72 command cards, hours of 6 rounds. */
export const boardgame: RulesetModule = {
  id: 'boardgame',
  title: "Vive l'Empereur — GIOGAMES standard game",
  seeds: ['000'],
  measures: 'hexes',
  calculators: {
    [combat.id]: combat,
    [specialAction.id]: specialAction,
    [rally.id]: rally,
    [prussianEntry.id]: prussianEntry,
    [prussianEarlyArrival.id]: prussianEarlyArrival,
    [hypotheticalReinforcement.id]: hypotheticalReinforcement,
  },
  tables: BOARDGAME_TABLES,
  dice: [BATTLE_DIE, WHITE_DIE, D6],
  rulings: BOARDGAME_RULINGS,
}
export default boardgame

export * from './battleClock'
export * from './battleDie'
export * from './cards'
export * from './combat'
export * from './combatDice'
export * from './combatInput'
export * from './combineUnits'
export * from './detach'
export * from './hitRules'
export * from './modifiers'
export * from './movement'
export * from './orderFirst'
export * from './pool'
export * from './rally'
export * from './rangeTable'
export * from './refs'
export * from './retreat'
export * from './retreatPath'
export * from './rulings'
export * from './scenarios'
export * from './specialAction'
export * from './tables'
export * from './terrain'
export * from './units'
export * from './victory'
export * from './whiteDie'
