import { check, type WorkingLine } from '../core'
import { wl } from './refs'
import { checkStepLosses } from './stepTrack'
import type { Army } from './units'

const J = (n: string) => wl(`J-${n} Retreats`)

/** seed 002, J-5: the direction each army must Retreat if possible. */
export const RETREAT_DIRECTION: Readonly<Record<Army, string>> = {
  French: 'South',
  'Anglo-Allied': 'North and/or Northwest',
  Prussian: 'North and/or Northeast',
}

/**
 * seed 002, A-2a: the longest Retreat the text orders at once, "a Close Combat loser that also Panics would Retreat
 * three hexes"; every other Retreat is one hex (Panic) or two (F-4c, F-4k, a 6th or further Step Loss). A unit moves
 * 0 up to the hexes due (J-6: blocked, it Retreats as far as it can).
 */
export const HEXES_DUE = { min: 0, max: 3 } as const

export interface RetreatInput {
  readonly army: Army
  /** Step Losses before this Retreat. */
  readonly stepLosses: number
  /** Hexes the unit was told to Retreat. */
  readonly hexesDue: number
  /** Hexes it could Retreat before being blocked (enemy units, impassable hexes, or its own path). */
  readonly hexesRetreated: number
  /** It moved adjacent to an enemy unit, in a hex without a friendly unit. */
  readonly passedAdjacentToEnemy?: boolean
  /** It had no choice but to Retreat off the map. */
  readonly offMap?: boolean
}

/**
 * seed 002, J-3, J-4, J-6, J-8: one Step Loss per hex not Retreated, one at the end for moving adjacent to the
 * enemy (however many), elimination off the map or at a 6th loss from a blocked Retreat.
 */
export function retreatLosses(i: RetreatInput): { stepLosses: number; eliminated: boolean; working: WorkingLine[] } {
  checkStepLosses(i.stepLosses)
  check(Number.isInteger(i.hexesDue) && i.hexesDue >= 0, 'out-of-range', 'hexesDue', 'Hexes due: a whole number of hexes, 0 or more.')
  check(Number.isInteger(i.hexesRetreated) && i.hexesRetreated >= 0 && i.hexesRetreated <= i.hexesDue, 'out-of-range', 'hexesRetreated',
    `Hexes moved: a whole number from 0 up to the ${i.hexesDue} hex${i.hexesDue === 1 ? '' : 'es'} due.`)
  const working: WorkingLine[] = [{ label: `Retreat ${RETREAT_DIRECTION[i.army]} if possible`, value: i.hexesDue, rule: J('5') }]
  if (i.offMap === true) return { stepLosses: 0, eliminated: true, working: [...working, { label: 'no choice but off the map', value: 'eliminated', rule: J('8') }] }
  const blocked = i.hexesDue - i.hexesRetreated
  const adjacent = i.passedAdjacentToEnemy === true ? 1 : 0
  if (blocked) working.push({ label: `${blocked} hex${blocked === 1 ? '' : 'es'} not Retreated: one Step Loss each`, value: blocked, rule: J('6') })
  if (adjacent) working.push({ label: 'moved adjacent to the enemy: one Step Loss at the end', value: 1, rule: J('4') })
  const eliminated = blocked > 0 && i.stepLosses + blocked + adjacent >= 6
  if (eliminated) working.push({ label: 'a blocked Retreat inflicting the 6th (or more) Step Loss', value: 'eliminated', rule: J('6') })
  return { stepLosses: blocked + adjacent, eliminated, working }
}
