import { check } from '../core'
import { rule000 } from './refs'
import type { UnitType } from './units'

export const RANGE_RULE = rule000('7.31 Range of Fire')

export interface FireRange {
  /** Which units the printed paragraph covers. */
  readonly types: readonly UnitType[]
  readonly name: string
  /** Battle dice at 1, 2, 3 … hexes (index 0 = adjacent). */
  readonly dice: readonly number[]
  /** "(6* on a hill)": artillery firing from a hill reaches one hex more, at the last band's dice (8.3). */
  readonly hillBonus: boolean
}

// seed 000, 7.31 Range of Fire: dice by unit type and distance in hexes, as printed.
export const FIRE_RANGES: readonly FireRange[] = [
  { types: ['line-infantry', 'elite-infantry'], name: 'Infantry', dice: [4, 3, 2], hillBonus: false },
  { types: ['garrison'], name: 'Garrisons', dice: [4], hillBonus: false },
  { types: ['skirmisher'], name: 'Skirmishers', dice: [2], hillBonus: false },
  // "Horse artillery unit is considered light" (1.1): it rolls as light artillery.
  { types: ['light-artillery', 'horse-artillery'], name: 'Light Artillery', dice: [5, 4, 3, 2, 1], hillBonus: true },
  { types: ['heavy-artillery'], name: 'Heavy Artillery', dice: [6, 5, 4, 3, 2, 1], hillBonus: true },
  { types: ['light-cavalry', 'heavy-cavalry'], name: 'Cavalry', dice: [3], hillBonus: false },
]

export function fireRangeOf(type: UnitType): FireRange {
  return FIRE_RANGES.find((r) => r.types.includes(type))!
}

/** The longest range in hexes: artillery on a hill one more (7.31 "6* on a hill", 8.3). */
export function maxRange(type: UnitType, onHill: boolean): number {
  const r = fireRangeOf(type)
  return r.dice.length + (r.hillBonus && onHill ? 1 : 0)
}

/** Battle dice before modifiers at `range` hexes; throws when out of range. */
export function baseDice(type: UnitType, range: number, onHill: boolean): number {
  check(Number.isInteger(range) && range >= 1, 'out-of-range', 'range', `range: count the hexes to the target, 1 = adjacent (got ${range}).`)
  const r = fireRangeOf(type)
  const max = maxRange(type, onHill)
  check(range <= max, 'out-of-range', 'range',
    `${r.name}: range ${r.dice.length} hexes${r.hillBonus ? ` (${r.dice.length + 1} from a hill)` : ''}; the target is ${range} away.`)
  return r.dice[Math.min(range, r.dice.length) - 1]!
}
