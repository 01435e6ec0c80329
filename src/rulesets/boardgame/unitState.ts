import type { Flag } from '@/engine/boardgame/whiteDie'
import { unitType, type UnitType } from '@/engine/boardgame/units'
import type { BattleState, JsonRecord, SideId, Unit } from '@/model/types'

/** 'absorbed': combined into another unit (seed 000, 6.21.3), which counts as eliminated. */
export type BgStatus = 'active' | 'eliminated' | 'absorbed'

/**
 * What a `boardgame` (seed 000) battle keeps on each unit inside the model's `Unit.state`: the stand-up counter and its
 * chips (1.1 "elements"), the attached general by name (6.31: one per unit), square (6.1). `Unit.kind` is the unit type.
 */
export interface BgUnitState {
  [key: string]: string | number | boolean | null | undefined
  /** A unit type of 1.1, or 'general' for a general alone in his hex (6.31, 9.5); an attached general is `general` below. */
  type: UnitType | 'general'
  /** The army's flag on the white dice (1.2), for special actions (9.41). */
  nation: Flag
  /** Counter + chips left. */
  elements: number
  /** What it started with: recovering losses never goes above (6.31.4). */
  startingElements: number
  /** The attached general's name; '' when none. */
  general: string
  inSquare: boolean
  status: BgStatus
  /** A skirmisher's parent infantry unit (6.1); absent otherwise. */
  parent?: string
  /** The battlefield sector it stands in (2.0: "centre, right flank and left flank"; 3.1: the cards order by sector). */
  sector?: Sector
  /** Brought in from the scenario's reinforcement pool (seed 000, 13.1 Prussians, 13.4): what is left of it counts these. */
  arrived?: 'reinforcement'
}

export type Sector = 'left' | 'centre' | 'right'
export const SECTORS: readonly Sector[] = ['left', 'centre', 'right']
export const SECTOR_NAME: Record<Sector, string> = { left: 'left flank', centre: 'centre', right: 'right flank' }

export const bgState = (unit: Unit): BgUnitState => unit.state as BgUnitState
export const isLoneGeneral = (u: Unit) => bgState(u).type === 'general'

/** What a screen says of a piece: its type's name, elements and arm; a lone general is one piece that never fires (7.32.5). */
export function pieceOf(type: UnitType | 'general'): { name: string; elements: number; arm: string } {
  if (type === 'general') return { name: 'General (alone in his hex)', elements: 1, arm: 'general' }
  const t = unitType(type)
  return { name: t.name, elements: t.elements, arm: t.arm }
}
export const isActive = (u: Unit) => bgState(u).status === 'active'
export const asJson = (s: Partial<BgUnitState>) => ({ ...s }) as JsonRecord

/** Units in the order they were added, optionally one side's only. */
export function bgUnits(state: BattleState, side?: SideId): Unit[] {
  return Object.values(state.units).filter((u) => side === undefined || u.side === side)
}

export const sideName = (state: BattleState, side: SideId) => state.setup.sides[side === 'a' ? 0 : 1].name

/**
 * Units grouped side by side for a picker that offers both armies: `first`'s units, then the other side's, each side
 * in the order its units were added (the picker names each group by its army). No side to act first: side a first.
 */
export function sideFirst(units: readonly Unit[], first: SideId | null): Unit[] {
  const lead = first ?? 'a'
  return [...units.filter((u) => u.side === lead), ...units.filter((u) => u.side !== lead)]
}
