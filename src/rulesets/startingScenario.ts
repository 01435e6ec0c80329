import type { BattleSetup } from '@/model/types'

/** Where the New battle form keeps the scenario chosen there: `setup.options.scenario`. */
export const STARTING_SCENARIO_KEY = 'scenario'

/**
 * The scenario chosen on the New battle form, if it is one of `offered` (the ruleset's own list): the
 * battle's set-up screen starts on it, so the player does not choose twice. An unknown or damaged value
 * (an imported file) reads as none. The scenario is still set up in the battle, as one undoable action.
 */
export function startingScenario<T extends string>(setup: Pick<BattleSetup, 'options'>, offered: readonly T[]): T | null {
  const chosen = Object.hasOwn(setup.options, STARTING_SCENARIO_KEY) ? setup.options[STARTING_SCENARIO_KEY] : undefined
  return offered.find((id) => id === chosen) ?? null
}
