import type { UnitLoss } from '@/engine/series/losses'
import type { MoraleCheckOwed } from '@/engine/series/owed'
import type { BattleState, Op, Unit } from '@/model/types'
import type { OwedSpec } from '@/rulesets/owed'
import { disorganizedArtillery } from '@/engine/series/optional/artilleryRetreat'
import { seriesOptions } from './options'
import { asJson, combatState } from './unitState'

/** Steps off the loss sheet (3.6, 5.4) and the owed tests a combat result calls for, shared by fire, melee and morale. */
export const s = (n: number, word = 'step') => `${n} ${word}${n === 1 ? '' : 's'}`

export function lossOps(state: BattleState, losses: readonly UnitLoss[]): Op[] {
  return losses.map((l) => {
    const u = state.units[l.unit]!
    const steps = Math.max(0, combatState(u).steps - l.steps)
    return { op: 'unit.patch', id: u.id, state: asJson(steps === 0 ? { steps, status: 'eliminated' } : { steps }) }
  })
}
export const lossWords = (state: BattleState, losses: readonly UnitLoss[]) => losses.map((l) => {
  const u = state.units[l.unit]!
  const left = combatState(u).steps - l.steps
  return `${l.name} ${combatState(u).steps}→${Math.max(0, left)}${l.eliminated ? ' (eliminated)' : ''}`
})

export const moraleOwed = (u: Unit, o: Pick<MoraleCheckOwed, 'purpose' | 'direction' | 'reason' | 'failedAbove'>): OwedSpec => ({
  kind: 'morale', unitIds: [u.id], label: `${u.name}: morale check`, reason: o.reason,
  prefill: { purpose: o.purpose, direction: o.direction, failedAbove: o.failedAbove ?? 0 },
})
export const leaderCasualtyOwed = (leader: Unit, why: string): OwedSpec => ({
  kind: 'leader casualty', unitIds: [leader.id], label: `${leader.name}: casualty check`, reason: why, prefill: {},
})

/**
 * Where a unit just disorganized goes (8.9): 2 hexes back, or, under optional rule 16.3, unlimbered artillery
 * "does not execute a retreat, but it stays in the hex" with the turn marker across the counter.
 */
export function retreatWords(state: BattleState, u: Unit): string {
  const s = combatState(u)
  return seriesOptions(state.setup).advanced.artilleryRetreat && s.type === 'artillery' && s.formation === 'unlimbered'
    ? `${disorganizedArtillery(false)} (16.3)` : 'retreats 2 hexes'
}
