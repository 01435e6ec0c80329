/** Test-only: a small miniatures battle built through the same drafts the screens dispatch. */
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { BattleState } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { addUnitDraft } from './unitOps'

export function apply(state: BattleState, draft: ActionDraft): BattleState {
  return { ...applyOps(state, draft.ops), seq: state.seq + 1 }
}

/** French side a, English side b: a French infantry, an English infantry, a light cavalry and a general. */
export function smallBattle(): BattleState {
  let s = initialState(testSetup({ ruleset: 'miniatures', figureScale: undefined, rulings: {} }))
  s = apply(s, addUnitDraft('a', 'french-infantry', '45e Ligne', 'French', 'u1'))
  s = apply(s, addUnitDraft('b', 'english-infantry', '92nd Foot', 'English', 'u2'))
  s = apply(s, addUnitDraft('b', 'light-cavalry', '10th Hussars', 'English', 'u3'))
  s = apply(s, addUnitDraft('a', 'general', 'Ney', 'French', 'u4'))
  return s
}
