import { check } from '../core'
import type { CommandLevel } from './commandControl/levels'

/**
 * seed 001, Advanced Rules: "the players agree before the game on which advanced rules they will use: none,
 * one, some or all". Each is an option of the battle under its id; the screens store a `SeriesAdvancedRules`.
 */
export type AdvancedRuleId =
  | 'voltigeurs' | 'artilleryLosses' | 'artilleryRetreat' | 'cavalry' | 'rout' | 'moraleInTown' | 'troopsReintegration'
  | 'modulatedDemoralization' | 'fatigue' | 'commandLevel' | 'strategicDeployment' | 'timeLimits' | 'interactiveGame'

export const ADVANCED_RULES: readonly { readonly id: AdvancedRuleId; readonly title: string; readonly section: string; readonly choices?: readonly string[] }[] = [
  { id: 'voltigeurs', title: 'Voltigeurs (instead of tirailleurs)', section: '16.1 Voltigeurs' },
  { id: 'artilleryLosses', title: 'Artillery losses', section: '16.2 Artillery Losses', choices: ['off', 'A', 'B'] },
  { id: 'artilleryRetreat', title: 'Artillery retreat', section: '16.3 Artillery Retreat' },
  { id: 'cavalry', title: 'Light, line and heavy cavalry', section: '16.4 Cavalry' },
  { id: 'rout', title: 'Rout', section: '16.5 Rout' },
  { id: 'moraleInTown', title: 'Morale in town, fortified farm and castle', section: '16.6 Morale in town, fortified farm and in a castle' },
  { id: 'troopsReintegration', title: 'Troops reintegration', section: '16.7 Troops reintegration' },
  { id: 'modulatedDemoralization', title: 'Modulated demoralization', section: '16.8 Modulated demoralization' },
  { id: 'fatigue', title: 'Fatigue', section: '16.9 Fatigue' },
  { id: 'commandLevel', title: 'Command and control level', section: '17.0 Command and Control', choices: ['0', '1', '2', '3', '4', '5'] },
  { id: 'strategicDeployment', title: 'Strategic deployment', section: '18.0 Strategic Deployment' },
  { id: 'timeLimits', title: 'Time limits and penalties', section: '19.0 Time Limits and Penalties' },
  { id: 'interactiveGame', title: 'Interactive game (alternate activation)', section: '20.0 Interactive game' },
]

export interface SeriesAdvancedRules {
  readonly voltigeurs: boolean
  readonly artilleryLosses: 'off' | 'A' | 'B'
  readonly artilleryRetreat: boolean
  readonly cavalry: boolean
  readonly rout: boolean
  readonly moraleInTown: boolean
  readonly troopsReintegration: boolean
  readonly modulatedDemoralization: boolean
  readonly fatigue: boolean
  readonly commandLevel: CommandLevel
  readonly strategicDeployment: boolean
  readonly timeLimits: boolean
  readonly interactiveGame: boolean
}

/** The standard game: no advanced rule. */
export const STANDARD_RULES_ONLY: SeriesAdvancedRules = {
  voltigeurs: false, artilleryLosses: 'off', artilleryRetreat: false, cavalry: false, rout: false, moraleInTown: false, troopsReintegration: false,
  modulatedDemoralization: false, fatigue: false, commandLevel: 0, strategicDeployment: false, timeLimits: false, interactiveGame: false,
}

/** Throws a RulesInputError for a setting the rules do not offer. */
export function checkAdvancedRules(r: SeriesAdvancedRules): SeriesAdvancedRules {
  check(['off', 'A', 'B'].includes(r.artilleryLosses), 'unknown-value', 'artilleryLosses', `Artillery losses are off, A or B (16.2), not "${String(r.artilleryLosses).slice(0, 100)}".`)
  check([0, 1, 2, 3, 4, 5].includes(r.commandLevel), 'unknown-value', 'commandLevel', `Command and control levels are 0 (not used) to 5, not ${r.commandLevel}.`)
  return r
}
