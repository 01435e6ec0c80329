import { check, type RuleRef } from '../core'
import { formationOf } from './formations'
import { seriesRef } from './refs'
import { checkUnit, type SeriesUnit } from './units'

export interface Disorganization {
  /** The unit as it now stands, or null when "it is eliminated for good". */
  readonly unit: SeriesUnit | null
  readonly eliminated: boolean
  /** "Upon its disorganization, the unit immediately retreats 2 hexes (see 8.9)"; 0 when eliminated. */
  readonly retreatHexes: number
  readonly reason: string
  readonly rule: RuleRef
}

/**
 * Puts the numeric marker on a unit (3.3, 4.5, 4.10, 4.13): formation "disorganized", marker = the current game
 * turn; a cavalry's deliberate disorganization takes "the previous turn's number" (4.10, 6.5). "If a disorganized
 * unit suffers a second disorganization, it is eliminated for good."
 */
export function disorganize(unit: SeriesUnit, turn: number, deliberate = false): Disorganization {
  checkUnit(unit)
  const form = formationOf(unit)
  check(Number.isInteger(turn) && turn >= 1, 'out-of-range', 'turn', 'turn: the current game turn, a whole number from 1.')
  check(!deliberate || unit.type === 'cavalry', 'not-allowed-together', 'deliberate', 'Only cavalry can voluntarily adopt a disorganized state (6.5).')
  if (unit.formation === 'disorganized') {
    return { unit: null, eliminated: true, retreatHexes: 0, reason: 'a second disorganization: eliminated for good', rule: form.rule }
  }
  const marker = deliberate ? turn - 1 : turn
  const rule = deliberate ? seriesRef('6.5 Deliberate Disorganization of the cavalry') : formationOf({ ...unit, formation: 'disorganized' }).rule
  return {
    unit: { ...unit, formation: 'disorganized', disorganizedAtTurn: marker }, eliminated: false, retreatHexes: 2, rule,
    reason: deliberate ? `deliberate: marker ${marker}, the previous turn's number` : `disorganized: marker ${marker}, the current game turn`,
  }
}
