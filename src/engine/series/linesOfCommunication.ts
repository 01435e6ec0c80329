import { seriesRule } from './commandRefs'

export const LINES_OF_COMMUNICATION_RULE = seriesRule('15.0 Lines of Communication')

/**
 * seed 001, 8.9 and 15 (and 17.3 Retreat order): what becomes of a unit that leaves the map.
 * A disorganized unit cannot come back and counts as eliminated for victory points, unless the battle's special
 * rules let units exit through a line of communication, which may give the enemy victory points instead.
 */
export function leavingTheMap(through: { readonly lineOfCommunication: boolean; readonly specialRulesAllowExit: boolean }): string {
  if (through.lineOfCommunication && through.specialRulesAllowExit)
    return 'leaves through a line of communication: victory points to the enemy as the special rules say'
  return 'cannot come back and counts as an eliminated unit for victory points'
}

/** The retreat priorities that point to the lines of communication (8.9, 11.4, 16.4, 16.5). */
export const RETREATS_TOWARD_LINES_OF_COMMUNICATION = [
  'Disorganized units retreat through empty hexes toward the line of communication, then through friendly hexes (8.9).',
  'A failed rally retreats 2 hexes toward a line of communication, or toward a town or wood within two hexes (11.4).',
  'Cavalry disorganized after a charge retreats toward the lines of communication (16.4).',
  'A routed unit retreats with its whole movement allowance toward its lines of communication (16.5).',
] as const
