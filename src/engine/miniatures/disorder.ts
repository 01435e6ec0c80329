import { check } from '../core'
import { mini } from './refs'
import { unitType, type MiniUnitType } from './referenceSheet'

/**
 * seed 003, 6.0 Movement: "An infantry unit will be removed when it has accumulated four (4) Disorder Points.
 * Artillery and cavalry units … three (3) … Generals will be removed after the first disorder points."
 * The capacity per type is the reference sheet's "disor." column (the Garrison row prints 1).
 */
export const DISORDER_RULE = mini('6.0 Movement: Disorder Points')

export interface DisorderState {
  /** A reference-sheet unit type id, e.g. 'french-infantry'. */
  readonly type: string
  readonly disorderPoints: number
}

export interface DisorderResult {
  readonly disorderPoints: number
  readonly removed: boolean
  /** The unit's capacity from the reference sheet. */
  readonly removedAt: number
}

export function disorderCapacity(type: MiniUnitType | string): number {
  return (typeof type === 'string' ? unitType(type) : type).disorder
}

export function checkDisorderPoints(n: unknown, field = 'disorderPoints'): number {
  // Stryker disable next-line ConditionalExpression: Number.isInteger is false for every non-number; the typeof is for TypeScript
  const isNumber = typeof n === 'number'
  check(isNumber && Number.isInteger(n) && n >= 0, 'out-of-range', field,
    `${field} must be a whole number 0 or more, got ${String(n)}.`)
  return n
}

/** Adds `n` disorder points; the unit is removed when it reaches its capacity. */
export function addDisorder(unit: DisorderState, n: number): DisorderResult {
  const removedAt = disorderCapacity(unit.type)
  const current = checkDisorderPoints(unit.disorderPoints)
  const added = checkDisorderPoints(n, 'added disorder points')
  const disorderPoints = current + added
  return { disorderPoints, removed: disorderPoints >= removedAt, removedAt }
}
