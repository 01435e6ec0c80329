import { check } from '../core'

/** seed 001, 3.1 Unit Type: the three arms. Leaders are not units (14.1). */
export type UnitType = 'infantry' | 'cavalry' | 'artillery'
export const UNIT_TYPES: readonly UnitType[] = ['infantry', 'cavalry', 'artillery']

/**
 * seed 001, 4.0 Formations: every formation of the three arms. Which arm may use which is in
 * `FORMATIONS` (formations.ts): infantry line, column, general order, square, disorganized, tirailleurs;
 * cavalry line ("en bataille"), column, general order, disorganized; artillery limbered, unlimbered, disorganized.
 */
export type Formation = 'line' | 'column' | 'general-order' | 'square' | 'disorganized' | 'tirailleurs' | 'limbered' | 'unlimbered'

/** Where the counter is hit from, as the players read the hexes (8.6); a protected flank (8.6) counts as front. */
export type Direction = 'front' | 'flank' | 'rear'

/**
 * What a screen stores per combat unit (seed 001, 3.1 Combat Units and 3.3 Markers). Printed values are the
 * counter's; `steps` is the unchecked boxes of the loss sheet (3.6). Part B's leader and command state lives
 * in its own files; `leader` only names the leader stacked with the unit, if any.
 */
export interface SeriesUnit {
  readonly id: string
  readonly name: string
  readonly type: UnitType
  /** Number of Steps printed: the unit's initial strength (3.1). */
  readonly originalSteps: number
  /** Current steps: printed steps less the losses checked on the loss sheet (3.6, 7.8). */
  readonly steps: number
  /** Firepower as printed, "the upper number on the left-hand side" (7.1); 0 for cavalry ("Cavalry has none", 3.1). */
  readonly firepower: number
  /** Melee value as printed, "under the fire value" (8.3). */
  readonly meleeValue: number
  /** Morale as printed (3.1, 10.0). */
  readonly morale: number
  /** Fire Range as printed: "5 to 7 hexes for artillery, 2 for light infantry … Always 1 for infantry when no number is printed" (3.1); 0 for cavalry. */
  readonly fireRange: number
  /** Movement Allowance printed on each side of the counter (line/unlimbered side read horizontally, column/limbered vertically, 3.1). */
  readonly movementAllowance?: { readonly horizontal?: number; readonly vertical?: number }
  readonly formation: Formation
  /** The numeric marker across a disorganized unit: "the game turn during which the unit was disorganized" (3.3); null in good order. */
  readonly disorganizedAtTurn: number | null
  /** Place in its hex's stack: 0 is the top unit, "who is up, who is down" (5.9). */
  readonly stackPosition: number
  /** The leader stacked with the unit, by id, if any (14.0). */
  readonly leader?: string | null
  /** Corps number or abbreviation printed on the counter (3.1 Identification). */
  readonly corps?: string
  /** Routed (optional rule 16.5): "melee value 0" (and fire value 0, morale −3). */
  readonly routed?: boolean
}

const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isInteger(n) && n >= min

/** Throws a RulesInputError naming the field that is wrong; returns the unit when it is usable. */
export function checkUnit(unit: SeriesUnit, field = 'unit'): SeriesUnit {
  const who = `${field} "${String(unit.name).slice(0, 40)}"`
  check(UNIT_TYPES.includes(unit.type), 'unknown-value', `${field}.type`, `${who}: the type must be infantry, cavalry or artillery, not "${String(unit.type).slice(0, 40)}".`)
  check(whole(unit.originalSteps, 1), 'out-of-range', `${field}.originalSteps`, `${who}: printed steps must be a whole number of 1 or more.`)
  check(whole(unit.steps, 0) && unit.steps <= unit.originalSteps, 'out-of-range', `${field}.steps`,
    `${who}: current steps must be a whole number from 0 to the printed ${unit.originalSteps}.`)
  check(whole(unit.firepower, 0), 'out-of-range', `${field}.firepower`, `${who}: firepower must be a whole number of 0 or more.`)
  check(whole(unit.meleeValue, 0), 'out-of-range', `${field}.meleeValue`, `${who}: melee value must be a whole number of 0 or more.`)
  check(whole(unit.morale, 0), 'out-of-range', `${field}.morale`, `${who}: morale must be a whole number of 0 or more.`)
  check(whole(unit.fireRange, 0), 'out-of-range', `${field}.fireRange`, `${who}: fire range must be a whole number of hexes, 0 or more.`)
  check(unit.disorganizedAtTurn === null || whole(unit.disorganizedAtTurn, 0), 'out-of-range', `${field}.disorganizedAtTurn`,
    `${who}: the disorganization marker must be a game turn number.`)
  check(whole(unit.stackPosition, 0), 'out-of-range', `${field}.stackPosition`, `${who}: stack position must be 0 (top) or more.`)
  return unit
}

/** Light infantry: "infantry units with a printed range 2" (4.6). */
export const isLightInfantry = (unit: Pick<SeriesUnit, 'type' | 'fireRange'>): boolean => unit.type === 'infantry' && unit.fireRange === 2
