import type { AnyCalculator, Ruling } from '../ruleset'
import type { ReferenceTable } from '../core'
import { seriesMorale } from './morale'
import { LOSS_TABLE } from './lossTable'
import { MORALE_MODIFIERS_TABLE } from './moraleTable'

/**
 * Part B of the series engine (seed 001 §10–20): morale, rally, army morale, reinforcements, leaders,
 * lines of communication and the advanced rules. index.ts spreads these three into the ruleset module.
 */
export const SERIES_COMMAND_CALCULATORS: Readonly<Record<string, AnyCalculator>> = {
  [seriesMorale.id]: seriesMorale,
}

export const SERIES_COMMAND_TABLES: readonly ReferenceTable[] = [LOSS_TABLE, MORALE_MODIFIERS_TABLE]

export const SERIES_COMMAND_RULINGS: readonly Ruling[] = []

export * from './armyMoraleLevels'
export * from './commandRefs'
export * from './lossTable'
export * from './morale'
export * from './moraleEffect'
export * from './moraleInput'
export * from './moraleModifiers'
export * from './moraleTable'
export * from './twoDice'
