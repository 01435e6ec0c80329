import type { BattleState, SideId } from '@/model/types'

/**
 * seed 001, 2.0 Game Sequence: each game turn is two player turns, each of six phases in this order. The
 * battle keeps where it is in `battle.turn`; a fresh battle is at turn 1, first player turn, cavalry charges.
 */
export const PHASES = ['Cavalry charges', 'Regular movement', 'Defensive fire', 'Offensive fire', 'Melee phase', 'Rally phase'] as const

export interface TurnState {
  readonly number: number
  readonly playerTurn: 1 | 2
  readonly phase: number
}
export const FIRST_TURN: TurnState = { number: 1, playerTurn: 1, phase: 0 }

const whole = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min

export function currentTurn(state: Pick<BattleState, 'battle'>): TurnState {
  const t = state.battle.turn
  if (typeof t !== 'object' || t === null || Array.isArray(t)) return FIRST_TURN
  const number = whole(t.number, 1) ? t.number : 1
  const playerTurn = t.playerTurn === 2 ? 2 : 1
  const phase = whole(t.phase, 0) && t.phase < PHASES.length ? t.phase : 0
  return { number, playerTurn, phase }
}

/** The side whose player turn it is ("the player is called attacker", 2.0 note). */
export const phasingSide = (t: TurnState, firstSide: SideId): SideId => (t.playerTurn === 1 ? firstSide : firstSide === 'a' ? 'b' : 'a')

/** The step after `t`: the next phase, the second player turn, or the next game turn. */
export function nextTurnState(t: TurnState): TurnState {
  if (t.phase < PHASES.length - 1) return { ...t, phase: t.phase + 1 }
  if (t.playerTurn === 1) return { number: t.number, playerTurn: 2, phase: 0 }
  return { number: t.number + 1, playerTurn: 1, phase: 0 }
}

export const phaseName = (t: TurnState): string => PHASES[t.phase]!
