import type { Scenario } from '@/engine/boardgame/cards/deck'
import type { ReinforcementOutcome } from '@/engine/boardgame/scenarios/reinforcement'
import type { ActionDraft } from '@/model/actionDraft'
import type { DiceRecord } from '@/model/types'

/** Which scenario rolls a battle offers: Waterloo's Prussian entrance (13.1) and early arrival (optional), 13.4's reinforcements. */
export type ScenarioRoll = 'prussian-entry' | 'prussian-early-arrival' | 'reinforcement'
export function rollsFor(scenario: Scenario | null): ScenarioRoll[] {
  if (scenario === 'waterloo') return ['prussian-entry', 'prussian-early-arrival']
  if (scenario === 'hypothetical') return ['reinforcement']
  return []
}

const SECTOR = { left: 'the left wing', centre: 'the centre', right: 'the right wing' } as const
/** "infantry to the right wing" (13.4). */
export function sayReinforcement(o: ReinforcementOutcome): string {
  return o.unit === 'none' ? 'no unit' : `${o.unit} to ${SECTOR[o.sector]}`
}

/** A scenario roll logged as it fell; the unit itself joins through the Units tab. */
export function scenarioRollDraft(title: string, outcome: string, dice?: DiceRecord): ActionDraft {
  return { kind: 'scenario.roll', by: 'umpire', label: `${title}: ${outcome}`, ops: [], detail: { outcome }, ...(dice ? { dice } : {}) }
}
