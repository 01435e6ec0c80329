/** Test-only: a Waterloo battle built through the same drafts the screens dispatch. */
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { Action, BattleState, Unit } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { DEFAULT_SETUP, setupDraft, type SetupChoice } from './setup'

export function apply(state: BattleState, draft: ActionDraft): BattleState {
  return { ...applyOps(state, draft.ops), seq: state.seq + 1 }
}

export function blankBattle(rulings: Record<string, string> = {}): BattleState {
  return initialState(testSetup({ ruleset: 'waterloo', figureScale: undefined, rulings }))
}

/** The §L order of battle set up, no rain (Game Turn 1) unless said otherwise. */
export function setUpBattle(choice: Partial<SetupChoice> = {}, rulings: Record<string, string> = {}): BattleState {
  const s = blankBattle(rulings)
  return apply(s, setupDraft(s, { ...DEFAULT_SETUP, start: 'no rain', ...choice }))
}

export function unitOf(state: BattleState, id: string): Unit {
  const u = state.units[id]
  if (!u) throw new Error(`no unit ${id}`)
  return u
}

/** Drafts numbered as a log, for the owed list and log grouping. */
export function asLog(drafts: readonly ActionDraft[]): Action[] {
  return drafts.map((d, i) => ({ ...d, id: `s${i + 1}`, seq: i + 1, at: 0 }))
}
