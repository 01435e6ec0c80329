import type { Formation, LeaderRank, SeriesLeader, SeriesUnit, UnitType } from '@/engine/series'
import type { BattleState, JsonRecord, SideId, Unit } from '@/model/types'

/**
 * What a `series` (seed 001) battle keeps on each counter inside the model's `Unit.state`. Combat units carry
 * the printed values of 3.1 and the loss sheet's steps (3.6); leaders the values of 3.2 / 14.2. Both carry the
 * hex they stand in as the players number it, so a hex's stack (5.0) and the leader stacked with a unit (14.0)
 * are read from the units, not typed twice.
 */
export type SeriesStatus = 'active' | 'eliminated'
export interface SeriesUnitState {
  [key: string]: string | number | boolean | null
  type: UnitType
  originalSteps: number
  steps: number
  firepower: number
  meleeValue: number
  morale: number
  fireRange: number
  formation: Formation
  /** 3.3: the game turn written on the disorganization marker; null in good order. */
  disorganizedAtTurn: number | null
  /** 5.9: 0 is the top unit of its hex. */
  stackPosition: number
  corps: string
  /** The hex it stands in, as the players read it on the map ("1205"); empty when not noted. */
  hex: string
  status: SeriesStatus
}

export type LeaderStatus = 'active' | 'wounded' | 'killed'
export interface SeriesLeaderState {
  [key: string]: string | number | boolean | null
  rank: LeaderRank
  corps: string
  combatBonus: number
  moraleBonus: number
  movementAllowance: number
  /** Back of the counter (17.7), null when the counter prints none. */
  initiative: number | null
  /** Back of the counter (17.6), null when the counter prints none. */
  obedience: number | null
  hex: string
  status: LeaderStatus
}

export const COMBAT_KINDS: readonly UnitType[] = ['infantry', 'cavalry', 'artillery']
export const isLeader = (u: Unit): boolean => u.kind === 'leader'
export const isCombat = (u: Unit): boolean => COMBAT_KINDS.includes(u.kind as UnitType)
export const combatState = (u: Unit): SeriesUnitState => u.state as SeriesUnitState
export const leaderState = (u: Unit): SeriesLeaderState => u.state as SeriesLeaderState
export const isActive = (u: Unit): boolean => u.state.status === 'active'
export const asJson = (s: Partial<SeriesUnitState> | Partial<SeriesLeaderState>): JsonRecord => ({ ...s }) as JsonRecord

/** The engine's view of a combat unit (units.ts `SeriesUnit`). */
export function seriesUnitOf(u: Unit, leader?: string | null): SeriesUnit {
  const s = combatState(u)
  return {
    id: u.id, name: u.name, type: s.type, originalSteps: s.originalSteps, steps: s.steps, firepower: s.firepower, meleeValue: s.meleeValue,
    morale: s.morale, fireRange: s.fireRange, formation: s.formation, disorganizedAtTurn: s.disorganizedAtTurn, stackPosition: s.stackPosition,
    corps: s.corps, leader: leader ?? null,
  }
}

/** The engine's view of a leader counter (leaders.ts `SeriesLeader`). */
export function seriesLeaderOf(u: Unit): SeriesLeader {
  const s = leaderState(u)
  return { name: u.name, rank: s.rank, corps: s.corps, combatBonus: s.combatBonus, moraleBonus: s.moraleBonus, movementAllowance: s.movementAllowance,
    ...(s.initiative === null ? {} : { initiative: s.initiative }), ...(s.obedience === null ? {} : { obedience: s.obedience }) }
}

/** Units in the order they were added; optionally one side's only. */
export function combatUnits(state: BattleState, side?: SideId): Unit[] {
  return Object.values(state.units).filter((u) => isCombat(u) && (side === undefined || u.side === side))
}
export function leaders(state: BattleState, side?: SideId): Unit[] {
  return Object.values(state.units).filter((u) => isLeader(u) && (side === undefined || u.side === side))
}

/** The active combat units of the same side in the same (noted) hex, top first (5.9); the unit alone when no hex is noted. */
export function stackOf(state: BattleState, u: Unit): Unit[] {
  const hex = combatState(u).hex
  if (!hex) return [u]
  return combatUnits(state, u.side).filter((o) => isActive(o) && combatState(o).hex === hex)
    .sort((a, b) => combatState(a).stackPosition - combatState(b).stackPosition)
}

/** The active leaders of the unit's side in its hex (14.0). */
export function leadersWith(state: BattleState, u: Unit): Unit[] {
  const hex = combatState(u).hex
  if (!hex) return []
  return leaders(state, u.side).filter((l) => leaderState(l).status === 'active' && leaderState(l).hex === hex)
}
