import type { CardSide } from './cards'
import type { Flag } from './whiteDie'
import { check } from '../core'

/** A unit as seed 000, 1.1 builds it. Horse artillery is light artillery that moves 2 (ruling 17). */
export type UnitType =
  | 'line-infantry' | 'elite-infantry'
  | 'light-cavalry' | 'heavy-cavalry'
  | 'light-artillery' | 'heavy-artillery' | 'horse-artillery'
  | 'garrison' | 'skirmisher'

/** The arm, which decides the face that hits it (seed 000, 9.3) and its dice and range (7.31). */
export type Arm = 'infantry' | 'cavalry' | 'artillery' | 'garrison' | 'skirmisher'

export interface UnitTypeData {
  readonly type: UnitType
  readonly name: string
  readonly arm: Arm
  /** Chips under the stand-up counter at full strength; garrisons and skirmishers are one flat piece, no chips. */
  readonly chips: number
  /** Counter + chips: the unit's full strength in elements. */
  readonly elements: number
  /** "élite infantry, heavy cavalry and heavy artillery use red chips" (1.1) and "also hit if they roll a general" (9.3). */
  readonly red: boolean
  /** Units of this type in the box, as 1.1 counts them. */
  readonly inTheBox: number
}

const u = (type: UnitType, name: string, arm: Arm, chips: number, red: boolean, inTheBox: number): UnitTypeData =>
  ({ type, name, arm, chips, elements: arm === 'garrison' || arm === 'skirmisher' ? 1 : chips + 1, red, inTheBox })

// seed 000, 1.1 Armies: "Infantry: 12 line units, 3 élite units … 1 stand-up counter and 3 chips"; "Cavalry: 4 light units,
// 4 heavy units … 1 stand-up counter and 2 chips"; "Artillery: 2 light units, 2 heavy units … Heavy … 2 chips … Light
// … 1 chip"; "Horse Artillery: 1 unit … light … 1 chip"; "Garrisons & Skirmishers: 12 counters … a single piece".
export const UNIT_TYPES: readonly UnitTypeData[] = [
  u('line-infantry', 'Line infantry', 'infantry', 3, false, 12),
  u('elite-infantry', 'Élite infantry', 'infantry', 3, true, 3),
  u('light-cavalry', 'Light cavalry', 'cavalry', 2, false, 4),
  u('heavy-cavalry', 'Heavy cavalry', 'cavalry', 2, true, 4),
  u('light-artillery', 'Light artillery', 'artillery', 1, false, 2),
  u('heavy-artillery', 'Heavy artillery', 'artillery', 2, true, 2),
  u('horse-artillery', 'Horse artillery', 'artillery', 1, false, 1),
  u('garrison', 'Garrison', 'garrison', 0, false, 12),
  u('skirmisher', 'Skirmisher', 'skirmisher', 0, false, 12),
]
/** seed 000, 1.1: the 12 counters serve as garrisons or skirmishers. */
export const GARRISON_SKIRMISHER_COUNTERS = 12

export function unitType(type: UnitType, field = 'type'): UnitTypeData {
  const found = UNIT_TYPES.find((t) => t.type === type)
  check(found !== undefined, 'unknown-value', field, `${field}: "${String(type).slice(0, 100)}" is not a unit of this game (${UNIT_TYPES.map((t) => t.type).join(', ')}).`)
  return found
}

/** What a screen stores per unit on the map. */
export interface BoardgameUnit {
  readonly id: string
  readonly name: string
  readonly side: CardSide
  /** The army's flag on the white dice (special actions, 9.41). */
  readonly nation: Flag
  readonly type: UnitType
  /** Stand-up counter + chips left. */
  readonly elements: number
  /** What it started with (1.1, or a scenario's own, e.g. Ligny's one-chip heavy battery): rally never goes above. */
  readonly startingElements: number
  /** Id of the attached general, if any (one per unit, 6.31.1). */
  readonly general?: string
  /** Infantry in square (6.1). */
  readonly inSquare?: boolean
  /** A skirmisher's parent infantry unit (6.1 Skirmishers). */
  readonly parent?: string
  /** Removed from the map; it counts toward victory unless it is a garrison, skirmisher or as the scenario says. */
  readonly eliminated?: boolean
  /** Combined into another unit (6.21.3): counts as eliminated. */
  readonly absorbedInto?: string
}

/** A general: alone in a hex or attached to one unit (6.31); killed = an eliminated unit (9.52). */
export interface BoardgameGeneral {
  readonly id: string
  readonly name: string
  readonly side: CardSide
  readonly nation: Flag
  /** The unit he is attached to; absent = alone in his hex. */
  readonly attachedTo?: string
  readonly killed?: boolean
}

/** The unit state fresh from the box: full strength, no general. */
export function newUnit(id: string, name: string, side: CardSide, nation: Flag, type: UnitType): BoardgameUnit {
  const t = unitType(type)
  return { id, name, side, nation, type, elements: t.elements, startingElements: t.elements }
}
