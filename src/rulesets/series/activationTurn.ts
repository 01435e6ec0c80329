import type { BattleState, JsonRecord, SideId } from '@/model/types'
import { activationOf } from './activationOps'
import { seriesOptions } from './options'
import { currentTurn, PHASES, type TurnState } from './turnState'

/**
 * seed 001, 20.2: in the interactive game each activated corps plays the six phases of 2.0 in turn; after its
 * rally phase the next activation begins, and the game turn ends when no corps is left to activate. Applies once
 * this turn's activations have started (activationOps.ts); otherwise the standard two player turns run.
 */
export interface ActivationStep {
  readonly t: TurnState
  /** The army to activate the next corps, or null when the game turn is over. */
  readonly nextArmy: SideId | null
  readonly patch: JsonRecord
}

export function activationStep(state: BattleState): ActivationStep | null {
  if (!seriesOptions(state.setup).advanced.interactiveGame) return null
  const now = currentTurn(state)
  const live = activationOf(state)
  if (!live || live.turn !== now.number || now.phase < PHASES.length - 1) return null
  const done = JSON.parse(JSON.stringify({ ...live, current: null })) as JsonRecord
  if (live.next === null) return { t: { number: now.number + 1, playerTurn: 1, phase: 0 }, nextArmy: null, patch: { activation: done } }
  return { t: { number: now.number, playerTurn: now.playerTurn === 1 ? 2 : 1, phase: 0 }, nextArmy: live.next, patch: { activation: done } }
}
