/**
 * Index of the `wargaming` (seed 004) morale, control and turn pieces, for the ruleset registry:
 * calculators by id, their printed tables, deck functions and distance helpers.
 */
import type { Calculator, ReferenceTable } from '../core'
import { putOutFire, setOnFire } from './buildings'
import { COMMAND_RADIUS_REFERENCE } from './command'
import { control } from './control'
import { DECK_REFERENCE } from './deck'
import { initiative } from './initiative'
import { morale } from './morale'
import { MORALE_MOVES_REFERENCE } from './moraleMoves'
import { CONTROL_REFERENCE } from './tables/controlTables'
import { MORALE_MODIFIERS_REFERENCE, MORALE_RESULTS_REFERENCE } from './tables/moraleTables'
import { WEATHER_REFERENCE, WIND_REFERENCE } from './tables/weatherTables'
import { weather } from './weather'
import { windDirection, windSpeed } from './wind'

export * from './buildings'
export * from './command'
export * from './control'
export * from './deck'
export * from './deckTurn'
export * from './initiative'
export * from './morale'
export * from './moraleBands'
export * from './moraleModifiers'
export * from './moraleMoves'
export * from './tables/controlTables'
export * from './tables/moraleTables'
export * from './tables/weatherTables'
export * from './weather'
export * from './wind'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MORALE_TURN_CALCULATORS: Readonly<Record<string, Calculator<any, any>>> = Object.fromEntries(
  [morale, control, initiative, weather, windDirection, windSpeed, setOnFire, putOutFire].map((c) => [c.id, c]),
)

export const MORALE_TURN_TABLES: readonly ReferenceTable[] = [
  MORALE_MODIFIERS_REFERENCE,
  MORALE_RESULTS_REFERENCE,
  MORALE_MOVES_REFERENCE,
  CONTROL_REFERENCE,
  DECK_REFERENCE,
  WEATHER_REFERENCE,
  WIND_REFERENCE,
  COMMAND_RADIUS_REFERENCE,
]
