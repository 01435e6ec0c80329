import type { Ruling } from '../ruleset'
import { SERIES_COMBAT_RULINGS } from './rulings'
import { SERIES_COMMAND_RULINGS } from './rulingsCommand'

/** Every ruling of the series rules, parts A and B: one array the engine and the app's manifest share. */
export const SERIES_RULINGS: readonly Ruling[] = [...SERIES_COMBAT_RULINGS, ...SERIES_COMMAND_RULINGS]
