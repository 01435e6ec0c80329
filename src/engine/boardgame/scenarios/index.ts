import type { Scenario } from '../cards'
import { HYPOTHETICAL } from './hypothetical'
import { LIGNY } from './ligny'
import { QUATRE_BRAS } from './quatreBras'
import type { ScenarioData } from './types'
import { WATERLOO } from './waterloo'

/** seed 000, 13.0: the three historical scenarios and the hypothetical battle, by id. */
export const BOARDGAME_SCENARIOS: Readonly<Record<Scenario, ScenarioData>> = {
  waterloo: WATERLOO, 'quatre-bras': QUATRE_BRAS, ligny: LIGNY, hypothetical: HYPOTHETICAL,
}

/** 13.0: "If you set up freely … alternate between placing 3 Allied units and 2 French units" (4.0 semi-historical: 3 each). */
export const FREE_SET_UP = { allied: 3, french: 2 } as const
export const SEMI_HISTORICAL_SET_UP = { allied: 3, french: 3 } as const

export type Deployment = 'historical' | 'semi-historical' | 'free'
// seed 000, 4.0 Deployment and 13.0 Historical Scenarios, as printed.
export const DEPLOYMENTS: Readonly<Record<Deployment, { readonly section: string; readonly text: string }>> = {
  historical: { section: '4.0 Deployment', text: 'Set up the terrain tiles on the battlefield and deploy the units as shown in the instructions for the scenario.' },
  'semi-historical': { section: '4.0 Deployment', text: 'Set up the terrain on the battlefield as shown in the instructions for the scenario, then starting with the Allied player, take turns positioning 3 units each.' },
  free: { section: '13.0 Historical Scenarios', text: 'You can set-up using the historical placements provided, or you can set up freely. In the latter case, alternate between placing 3 Allied units and 2 French units.' },
}

export * from './hypothetical'
export * from './ligny'
export * from './prussianArrival'
export * from './quatreBras'
export * from './reinforcement'
export * from './types'
export * from './waterloo'
