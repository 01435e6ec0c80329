import { check } from '../../core'
import { seriesRule } from '../commandRefs'

export const VOLTIGEURS_RULE = seriesRule('16.1 Voltigeurs')
/** seed 001, 16.1: voltigeurs a unit may deploy, by formation; light infantry (printed range 2) three. */
export const VOLTIGEURS_BY_FORMATION = { column: 1, 'general-order': 1, line: 2, light: 3 } as const
/** seed 001, 16.1: "A voltigeur unit fires on an adjacent front hex with a fire power of 1." */
export const VOLTIGEUR_FIREPOWER = 1

export interface VoltigeurUnit {
  readonly formation: 'line' | 'column' | 'general-order' | 'square' | 'disorganized'
  /** Light infantry: "usually all units with a printed range of 2". */
  readonly light: boolean
  /** Militia, Archduke Charles Legion, Landwehr. */
  readonly militia: boolean
  readonly stepsLeft: number
  /** "Only the upper unit of the stack can deploy voltigeurs." */
  readonly topOfStack: boolean
}

/** How many voltigeurs the unit may deploy (16.1), never more than its steps left. */
export function voltigeursAllowed(u: VoltigeurUnit): number {
  check(Number.isInteger(u.stepsLeft) && u.stepsLeft >= 0, 'out-of-range', 'stepsLeft', `Steps left must be a whole number, got ${u.stepsLeft}.`)
  if (!u.topOfStack || u.militia || u.formation === 'square' || u.formation === 'disorganized') return 0
  const n = u.light ? VOLTIGEURS_BY_FORMATION.light : VOLTIGEURS_BY_FORMATION[u.formation]
  check(n !== undefined, 'unknown-value', 'formation', `Unknown formation "${String(u.formation).slice(0, 100)}".`)
  return Math.min(n, u.stepsLeft)
}

/** seed 001, 16.1: fire at a unit beyond voltigeurs is −1 (once however many), "except if this value was already one". */
export function fireBeyondVoltigeurs(fireValue: number): number {
  check(Number.isInteger(fireValue) && fireValue >= 0, 'out-of-range', 'fireValue', `The fire value must be a whole number, got ${fireValue}.`)
  return fireValue <= VOLTIGEUR_FIREPOWER ? fireValue : fireValue - 1
}
