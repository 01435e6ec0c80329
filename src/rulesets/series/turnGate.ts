import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { askSeries, refuse } from './sequence'
import { nextPhaseDraft } from './turn'

/** 2.0: "Each phase must be over before the following phase may begin": the next phase waits for what is owed. */
export function gatedNextPhaseDraft(state: BattleState, actions: readonly Action[]): ActionDraft {
  refuse(askSeries(state, actions, { q: 'next' }), 'phase')
  return nextPhaseDraft(state)
}
