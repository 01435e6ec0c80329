import { ALLOWED, type Verdict } from '@/engine/core/sequence'
import { INITIAL, step, wargamingSequence, where, type Question, type SeqEvent, type SeqState, type Side } from '@/engine/wargaming/sequence'
import { effectiveActions } from '@/model/fold'
import type { Action, BattleState } from '@/model/types'
import { flowOf, owedRefs } from '@/rulesets/flow'
import { legacyEvents } from './sequenceLegacy'
import { withArmyNames } from './turnState'

/**
 * The wargaming sequence of play on a battle: the flow events of the actions in force (`detail.flow`, or
 * events derived from an older action's kind), folded by the engine's sequence, and its answers in the
 * armies' names. Every screen asks here before it offers an action.
 */
export function battleEvents(state: BattleState, log: readonly Action[]): SeqEvent[] {
  return effectiveActions(log).flatMap((a) => {
    const flow = flowOf(a)
    return flow.length ? (flow as unknown as SeqEvent[]) : legacyEvents(a, state)
  })
}

export function seqOf(state: BattleState, log: readonly Action[]): SeqState {
  return battleEvents(state, log).reduce(step, INITIAL)
}

/** The sequence's verdict on `question` now, the owed items of the log as its gates; rule texts in the armies' names. */
export function askSequence(state: BattleState, log: readonly Action[], question: Question, seq: SeqState = seqOf(state, log)): Verdict {
  const v = wargamingSequence.ask(seq, question, owedRefs(log))
  return v.verdict === 'allowed' ? ALLOWED : { ...v, rule: withArmyNames(state, v.rule) }
}

/**
 * The unit charged or counter-charged this phase, so the mêlée it is in tires it when decided, whatever the round
 * (seed 004, Definitions: Tired — "not considered to be tired until the end of the resulting mêlée, irrespective of
 * the number of rounds"; a counter-charge is a charge).
 */
export function chargedThisPhase(state: BattleState, log: readonly Action[], unitId: string): boolean {
  const acts = seqOf(state, log).acted[unitId] ?? []
  return acts.includes('charged') || acts.includes('counter-charge') || acts.includes('opportunity charge')
}

/** "Turn 2 · Cavalry Move · Ney holds the initiative". */
export function whereNow(state: BattleState, log: readonly Action[]): string {
  return withArmyNames(state, where(seqOf(state, log)))
}

export const sideOf = (s: string | undefined): Side | null => (s === 'a' || s === 'b' ? s : null)
