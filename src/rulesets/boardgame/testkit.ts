/** Test-only: a small boardgame battle built through the same drafts the screens dispatch. */
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { addUnitDraft, type NewUnit } from './unitOps'

export function apply(state: BattleState, draft: ActionDraft): BattleState {
  return { ...applyOps(state, draft.ops), seq: state.seq + 1 }
}

/** The draft as a logged action (for owed lists and badges). */
export function asAction(draft: ActionDraft, seq: number): Action {
  return { id: `s${seq}`, seq, at: 0, kind: draft.kind, label: draft.label, ops: draft.ops, by: draft.by ?? 'umpire', ...(draft.detail ? { detail: draft.detail } : {}) }
}

export const unit = (over: Partial<NewUnit> = {}): NewUnit =>
  ({ side: 'a', type: 'line-infantry', name: '2e Léger', nation: 'French', elements: 4, general: '', ...over })

/** French side a: 2e Léger (Reille attached), Cuirassiers; English side b: 92nd Foot, Rogers' battery. */
export function quatreBras(): BattleState {
  let s = initialState(testSetup({ ruleset: 'boardgame', figureScale: undefined, rulings: {} }))
  s = apply(s, addUnitDraft(s, unit({ general: 'Reille' }), 'u1'))
  s = apply(s, addUnitDraft(s, unit({ type: 'heavy-cavalry', name: 'Cuirassiers', elements: 3 }), 'u2'))
  s = apply(s, addUnitDraft(s, unit({ side: 'b', name: '92nd Foot', nation: 'English' }), 'u3'))
  s = apply(s, addUnitDraft(s, unit({ side: 'b', type: 'light-artillery', name: 'Rogers', nation: 'English', elements: 2 }), 'u4'))
  return s
}
