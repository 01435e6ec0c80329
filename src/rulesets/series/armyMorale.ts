import { armyMoraleTotal, armyMoraleTurn, INITIAL_ARMY_MORALE, type ArmyMoraleState, type ArmyMoraleThresholds } from '@/engine/series/armyMorale'
import type { ArmyMoraleLevel } from '@/engine/series/moraleInput'
import type { BattleState, SideId, Unit } from '@/model/types'
import type { OwedSpec } from '@/rulesets/owed'
import { combatState, combatUnits, isActive } from './unitState'

/**
 * seed 001, 12: "Every turn, the players add the number of losses taken and the number of disorganized units
 * and compare this total with the demoralization and desperate levels". The battle keeps each army's level and
 * its one-time checks in `battle.armyMorale[side]`.
 */
export interface ArmyCount {
  readonly stepLosses: number
  readonly disorganized: number
  readonly total: number
}

export function armyCount(state: BattleState, side: SideId): ArmyCount {
  const units = combatUnits(state, side)
  const stepLosses = units.reduce((s, u) => s + combatState(u).originalSteps - combatState(u).steps, 0)
  const disorganized = units.filter((u) => isActive(u) && combatState(u).formation === 'disorganized').length
  return { stepLosses, disorganized, total: armyMoraleTotal(stepLosses, disorganized) }
}

export function armyMoraleOf(state: BattleState, side: SideId): ArmyMoraleState {
  const all = state.battle.armyMorale
  const raw = typeof all === 'object' && all !== null && !Array.isArray(all) ? all[side] : undefined
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return INITIAL_ARMY_MORALE
  const level: ArmyMoraleLevel = raw.level === 'demoralized' || raw.level === 'desperate' ? raw.level : 'good'
  return { level, demoralizationCheckDone: raw.demoralizationCheckDone === true, desperateCheckDone: raw.desperateCheckDone === true }
}

/** A unit's one-time check when its army reaches a level (12.1: good order with a loss; 12.2: good order). */
export const armyCheckOwed = (u: Unit, level: 'demoralized' | 'desperate'): OwedSpec => ({
  kind: 'morale', unitIds: [u.id], label: `${u.name}: morale check`, reason: `army ${level} (${level === 'demoralized' ? '12.1' : '12.2'})`,
  prefill: { purpose: 'army-morale' },
})

/** The turn's comparison for one side: its new state and the one-time checks owed (none without thresholds). */
export function armyMoraleStep(state: BattleState, side: SideId, t: ArmyMoraleThresholds | null): { state: ArmyMoraleState; owes: OwedSpec[] } {
  const before = armyMoraleOf(state, side)
  if (!t) return { state: before, owes: [] }
  const r = armyMoraleTurn(before, armyCount(state, side).total, t)
  const good = combatUnits(state, side).filter((u) => isActive(u) && combatState(u).formation !== 'disorganized')
  const owes = r.owed.flatMap((o) => good.filter((u) => o.level === 'desperate' || combatState(u).steps < combatState(u).originalSteps).map((u) => armyCheckOwed(u, o.level)))
  return { state: r.state, owes }
}
