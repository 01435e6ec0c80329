import type { Sequence, Verdict } from '../../core/sequence'
import { askCommandQuestion } from './askAll'
import type { SeriesEvent, SeriesQuestion, SeriesState } from './types'
import { INITIAL, step } from './step'
import { where } from './where'

export * from './types'
export { INITIAL, NO_ACT, step, otherSide } from './step'
export { phaseOf, phasing, isPhasing } from './phase'
export { inTextOrder } from './askTest'
export { RULES } from './rules'
export { where }
export * from './results'

/**
 * The series sequence of play (seed 001, 2.0): asked about any action on any unit, it answers from the fold of
 * the log — the phase, whose player turn, what each unit has done this player turn, the orders sent, and what
 * is still owed. `successiveCharges` is optional rule 16.4 ("No cavalry unit can charge during two successive turns").
 */
export function seriesSequence(options: { readonly successiveCharges?: boolean } = {}): Sequence<SeriesState, SeriesEvent, SeriesQuestion> {
  return {
    initial: INITIAL,
    step,
    where,
    ask: (s, question, owed): Verdict => askCommandQuestion(s, question, owed, options.successiveCharges === true),
  }
}
