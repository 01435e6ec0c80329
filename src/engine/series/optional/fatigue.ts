import { check } from '../../core'
import { FATIGUE_POINTS_PER_MARKER } from './fatigueModifier'

/**
 * RULES.md ruling 39: a corps that qualifies for both recoveries recovers 2 ('2'), or, as an option, both add (3).
 */
export type BothRecoveries = 'recovers 2' | 'recovers 3'

/** What a corps did during one player's turn (seed 001, 16.9; attached artillery and cavalry left out as the text says). */
export interface CorpsTurnActivity {
  /** Some unit moved more than half its movement allowance, rounded up (disorganized units' moves do not count). */
  readonly movedMoreThanHalf: boolean
  /** Some unit attacked in melee. */
  readonly attackedInMelee: boolean
  /** Some unit moved at all. */
  readonly anyUnitMoved: boolean
  /** Some unit was engaged in melee (attacking or attacked). */
  readonly engagedInMelee: boolean
  /** Some unit was fired upon (opportunity fire included). */
  readonly firedUpon: boolean
}

/** seed 001, 16.9: "moves more than half of their movement allowance (round up)": MP spent > ⌈allowance / 2⌉. */
export function movedMoreThanHalf(mpSpent: number, allowance: number): boolean {
  check(Number.isInteger(allowance) && allowance >= 0, 'out-of-range', 'allowance', `The movement allowance must be a whole number, got ${allowance}.`)
  check(Number.isInteger(mpSpent) && mpSpent >= 0, 'out-of-range', 'mpSpent', `MP spent must be a whole number, got ${mpSpent}.`)
  return mpSpent > Math.ceil(allowance / 2)
}

/** The change to a corps' fatigue at the end of a player's turn, with the reasons (16.9). */
export function fatigueChange(t: CorpsTurnActivity, both: BothRecoveries = 'recovers 2'): { change: number; reasons: string[] } {
  check(both === 'recovers 2' || both === 'recovers 3', 'unknown-value', 'rulings.bothRecoveries', `Unknown reading "${both}".`)
  const reasons: string[] = []
  let change = 0
  if (t.movedMoreThanHalf) { change += 1; reasons.push('+1 units moved more than half their allowance') }
  if (t.attackedInMelee) { change += 1; reasons.push('+1 a unit attacked in melee') }
  const rest = !t.anyUnitMoved && !t.engagedInMelee
  const quiet = !t.anyUnitMoved && !t.firedUpon
  if (rest && quiet) { const r = both === 'recovers 2' ? 2 : 3; change -= r; reasons.push(`-${r} no move, no melee and not fired upon (ruling 39)`) }
  else if (quiet) { change -= 2; reasons.push('-2 no unit moved and none was fired upon') }
  else if (rest) { change -= 1; reasons.push('-1 no unit moved and none was engaged in melee') }
  return { change, reasons }
}

/** The corps' fatigue after the turn, never below 0. */
export function fatigueAfterTurn(points: number, t: CorpsTurnActivity, both: BothRecoveries = 'recovers 2'): number {
  check(Number.isInteger(points) && points >= 0, 'out-of-range', 'fatiguePoints', `Fatigue points must be a whole number, 0 or more, got ${points}.`)
  return Math.max(0, points + fatigueChange(t, both).change)
}

/** seed 001, 16.9 base-5 markers: the marker on top of the leader (morale drop) and the one under it. */
export function fatigueMarkers(points: number): { onTop: number; under: number } {
  check(Number.isInteger(points) && points >= 0, 'out-of-range', 'fatiguePoints', `Fatigue points must be a whole number, 0 or more, got ${points}.`)
  return { onTop: Math.floor(points / FATIGUE_POINTS_PER_MARKER), under: points % FATIGUE_POINTS_PER_MARKER }
}

/** seed 001, 16.9: one provisional corps per side per battle, engaged without its parent corps suffering fatigue. */
export const PROVISIONAL_CORPS_PER_SIDE = 1
