import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord } from '@/model/types'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { playingSide } from './activationOps'
import { activationStep } from './activationTurn'
import { armyMoraleStep } from './armyMorale'
import { armyName } from './armyWords'
import { delayOwed } from './command'
import { ordersShown } from './commandState'
import { seriesOptions } from './options'
import { reinforcementOwes } from './reinforcementOps'
import { currentTurn, nextTurnState, phaseName, phasingSide, type TurnState } from './turnState'

export { currentTurn } from './turnState'

const sideName = (state: BattleState, t: TurnState) => state.setup.sides[phasingSide(t, seriesOptions(state.setup).firstSide) === 'a' ? 0 : 1].name
const turnJson = (t: TurnState): JsonRecord => ({ number: t.number, playerTurn: t.playerTurn, phase: t.phase })

/**
 * The next phase (2.0; in the interactive game, the next activation's phases, 20.2), one action. A new game turn also: puts in effect the orders scheduled for it (17.3,
 * 17.6), owes the delay checks due this turn and the reinforcements scheduled for it (13.0), and makes each army's morale comparison (12), owing the one-time
 * checks of a level reached for the first time.
 */
export function nextPhaseDraft(state: BattleState): ActionDraft {
  const step = activationStep(state)
  const t = step?.t ?? nextTurnState(currentTurn(state))
  if (step?.nextArmy) {
    return { kind: 'turn.phase', by: 'umpire', label: `Turn ${t.number}: the activation is over — ${armyName(state.setup, step.nextArmy)} activates a corps (20.2)`,
      ops: [{ op: 'battle.patch', patch: { turn: turnJson(t), ...step.patch } }] }
  }
  const label = `Turn ${t.number}, ${t.phase > 0 ? armyName(state.setup, playingSide(state)) : sideName(state, t)}: ${phaseName(t).toLowerCase()}`
  if (t.number === currentTurn(state).number) return { kind: 'turn.phase', by: 'umpire', label, ops: [{ op: 'battle.patch', patch: { turn: turnJson(t) } }] }
  const owes: OwedSpec[] = []
  // Orders scheduled for this turn are in effect as they are read (commandState.ts): the delay checks due are
  // owed from what any phone may know of the orders, so the owed list is the same on every phone (17.6, 17.8).
  for (const [id, s] of Object.entries(ordersShown(state))) {
    const leader = state.units[id]
    if (leader && s.pending?.check === 'delay' && s.pending.turn === t.number) owes.push(delayOwed(leader, t.number - 1))
  }
  owes.push(...reinforcementOwes(state, t.number))
  const options = seriesOptions(state.setup)
  const army: JsonRecord = {}
  for (const side of ['a', 'b'] as const) {
    const r = armyMoraleStep(state, side, options.thresholds[side])
    army[side] = { ...r.state }
    owes.push(...r.owes)
  }
  const patch: JsonRecord = { ...step?.patch, turn: turnJson(t), armyMorale: army }
  return withOwes({ kind: 'turn.next', by: 'umpire', label: `Turn ${t.number} begins — ${sideName(state, t)}: ${phaseName(t).toLowerCase()}`, ops: [{ op: 'battle.patch', patch }] }, owes)
}
