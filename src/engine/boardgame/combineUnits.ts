import { check, type WorkingLine } from '../core'
import { rule000 } from './refs'
import { unitType, type UnitType } from './units'

export interface CombiningUnit {
  readonly type: UnitType
  readonly elements: number
  /** Default: full strength (1.1). */
  readonly startingElements?: number
}
export interface CombineResult {
  /** The remaining unit's elements: its counter and every chip of both. */
  readonly elements: number
  /** "a unit that is absorbed is considered eliminated" (for victory). */
  readonly absorbedCountsAsEliminated: true
  readonly working: readonly WorkingLine[]
}

const RULE = rule000('6.21.3 Zone of Control')

/**
 * seed 000, 6.21.3: a reduced unit combines with a friendly unit of the same type; "the total number of chips cannot
 * exceed what the unit started with"; the absorbed unit's stand-up counter leaves the map and counts as eliminated.
 * Garrisons (never reabsorbed, 6.1) and skirmishers (rejoin their parent instead) are single pieces with no chips.
 */
export function combineUnits(remaining: CombiningUnit, absorbed: CombiningUnit): CombineResult {
  const t = unitType(remaining.type, 'remaining.type')
  unitType(absorbed.type, 'absorbed.type')
  check(absorbed.type === remaining.type, 'not-allowed-together', 'absorbed.type', `Only units of the same type combine: ${remaining.type} and ${absorbed.type}.`)
  check(t.chips > 0, 'not-allowed-together', 'remaining.type', `${t.name}s are single pieces and do not combine (6.1, 6.21.3).`)
  const start = remaining.startingElements ?? t.elements
  for (const [field, u, max] of [['remaining', remaining, start], ['absorbed', absorbed, absorbed.startingElements ?? t.elements]] as const) {
    check(Number.isInteger(u.elements) && u.elements >= 1 && u.elements <= max, 'out-of-range', `${field}.elements`,
      `${field}.elements: 1–${max}, got ${String(u.elements).slice(0, 100)}.`)
  }
  check(remaining.elements < start || absorbed.elements < (absorbed.startingElements ?? t.elements), 'not-allowed-together', 'remaining.elements',
    'Only a unit reduced by combat losses combines (6.21.3): both are at full strength.')
  const chips = remaining.elements - 1 + absorbed.elements - 1
  check(chips <= start - 1, 'out-of-range', 'absorbed.elements',
    `Together they would have ${chips} chips: no more than the ${start - 1} the unit started with (6.21.3).`)
  return {
    elements: chips + 1,
    absorbedCountsAsEliminated: true,
    working: [
      { label: `${remaining.elements - 1} + ${absorbed.elements - 1} chips under one counter (at most ${start - 1})`, value: chips + 1, rule: RULE },
      { label: 'the absorbed unit counts as eliminated for victory', value: 'eliminated', rule: RULE },
    ],
  }
}
