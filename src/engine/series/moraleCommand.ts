import type { AnyCalculator, Ruling } from '../ruleset'
import type { ReferenceTable } from '../core'
import { seriesDelayCheck } from './commandControl/delayCheck'
import { seriesInitiative } from './commandControl/initiative'
import { seriesObedience } from './commandControl/obedience'
import { seriesLeaderCasualty } from './leaderCasualty'
import { LOSS_TABLE } from './lossTable'
import { seriesMorale } from './morale'
import { MORALE_MODIFIERS_TABLE } from './moraleTable'
import { seriesArtilleryRandomLosses } from './optional/artilleryLosses'
import { seriesModulatedDemoralization } from './optional/modulatedDemoralization'
import { seriesRally } from './rally'
import { SERIES_COMMAND_RULINGS as RULINGS } from './rulingsCommand'
import { seriesStackMorale } from './stackMorale'
import { COMMAND_TABLES } from './tablesCommand'
import { MORALE_SIDE_TABLES } from './tablesMorale'

/**
 * Part B of the series engine (seed 001 §10–20): morale, rally, army morale, reinforcements, leaders,
 * lines of communication and the advanced rules. index.ts spreads these three into the ruleset module.
 */
const calculators: readonly AnyCalculator[] = [
  seriesMorale, seriesStackMorale, seriesRally, seriesLeaderCasualty, seriesModulatedDemoralization,
  seriesObedience, seriesDelayCheck, seriesInitiative, seriesArtilleryRandomLosses,
]
export const SERIES_COMMAND_CALCULATORS: Readonly<Record<string, AnyCalculator>> = Object.fromEntries(calculators.map((c) => [c.id, c]))

/** Every printed table of §10–20, in the order of the text. */
export const SERIES_COMMAND_TABLES: readonly ReferenceTable[] = [LOSS_TABLE, MORALE_MODIFIERS_TABLE, ...MORALE_SIDE_TABLES, ...COMMAND_TABLES]

export const SERIES_COMMAND_RULINGS: readonly Ruling[] = RULINGS

export * from './advancedRules'
export * from './armyMorale'
export * from './armyMoraleLevels'
export * from './commandControl/checkDie'
export * from './commandControl/commandRadius'
export * from './commandControl/delayCheck'
export * from './commandControl/initiative'
export * from './commandControl/initiativeEffects'
export * from './commandControl/levels'
export * from './commandControl/obedience'
export * from './commandControl/orderEvents'
export * from './commandControl/orders'
export * from './commandControl/orderState'
export * from './commandRefs'
export * from './interactiveGame'
export * from './leaderCasualty'
export * from './leaders'
export * from './linesOfCommunication'
export * from './lossTable'
export * from './morale'
export * from './moraleChecks'
export * from './moraleEffect'
export * from './moraleInput'
export * from './moraleModifiers'
export * from './moraleTable'
export * from './optional/artilleryLosses'
export * from './optional/artilleryRetreat'
export * from './optional/cavalry'
export * from './optional/fatigue'
export * from './optional/fatigueModifier'
export * from './optional/modulatedDemoralization'
export * from './optional/reintegration'
export * from './optional/routEffects'
export * from './optional/stronghold'
export * from './optional/voltigeurs'
export * from './rally'
export * from './reinforcements'
export { SERIES_COMMAND_PROPOSED_RULINGS } from './rulingsCommand'
export * from './stackMorale'
export * from './strategicDeployment'
export * from './tablesCommand'
export * from './tablesMorale'
export * from './timeLimits'
export * from './twoDice'
