import { armyMoraleTotal, armyMoraleTurn, INITIAL_ARMY_MORALE, type ArmyMoraleState, type ArmyMoraleThresholds } from '@/engine/series/armyMorale'
import type { ArmyMoraleLevel } from '@/engine/series/moraleInput'
import { MODULATION_OFFSET, modulationRollAt, type ModulatedDemoralizationInput } from '@/engine/series/optional/modulatedDemoralization'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, SideId, Unit } from '@/model/types'
import type { OwedSpec } from '@/rulesets/owed'
import { check } from '@/engine/core'
import { seriesOptions } from './options'
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

/** The army's morale as the battle keeps it; with 16.8 on, the demoralization threshold its two dice gave. */
export interface SeriesArmyMorale extends ArmyMoraleState {
  readonly modulatedThreshold?: number
}

export function armyMoraleOf(state: BattleState, side: SideId): SeriesArmyMorale {
  const all = state.battle.armyMorale
  const raw = typeof all === 'object' && all !== null && !Array.isArray(all) ? all[side] : undefined
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return INITIAL_ARMY_MORALE
  const level: ArmyMoraleLevel = raw.level === 'demoralized' || raw.level === 'desperate' ? raw.level : 'good'
  const m = raw.modulatedThreshold
  return { level, demoralizationCheckDone: raw.demoralizationCheckDone === true, desperateCheckDone: raw.desperateCheckDone === true,
    ...(typeof m === 'number' && Number.isInteger(m) && m >= 0 ? { modulatedThreshold: m } : {}) }
}

/**
 * 16.8: the roll owed once the army's total reaches its demoralization level − 5 (the option on, the levels set,
 * not rolled yet): the calculator's input, or null.
 */
export function modulationDue(state: BattleState, side: SideId): ModulatedDemoralizationInput | null {
  const o = seriesOptions(state.setup)
  const t = o.thresholds[side]
  if (!o.advanced.modulatedDemoralization || !t || t.demoralization <= MODULATION_OFFSET || armyMoraleOf(state, side).modulatedThreshold !== undefined) return null
  return armyCount(state, side).total >= modulationRollAt(t.demoralization) ? { demoralizationLevel: t.demoralization } : null
}

/** 16.8: the two dice's new demoralization threshold kept for the army, as one action (the number left out of the log line). */
export function modulationDraft(state: BattleState, side: SideId, threshold: number, dice: DiceRecord | undefined): ActionDraft {
  const due = modulationDue(state, side)
  check(due !== null, 'not-allowed-together', 'modulatedThreshold', 'No modulated demoralization roll is due for this army (16.8: at its demoralization level − 5, once).')
  const lo = modulationRollAt(due.demoralizationLevel) + 2
  check(Number.isInteger(threshold) && threshold >= lo && threshold <= lo + 10, 'out-of-range', 'modulatedThreshold', `The new threshold is ${lo} to ${lo + 10} (level − 5 + two dice), not ${threshold}.`)
  const name = state.setup.sides[side === 'a' ? 0 : 1].name
  const all = state.battle.armyMorale
  const others = typeof all === 'object' && all !== null && !Array.isArray(all) ? all : {}
  const next: JsonRecord = { ...armyMoraleOf(state, side), modulatedThreshold: threshold }
  return { kind: 'army.modulated', by: side, dice, ops: [{ op: 'battle.patch', patch: { armyMorale: { ...others, [side]: next } } }], detail: { side },
    label: `${name}: modulated demoralization threshold rolled (16.8)` }
}

/** A unit's one-time check when its army reaches a level (12.1: good order with a loss; 12.2: good order). */
export const armyCheckOwed = (u: Unit, level: 'demoralized' | 'desperate'): OwedSpec => ({
  kind: 'morale', unitIds: [u.id], label: `${u.name}: morale check`, reason: `army ${level} (${level === 'demoralized' ? '12.1' : '12.2'})`,
  prefill: { purpose: 'army-morale' },
})

/** The turn's comparison for one side: its new state and the one-time checks owed (none without thresholds). */
export function armyMoraleStep(state: BattleState, side: SideId, t: ArmyMoraleThresholds | null): { state: SeriesArmyMorale; owes: OwedSpec[] } {
  const before = armyMoraleOf(state, side)
  if (!t) return { state: before, owes: [] }
  const m = seriesOptions(state.setup).advanced.modulatedDemoralization ? before.modulatedThreshold : undefined
  const r = armyMoraleTurn(before, armyCount(state, side).total, t, m)
  const good = combatUnits(state, side).filter((u) => isActive(u) && combatState(u).formation !== 'disorganized')
  const owes = r.owed.flatMap((o) => good.filter((u) => o.level === 'desperate' || combatState(u).steps < combatState(u).originalSteps).map((u) => armyCheckOwed(u, o.level)))
  return { state: { ...r.state, ...(before.modulatedThreshold === undefined ? {} : { modulatedThreshold: before.modulatedThreshold }) }, owes }
}
