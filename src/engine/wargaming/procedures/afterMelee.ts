import type { OwedStep } from '../../core/sequence'
import type { Arm, Side } from '../sequence/types'
import { passFrom, wearier, type Consequences, type Fatigue, type Order, type UnitChange } from './types'

export interface MeleeUnit {
  readonly id: string
  readonly side: Side
  readonly arm: Arm
  readonly order: Order
  readonly fatigue: Fatigue
  /** Still on the table after this round's casualties. */
  readonly active: boolean
  /** It charged (or counter-charged) into this mêlée. */
  readonly charged: boolean
}

export interface MeleeFacts {
  readonly attacker: MeleeUnit
  readonly defender: MeleeUnit
  readonly outcome: 'attacker wins' | 'defender wins' | 'draw'
  readonly initiative: Side | null
}

const RESULTS = 'seed 004, Mêlée: Results'

/**
 * seed 004, Mêlée: Results — losers retire and throw for morale, winners take a control test; both are
 * unformed at the end of a mêlée (Formed, Unformed and Disorder); chargers are tired at the end of the
 * mêlée (Definitions: Tired); a friendly unit of the side with the initiative that loses passes it.
 */
export function afterMelee(m: MeleeFacts): Consequences {
  const units = [m.attacker, m.defender]
  const decided = m.outcome !== 'draw'
  const winner = m.outcome === 'attacker wins' ? m.attacker : m.outcome === 'defender wins' ? m.defender : null
  const loser = winner === m.attacker ? m.defender : winner === m.defender ? m.attacker : null
  const changes: UnitChange[] = units.filter((u) => u.active).map((u) => ({
    unit: u.id,
    ...(u.order === 'disordered' ? {} : { order: 'unformed' as const }),
    ...(decided && u.charged ? { fatigue: wearier(u.fatigue) } : {}),
  }))
  const owed: OwedStep[] = []
  if (loser?.active) owed.push({ kind: 'morale', unitIds: [loser.id], label: 'morale test', reason: `lost a mêlée: losers retire and throw for morale (${RESULTS})` })
  if (winner?.active) owed.push({ kind: 'control', unitIds: [winner.id], label: 'control test', reason: `won a mêlée: the winners must take a control test (${RESULTS})` })
  const pass = loser ? passFrom(loser.side, m.initiative, 'a friendly unit lost a mêlée') : passFrom(m.attacker.side, null, '')
  const prompts = decided ? [] : [`A draw: either (or both) sides may attempt to disengage by taking a control test; otherwise they fight a second round (${RESULTS})`]
  return { changes, owed, events: [{ e: 'melee', units: units.map((u) => u.id), decided }, ...pass.events], initiativePasses: pass.initiativePasses, prompts }
}
