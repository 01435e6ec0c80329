import { check } from '@/engine/core'
import { fatigueMoraleModifier } from '@/engine/series/optional/fatigueModifier'
import type { FatigueBeyondTwenty } from '@/engine/series/moraleInput'
import { FATIGUE_POINTS_LIMITS } from '@/engine/series/moraleChecks'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, SideId } from '@/model/types'
import { combatState, combatUnits } from './unitState'

/**
 * Optional rule 16.9 Fatigue: each corps' fatigue points, kept in `battle.fatigue["<side>:<corps>"]`; the morale
 * checks of its units read the modifier (combatInput.ts). The players count the points each turn (moves, melees,
 * fire, recoveries) and enter the total here.
 */
const key = (side: SideId, corps: string) => `${side}:${corps}`

/** The corps a side's units name, in the order first met. */
export function corpsOf(state: BattleState, side: SideId): string[] {
  return [...new Set(combatUnits(state, side).map((u) => combatState(u).corps).filter((c) => c !== ''))]
}

export function fatigueOf(state: BattleState, side: SideId, corps: string): number {
  const all = state.battle.fatigue
  const v = typeof all === 'object' && all !== null && !Array.isArray(all) ? all[key(side, corps)] : undefined
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0
}

export function fatigueDraft(state: BattleState, side: SideId, corps: string, points: number, beyond: FatigueBeyondTwenty = 'continues'): ActionDraft | null {
  check(Number.isInteger(points) && points >= FATIGUE_POINTS_LIMITS.min && points <= FATIGUE_POINTS_LIMITS.max, 'out-of-range', 'fatiguePoints',
    `Fatigue points: a whole number from ${FATIGUE_POINTS_LIMITS.min} to ${FATIGUE_POINTS_LIMITS.max} (16.9).`)
  if (fatigueOf(state, side, corps) === points) return null
  const all = state.battle.fatigue
  const before = typeof all === 'object' && all !== null && !Array.isArray(all) ? all : {}
  const m = fatigueMoraleModifier(points, beyond)
  return { kind: 'fatigue', by: side, label: `Corps ${corps} fatigue: ${points} point${points === 1 ? '' : 's'}${m ? ` (morale ${m})` : ''}`,
    ops: [{ op: 'battle.patch', patch: { fatigue: { ...before, [key(side, corps)]: points } } }] }
}
