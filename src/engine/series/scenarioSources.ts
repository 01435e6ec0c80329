import { ORDER_CAPABILITIES } from './commandControl/orders'
import { DEFAULT_GRID, INFANTRY_CORPS_PER_SQUARE } from './strategicDeployment'
import { DESPERATE_ALLOWED_SECONDS } from './timeLimits'

/**
 * Seed 001 is the series' standard and advanced rules, not a battle: "a standard rules system and a set of
 * exclusive rules specific to each battle" (its closing page). It prints no scenario's forces, set-up, map or
 * reinforcement schedule. For each thing a series scenario needs, this says what the text itself gives (with the
 * section and the words that say it, read by the fidelity test) and what it leaves to the battle's special rules,
 * which the app does not have: the Scenario screen shows both, and the owner types the special rules' values there.
 */
export interface ScenarioSource {
  readonly id: string
  /** What the scenario needs, in the text's words. */
  readonly what: string
  readonly section: string
  /** The text's own words, quoted (the fidelity test finds each in seed 001). */
  readonly says: string
  /** What the text gives, typed, used by the app where the owner enters nothing; null when it gives nothing. */
  readonly given: string | null
  /** Where the value comes from when the text does not give it. */
  readonly elsewhere: string | null
}

const SPECIAL_RULES = "your battle's special rules (not in seed 001)"

export const SCENARIO_SOURCES: readonly ScenarioSource[] = [
  {
    id: 'order-of-battle', what: 'Orders of battle and set-up', section: '3.1, 3.5, 3.6',
    says: 'There are several player aids at the end of the special rules',
    given: null, elsewhere: `the counters and the set-up of ${SPECIAL_RULES}: add the units on the Units tab`,
  },
  {
    id: 'map', what: 'The map and its terrain summary', section: '3.5',
    says: 'The summary of terrain types used for a particular battle is given in the play aids.',
    given: null, elsewhere: "the battle's map and its play aids (not in seed 001): the players read the terrain on their map",
  },
  {
    id: 'reinforcements', what: 'Reinforcement schedule', section: '13.0',
    says: 'All reinforcements are in command the turn they enter.',
    given: null, elsewhere: `${SPECIAL_RULES}: enter it in Reinforcements below`,
  },
  {
    id: 'lines-of-communication', what: 'Lines of communication', section: '15.0',
    says: 'Each game will state the lines of communication for the armies.',
    given: null, elsewhere: `${SPECIAL_RULES}: enter them in Lines of communication below`,
  },
  {
    id: 'army-morale', what: 'Demoralization and desperate levels', section: '12.0–12.2',
    says: 'These thresholds are given in the special rules for the battle.',
    given: 'the rule: demoralization at half the army’s total possible losses (12.1)', elsewhere: `both levels as numbers: ${SPECIAL_RULES}, entered on the Options tab`,
  },
  {
    id: 'orders-per-turn', what: 'Army commanders’ orders per turn', section: '17.3',
    says: 'These values can vary with the battle. See special rules.',
    given: ORDER_CAPABILITIES.map((o) => `${o.nation} ${o.orders}`).join('; '), elsewhere: null,
  },
  {
    id: 'strategic-deployment', what: 'Strategic deployment squares', section: '18.1, 18.2',
    says: 'But this can vary with the simulated battle.',
    given: `${DEFAULT_GRID.rows} by ${DEFAULT_GRID.cols} squares; at most ${INFANTRY_CORPS_PER_SQUARE} infantry corps per square`, elsewhere: null,
  },
  {
    id: 'time-limits', what: 'Time limits', section: '19.1, 19.3, 20.3',
    says: 'This time limit varies with the game and is written in the battle special rules.',
    given: `${DESPERATE_ALLOWED_SECONDS} seconds for a desperate army (19.3)`, elsewhere: `the others: ${SPECIAL_RULES}, entered in the Turn tab's clock`,
  },
]
