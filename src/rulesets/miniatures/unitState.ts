import type { Flag } from '@/engine/boardgame/whiteDie'
import { unitType, type UnitKind } from '@/engine/miniatures/referenceSheet'
import type { BattleState, JsonRecord, SideId, Unit } from '@/model/types'

/**
 * What a `miniatures` (seed 003) battle keeps on each unit inside the model's `Unit.state`.
 * Only this ruleset reads these fields; the battle model stores them as JSON.
 */
export type MiniStatus = 'active' | 'removed' | 'captured'
/** Which way the unit faces, as the players note it (free text kept short: "north", "towards La Haye Sainte"). */
export interface MiniUnitState {
  [key: string]: string | number | boolean | null
  /** Reference-sheet unit type id (seed 003, Reference Sheet: Army Units 1.1). */
  type: string
  /** The army whose flag this unit's special actions need (seed 000, 1.2 Dice: white dice). */
  flag: Flag
  disorderPoints: number
  status: MiniStatus
  /** A general attached to this unit (fire +2 in contact; not forced to retreat, 10.0 rule 4). */
  generalAttached: boolean
  inSquare: boolean
  /** Any part within one segment of an enemy (seed 003, Engagement Range). */
  engaged: boolean
  facing: string
  /** Board sector (seed 003, 2.1), or null when not noted. */
  sector: 'left' | 'centre' | 'right' | null
}

export function newUnitState(typeId: string, flag: Flag): MiniUnitState {
  unitType(typeId)
  return { type: typeId, flag, disorderPoints: 0, status: 'active', generalAttached: false, inSquare: false, engaged: false, facing: '', sector: null }
}

export function miniState(unit: Unit): MiniUnitState {
  return unit.state as MiniUnitState
}

export function kindOf(unit: Unit): UnitKind {
  return unitType(miniState(unit).type).kind
}

/** Units in the order they were added, optionally one side's only. */
export function miniUnits(state: BattleState, side?: SideId): Unit[] {
  return Object.values(state.units).filter((u) => side === undefined || u.side === side)
}

export const isActive = (u: Unit) => miniState(u).status === 'active'
export const asJson = (s: Partial<MiniUnitState>) => ({ ...s }) as JsonRecord
