import type { RuleRef } from '../../core'
import type { CardSide, Scenario } from '../cards'
import { rule000 } from '../refs'
import type { Flag } from '../whiteDie'
import { HYPOTHETICAL, HYPOTHETICAL_FORCE, HYPOTHETICAL_REINFORCEMENTS, REINFORCEMENTS_BY_HOUR } from './hypothetical'
import type { ForceEntry } from './types'
import { PRUSSIAN_ARRIVAL_HOUR, PRUSSIAN_REINFORCEMENTS, PRUSSIANS_PER_ROUND } from './waterloo'

/** What the text prints of one side's army on the map at the start: its units by type and its generals. */
export interface PrintedForce {
  readonly units: readonly ForceEntry[]
  readonly generals: number
  readonly rule: RuleRef
}

/** Units that join later, as the text lists them, and when. */
export interface ReinforcementPool {
  readonly entries: readonly ForceEntry[]
  /** When they arrive, in the text's words. */
  readonly when: string
  readonly rule: RuleRef
  /** Their white-dice flag when the text names their army ("Prussian Reinforcements"); else the side's own. */
  readonly nation?: Flag
}

const count = (entries: readonly ForceEntry[]) => entries.reduce((n, e) => n + e.count, 0)
export const unitsIn = count

/**
 * The forces seed 000 prints for a scenario's start, per side, or null when it prints none: only 13.4's hypothetical
 * battles ("Each player gets 3 generals and 17 units"); the historical ones deploy "as shown in the Italian rules".
 */
export function printedForce(scenario: Scenario): Readonly<Record<CardSide, PrintedForce>> | null {
  if (scenario !== 'hypothetical') return null
  // seed 000, 13.4 Available units: 3 generals and 17 units each (10 infantry, 4 cavalry, 3 artillery).
  const each: PrintedForce = { units: HYPOTHETICAL_FORCE, generals: HYPOTHETICAL.generals.french ?? 0, rule: rule000('13.4 Hypothetical Battles: Available units') }
  return { french: each, allied: each }
}

const hours = Object.entries(REINFORCEMENTS_BY_HOUR).map(([h, n]) => `${n} in the ${h}th hour`).join(', ')

/** The reinforcements seed 000 lists for a side of a scenario, or null: 13.4's pool (each side), 13.1's Prussians (Allied side). */
export function reinforcementPool(scenario: Scenario, side: CardSide): ReinforcementPool | null {
  // seed 000, 13.4 Reinforcements: "Each player gets 4 reinforcement units … Two units arrive in the 4th hour, 1 in the 5th hour and 1 in the 6th hour."
  if (scenario === 'hypothetical') return { entries: HYPOTHETICAL_REINFORCEMENTS, when: `${count(HYPOTHETICAL_REINFORCEMENTS)} units: ${hours}, type and sector rolled`, rule: rule000('13.4 Hypothetical Battles: Reinforcements') }
  // seed 000, 13.1 Prussian Reinforcements: "Starting in the 5th hour, at the start of each game round … 2 Prussian units … appear".
  if (scenario === 'waterloo' && side === 'allied') return { entries: PRUSSIAN_REINFORCEMENTS, when: `from the ${PRUSSIAN_ARRIVAL_HOUR}th hour, ${PRUSSIANS_PER_ROUND} at the start of each round`, rule: rule000('13.1 Waterloo: Prussian Reinforcements'), nation: 'Prussian' }
  return null
}
