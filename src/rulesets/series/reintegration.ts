import { check } from '@/engine/core'
import type { MoraleCheckResult } from '@/engine/series/morale'
import type { MoraleInput } from '@/engine/series/moraleInput'
import { reintegrationRefusal, type ReintegrationCandidate } from '@/engine/series/optional/reintegration'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, Unit } from '@/model/types'
import { moraleInputFor, NO_MORALE_CHOICES } from './moraleChoices'
import { seriesOptions } from './options'
import { currentTurn, PHASES, phasingSide } from './turnState'
import { combatState, leadersWith } from './unitState'

/**
 * seed 001, 16.7 Troops reintegration (optional rule): in a rally phase, a unit in good order, out of enemy fire
 * range, with a leader on it, that did not move, that already took losses, passes a morale check (with the
 * leader's bonus) to recover one step. What the app cannot see on the map the players answer.
 */
export interface ReintegrationAnswers {
  readonly outOfEnemyFireRange: boolean
  readonly movedThisMovementPhase: boolean
}

export const usesReintegration = (state: BattleState): boolean => seriesOptions(state.setup).advanced.troopsReintegration

export function reintegrationCandidate(state: BattleState, u: Unit, a: ReintegrationAnswers): ReintegrationCandidate {
  const s = combatState(u)
  return { goodOrder: s.formation !== 'disorganized', outOfEnemyFireRange: a.outOfEnemyFireRange, leaderStacked: leadersWith(state, u).length > 0,
    movedThisMovementPhase: a.movedThisMovementPhase, stepsLost: s.originalSteps - s.steps, eliminated: s.status !== 'active' || s.steps === 0 }
}

const RALLY_PHASE = PHASES.indexOf('Rally phase')

/** Why the unit may not try now (the rally phase first, then 16.7's conditions), or null. */
export function whyNotReintegrate(state: BattleState, u: Unit, a: ReintegrationAnswers): string | null {
  if (currentTurn(state).phase !== RALLY_PHASE) return 'only during a rally phase'
  if (phasingSide(currentTurn(state), seriesOptions(state.setup).firstSide) !== u.side) return 'only in its own army\'s rally phase'
  if (triedThisPhase(state, u)) return 'it already tried in this rally phase (one step a rally phase; it may try again the following turns)'
  return reintegrationRefusal(reintegrationCandidate(state, u, a))
}

/** "try to recover one loss during a rally phase": the player turn (`turn.playerTurn`) of each unit's last attempt, in `battle.reintegration`. */
const phaseKey = (state: BattleState): string => `${currentTurn(state).number}.${currentTurn(state).playerTurn}`
function attempts(state: BattleState): Record<string, string> {
  const all = state.battle.reintegration
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return {}
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => typeof e[1] === 'string'))
}
export const triedThisPhase = (state: BattleState, u: Unit): boolean => attempts(state)[u.id] === phaseKey(state)

/** The morale check's input: the unit's morale with every modifier, the leader's bonus included (moraleChoices.ts). */
export const reintegrationInput = (state: BattleState, u: Unit): MoraleInput => moraleInputFor(state, u, 'reintegration', NO_MORALE_CHOICES)

/** The check's result applied: success recovers one step, failure changes nothing; one action either way. */
export function reintegrationDraft(state: BattleState, u: Unit, a: ReintegrationAnswers, r: MoraleCheckResult, dice: DiceRecord | undefined): ActionDraft {
  const why = whyNotReintegrate(state, u, a)
  check(why === null, 'not-allowed-together', 'reintegration', `${u.name} cannot recover a step: ${why ?? ''} (16.7).`)
  const s = combatState(u)
  const ok = r.outcome === 'success'
  const says = ok ? `recovers one step ${s.steps}→${s.steps + 1}` : 'no step recovered'
  const tried = { op: 'battle.patch' as const, patch: { reintegration: { ...attempts(state), [u.id]: phaseKey(state) } } }
  return { kind: 'unit.reintegration', by: u.side, dice, ops: ok ? [{ op: 'unit.patch', id: u.id, state: { steps: s.steps + 1 } }, tried] : [tried],
    detail: { unitId: u.id, outcome: r.outcome }, label: `${u.name}: reintegration morale check ${r.outcome} (${r.score ?? '—'} vs ${r.modifiedMorale}) — ${says} (16.7)` }
}
