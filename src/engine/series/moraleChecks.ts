import { check } from '../core'
import { forbid } from '../core/errors'
import { ARMY_MORALE_LEVELS } from './armyMoraleLevels'
import { MORALE_PURPOSE_NAMES, MORALE_PURPOSES, type MoraleInput } from './moraleInput'
import { SQUARE_NO_ATTEMPT_AT } from './moraleTable'

const whole = (v: number, field: string, min: number, max: number, what: string) =>
  check(Number.isInteger(v) && v >= min && v <= max, 'out-of-range', field, `${what} must be a whole number from ${min} to ${max}, got ${v}.`)

/** A unit's morale as printed, the 2D6 check's own bounds (10.2, 10.3). */
export const MORALE_LIMITS = { min: 1, max: 12 } as const
/** Units above in the hex that just failed (5.5), as the morale check takes them. */
export const FAILED_ABOVE_LIMITS = { min: 0, max: 10 } as const
/** A corps' fatigue points (16.9) as the morale check takes them. */
export const FATIGUE_POINTS_LIMITS = { min: 0, max: 999 } as const

/**
 * Checks only a good-order unit makes: withdrawal (6.8), countercharge (9.7), forming square (9.6), reintegration
 * (16.7), a disorganized unit retreating through (8.9: "unless they are already disorganized") and the army's
 * one-time checks (12.1, 12.2: "each unit in good order").
 */
const GOOD_ORDER_ONLY: readonly MoraleInput['purpose'][] = ['withdrawal', 'countercharge', 'form-square', 'reintegration', 'retreat-through', 'army-morale']

/** Throws a RulesInputError naming the field for input a seed 001 morale check cannot take. */
export function checkMoraleInput(i: MoraleInput): void {
  whole(i.morale, 'morale', MORALE_LIMITS.min, MORALE_LIMITS.max, 'Morale')
  check(MORALE_PURPOSES.includes(i.purpose), 'unknown-value', 'purpose', `Unknown reason for the check "${String(i.purpose).slice(0, 100)}".`)
  if (i.purpose === 'rally')
    check(i.disorganized !== false, 'not-allowed-together', 'disorganized', 'Only a disorganized unit can attempt to rally (11.2).')
  if (GOOD_ORDER_ONLY.includes(i.purpose))
    check(!i.disorganized && !i.routed, 'not-allowed-together', 'disorganized', `A disorganized unit does not check for this: ${MORALE_PURPOSE_NAMES[i.purpose]}.`)
  if (i.leader) whole(i.leader.moraleBonus, 'leader.moraleBonus', -6, 6, 'The leader\'s morale bonus')
  if (i.leader) check(['own corps', 'other corps', 'army commander'].includes(i.leader.command), 'unknown-value', 'leader.command', `Unknown leader command "${i.leader.command}".`)
  if (i.direction !== undefined) check(['front', 'flank', 'rear'].includes(i.direction), 'unknown-value', 'direction', `Direction is front, flank or rear, not "${i.direction}".`)
  // 4.3, 4.4, 4.5, 4.9, 4.10: "The six adjacent hexes are front hexes (no flank, no rear)".
  forbid(!i.sixFrontHexes || (i.direction ?? 'front') === 'front', 'direction', 'seed 001, 4.4 Infantry in Square Formation (also 4.3, 4.5, 4.9, 4.10)',
    'The six adjacent hexes are front hexes (no flank, no rear).')
  if (i.failedAbove !== undefined) whole(i.failedAbove, 'failedAbove', FAILED_ABOVE_LIMITS.min, FAILED_ABOVE_LIMITS.max, 'Units above that failed')
  if (i.lossModifierFromChart !== undefined) whole(i.lossModifierFromChart, 'lossModifierFromChart', -6, 0, 'The loss chart\'s modifier')
  if (i.armyMorale !== undefined) check(ARMY_MORALE_LEVELS.includes(i.armyMorale), 'unknown-value', 'armyMorale', `Army morale is good, demoralized or desperate, not "${i.armyMorale}".`)
  if (i.purpose === 'form-square') {
    check(i.chargerDistance !== undefined, 'out-of-range', 'chargerDistance', 'Forming square needs the distance in hexes to the charging cavalry (9.6).')
    whole(i.chargerDistance, 'chargerDistance', 1, 99, 'The distance to the charging cavalry')
    check(i.chargerDistance > SQUARE_NO_ATTEMPT_AT, 'not-allowed-together', 'chargerDistance', 'The cavalry is adjacent: no square attempt can be made (9.6).')
  }
  if (i.fatiguePoints !== undefined) whole(i.fatiguePoints, 'fatiguePoints', FATIGUE_POINTS_LIMITS.min, FATIGUE_POINTS_LIMITS.max, 'Fatigue points')
  if (i.timePenalty !== undefined) whole(i.timePenalty, 'timePenalty', -99, 0, 'The time penalty')
  if (i.initiativeLastTurn !== undefined) check(i.initiativeLastTurn === 'success' || i.initiativeLastTurn === 'failure', 'unknown-value', 'initiativeLastTurn', `Initiative is success or failure, not "${i.initiativeLastTurn}".`)
}
