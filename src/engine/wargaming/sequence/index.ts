import type { Sequence } from '../../core/sequence'
import { askAct } from './askAct'
import { askGate, askTurn } from './askTurn'
import { INITIAL, step } from './step'
import type { Question, SeqEvent, SeqState } from './types'
import { where } from './where'

export * from './types'
export { INITIAL, step } from './step'
export { where } from './where'
export { dueOnCard } from './due'

/** seed 004's sequence of play: the turn, the initiative, the card of the phase, what each unit did. */
export const wargamingSequence: Sequence<SeqState, SeqEvent, Question> = {
  initial: INITIAL,
  step,
  ask(state, question, owed) {
    switch (question.q) {
      case 'act':
        return askAct(state, question, owed)
      case 'melee':
      case 'test':
        return askGate(state, question, owed)
      default:
        return askTurn(state, question, owed)
    }
  },
  where,
}
