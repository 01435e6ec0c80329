import { check } from '../../core'
import { seriesRule } from '../commandRefs'

export const COMMAND_RADIUS_RULE = seriesRule('17.2 Second Level: Command Radius')
/** seed 001, 17.2: units within 6 hexes of their commander; leaders within 10 hexes of their superior. */
export const UNIT_COMMAND_RADIUS = 6
export const LEADER_COMMAND_RADIUS = 10
/** seed 001, 17.2: "an army leader can directly command 3 units of his choice, as long as they are at 6 hexes or under". */
export const ARMY_LEADER_DIRECT_UNITS = 3

export interface CommandPath {
  /** Length in hexes of the shortest path to the commander that passes through no enemy unit and no impassable hex; null = none. */
  readonly pathHexes: number | null
  readonly turn: number
  /** 13: "All reinforcements are in command the turn they enter." */
  readonly enteredThisTurn?: boolean
}

function checkPath(p: CommandPath) {
  check(p.pathHexes === null || (Number.isInteger(p.pathHexes) && p.pathHexes >= 0), 'out-of-range', 'pathHexes', `The path must be a whole number of hexes or none, got ${p.pathHexes}.`)
  check(Number.isInteger(p.turn) && p.turn >= 1, 'out-of-range', 'turn', `The turn must be 1 or more, got ${p.turn}.`)
}

/** 17.2: a unit is in command within 6 hexes; everyone is in command on the first turn, reinforcements the turn they enter. */
export function unitInCommand(p: CommandPath): boolean {
  checkPath(p)
  if (p.turn === 1 || p.enteredThisTurn) return true
  return p.pathHexes !== null && p.pathHexes <= UNIT_COMMAND_RADIUS
}

/** 17.2: a leader within 10 hexes of his superior may move; an overall commander always may. Level 3 drops this (17.3). */
export function leaderInRadius(p: CommandPath & { readonly overallCommander?: boolean; readonly tacticalOrders?: boolean }): boolean {
  checkPath(p)
  if (p.overallCommander || p.tacticalOrders || p.turn === 1 || p.enteredThisTurn) return true
  return p.pathHexes !== null && p.pathHexes <= LEADER_COMMAND_RADIUS
}

/** 17.2: what an out-of-command unit may still do this turn. */
export const OUT_OF_COMMAND_MAY = [
  'change facing, adopt a new formation, fire or melee',
  'advance after combat',
  '(cavalry) charge into adjacent hexes (like a countercharge), countercharge or withdraw before combat',
  'move only to come back within its commander\'s radius (it stays out of command this turn)',
  'disorganized: move toward its line of communication',
] as const

/** RULES.md ruling 39: half a leader's allowance is rounded up (default) or, as an option, down. */
export type HalfMoveRounding = 'rounded up' | 'rounded down'

/** 17.2 / ruling 39: a leader out of radius who passes his initiative check moves half his allowance. */
export const halfMovement = (allowance: number, rounding: HalfMoveRounding = 'rounded up'): number => {
  check(Number.isInteger(allowance) && allowance >= 0, 'out-of-range', 'movementAllowance', `The movement allowance must be a whole number, got ${allowance}.`)
  check(rounding === 'rounded up' || rounding === 'rounded down', 'unknown-value', 'rulings.halfMove', `Unknown rounding "${rounding}".`)
  return rounding === 'rounded up' ? Math.ceil(allowance / 2) : Math.floor(allowance / 2)
}
