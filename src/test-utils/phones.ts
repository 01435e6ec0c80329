/** Test-only: phones that play one battle apart and merge, as the sync layer does (issue 25), without a store. */
import { newActionId } from '@/model/actionId'
import type { ActionDraft } from '@/model/actionDraft'
import { withWas } from '@/model/conflicts'
import { applyOps, fold, lastUndoable } from '@/model/fold'
import type { Action, BattleSetup, BattleState, Op } from '@/model/types'

export interface Phone {
  log: Action[]
  state: BattleState
}

export function phone(setup: BattleSetup, log: readonly Action[] = []): Phone {
  return { log: [...log], state: fold(setup, log) }
}

/** What the store's dispatch does: `was` recorded from the phone's state, a new id, the next seq. */
export function act(p: Phone, draft: ActionDraft | Op[]): Action {
  const d: ActionDraft = Array.isArray(draft) ? { kind: 'test', label: `action ${p.log.length + 1}`, ops: draft } : draft
  const action: Action = { ...d, ops: withWas(p.state, d.ops), id: newActionId(), seq: p.log.length + 1, at: 1_700_000_000_000 + p.log.length }
  p.state = { ...applyOps(p.state, action.ops), seq: action.seq }
  p.log.push(action)
  return action
}

/** What the store's undo does: an undo naming the last action in force. */
export function undo(p: Phone, setup: BattleSetup): Action {
  const target = lastUndoable(p.log)!
  const action: Action = { id: newActionId(), seq: p.log.length + 1, at: 1_700_000_000_000 + p.log.length, kind: 'undo', label: `Undo: ${target.label}`, ops: [], undoes: target.id }
  p.log.push(action)
  p.state = fold(setup, p.log)
  return action
}

/** The merged log: the actions in the order given, each once (by id), renumbered 1…n (as adoptLog does). */
export function merged(...logs: (readonly Action[])[]): Action[] {
  const seen = new Set<string>()
  return logs.flat().filter((a) => !seen.has(a.id) && seen.add(a.id)).map((a, i) => ({ ...a, seq: i + 1 }))
}
