import type { ReferenceTable } from '../core'
import { seriesRule } from './commandRefs'

export const MORALE_RULE = seriesRule('10.4 Modifiers')

/** seed 001, 10.4 Modifiers, as printed ("All modifiers are cumulative"). */
export const MORALE_MODIFIERS = {
  disorganized: -2, // Formation: if the unit is disorganized
  squareAttackedByCavalryOnly: 2, // Formation: infantry in square formation, attacked by cavalry only
  rallyAdjacentToEnemy: -1, // Adjacent units: rally attempt in a hex adjacent to an enemy unit
  flank: -2, // attacked or fired upon through a flank hexside
  rear: -3, // attacked or fired upon through a rear hexside
  eachFailureAbove: -2, // another morale check failure in the same hex: -2, then -4, ...
} as const

/** seed 001, 14.4: a corps commander with units of another corps uses at most +1. */
export const OTHER_CORPS_LEADER_MAXIMUM = 1
/** seed 001, 9.6: forming square, the charging cavalry 3 hexes or more away +1, 2 hexes no modifier, adjacent no attempt. */
export const SQUARE_DISTANCE_BONUS_FROM = 3
export const SQUARE_DISTANCE_BONUS = 1
export const SQUARE_NO_ATTEMPT_AT = 1

/** The quick reference of the §10.4 list, in the printed order. */
export const MORALE_MODIFIERS_TABLE: ReferenceTable = {
  id: 'series.morale-modifiers',
  title: 'Morale modifiers (all cumulative)',
  rule: MORALE_RULE,
  columns: ['Modifier', 'Value'],
  rows: [
    ['Formation: if the unit is disorganized', '-2'],
    ['Formation: if the unit is infantry in square formation, attacked by cavalry only', '+2'],
    ['Adjacent units: if the unit attempts to rally in an hex adjacent to an enemy unit', '-1'],
    ['A leader', '+ morale bonus'],
    ['Attacked or fired upon through a flank hexside', '-2'],
    ['Attacked or fired upon through a rear hexside', '-3'],
    ['Another morale check failure in the same hex (unit stacked underneath)', '-2, then -4, ...'],
    ['Losses', 'loss table'],
    ['Army demoralized', '-1'],
    ['Army desperate', '-2'],
  ],
  notes: [
    'A natural 2 is always a success; a natural 12 is always a failure (10.3).',
    'Flank/rear exceptions: protected flanks, mixed order, or when attempting to form square (8.6, 9.6).',
  ],
}
