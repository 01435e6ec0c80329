import { check, type Calculator } from '../core'
import { seriesRule } from './commandRefs'
import { seriesMorale, type MoraleCheckResult, type MoraleOutcome } from './morale'
import type { MoraleInput } from './moraleInput'

export const RALLY_RULE = seriesRule('11.1 Eligible Units')
/** seed 001, 11.1: "the number on its marker is 2 lower than the current turn number" (at least two full turns). */
export const RALLY_WAIT_TURNS = 2

const turnNumber = (v: number, field: string) =>
  check(Number.isInteger(v) && v >= 0, 'out-of-range', field, `${field} must be a game turn number (a whole number, 0 or more), got ${v}.`)

/**
 * seed 001, 11.1: may a unit whose disorganized marker shows `markerTurn` attempt to rally during `currentTurn`?
 * Example: during turn 8, markers numbered 6 or less. A cavalry disorganized on purpose carries the previous
 * turn's number (6.5) and a routed unit two markers of its turn + 2 (16.5), so the same test serves all three.
 */
export function rallyEligible(markerTurn: number, currentTurn: number): boolean {
  turnNumber(markerTurn, 'markerTurn')
  turnNumber(currentTurn, 'currentTurn')
  return markerTurn <= currentTurn - RALLY_WAIT_TURNS
}

/** The first turn a unit with this marker may attempt to rally. */
export const firstRallyTurn = (markerTurn: number): number => (turnNumber(markerTurn, 'markerTurn'), markerTurn + RALLY_WAIT_TURNS)

/** seed 001, 6.5: a cavalry that disorganizes on purpose gets "the previous turn number" on its marker. */
export const deliberateDisorganizationMarker = (turn: number): number => (turnNumber(turn, 'turn'), turn - 1)

/**
 * seed 001, 11.4: where a unit that failed its rally check goes. Already in a town or forest hex: it need not
 * retreat; otherwise 2 hexes toward a line of communication or toward a town or wood within two hexes.
 * A routed unit (16.5) retreats with its whole movement allowance toward its lines of communication.
 */
export function rallyFailureRetreat(where: { readonly inTownOrForest: boolean; readonly routed?: boolean }): string {
  if (where.routed) return 'retreats with its whole movement allowance toward its lines of communication'
  if (where.inTownOrForest) return 'need not retreat (already in a town or forest hex)'
  return 'retreats 2 hexes toward a line of communication, or toward a town or wood hex within two hexes'
}

/** seed 001, 11.5: a unit still disorganized, stacked with one that rallied, retreats 2 more hexes, even in a wood or town. */
export const STILL_DISORGANIZED_IN_RALLIED_STACK = 'retreats 2 additional hexes, even in a wood or a town'

export type RallyInput = Omit<MoraleInput, 'purpose'> & { readonly markerTurn: number; readonly currentTurn: number }

const asMorale = (i: RallyInput): MoraleInput => {
  check(rallyEligible(i.markerTurn, i.currentTurn), 'not-allowed-together', 'markerTurn',
    `A unit with a turn ${i.markerTurn} marker can first rally in turn ${firstRallyTurn(i.markerTurn)} (11.1), not turn ${i.currentTurn}.`)
  const { markerTurn: _m, currentTurn: _c, ...unit } = i
  return { ...unit, purpose: 'rally' }
}

/** seed 001, 11: a rally check: an eligible disorganized unit's morale check, with the −2 for being disorganized. */
export const seriesRally: Calculator<RallyInput, MoraleOutcome, MoraleCheckResult> = {
  id: 'series.rally',
  title: 'Rally check',
  rule: seriesRule('11.2 Rally Check'),
  example: { morale: 9, disorganized: true, markerTurn: 6, currentTurn: 8, leader: { moraleBonus: 1, command: 'own corps' } },
  dice: (i) => seriesMorale.dice(asMorale(i)),
  resolve: (i, faces) => seriesMorale.resolve(asMorale(i), faces),
  distribution: (i) => seriesMorale.distribution(asMorale(i)),
  outcomes: (i) => seriesMorale.outcomes(asMorale(i)),
}
