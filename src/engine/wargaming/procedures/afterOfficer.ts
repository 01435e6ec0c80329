import type { OwedStep } from '../../core/sequence'
import type { LeaderCasualtyOutcome } from '../leaderCasualty'
import type { Consequences, UnitChange } from './types'

export interface OfficerFacts {
  readonly leader: { readonly id: string; readonly isCinC: boolean }
  readonly outcome: LeaderCasualtyOutcome
  /** Active units of the leader's command (every active unit of the army for the C-in-C). */
  readonly command: readonly string[]
}

const LEADERS = 'seed 004, Leader Casualties'
const STATUS = { Killed: 'killed', Serious: 'seriously wounded', Minor: 'minor wound' } as const

/**
 * seed 004, Leader Casualties: Killed or Serious — units of the leader's command within 300 yards and within
 * sight test morale (each listed; the players dismiss those out of range or sight) and the next most senior
 * leader assumes command next turn; Minor — no bonuses for the remainder of the turn.
 */
export function afterOfficer(o: OfficerFacts): Consequences {
  if (o.outcome !== 'Killed' && o.outcome !== 'Serious' && o.outcome !== 'Minor') return { changes: [], owed: [], events: [], initiativePasses: null, prompts: [] }
  const changes: UnitChange[] = [{ unit: o.leader.id, leaderStatus: STATUS[o.outcome] }]
  if (o.outcome === 'Minor') return { changes, owed: [], events: [], initiativePasses: null, prompts: [`He may not give any bonuses for the remainder of the turn, but returns to normal the next turn (${LEADERS})`] }
  const why = `${o.leader.isCinC ? 'the army commander' : 'their commander'} ${STATUS[o.outcome]}: units within 300 yards and within sight must take a morale test (${o.leader.isCinC ? 'seed 004, Morale' : LEADERS})`
  const owed: OwedStep[] = [
    ...o.command.map((id) => ({ kind: 'morale', unitIds: [id], label: 'morale test', reason: why })),
    { kind: 'replacement leader', unitIds: [o.leader.id], label: 'replacement leader', reason: `The next most senior leader will assume command next turn; roll a D6 for each of his ratings (${LEADERS}; Replacement Leaders)` },
  ]
  return { changes, owed, events: [], initiativePasses: null, prompts: ['Only units within 300 yards and within sight test: dismiss the others (the players measure)'] }
}
