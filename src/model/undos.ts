import type { Action } from './types'

/** An undo that changed nothing: the action it names was already undone, or is not in the log before it. */
export interface SkippedUndo {
  readonly undo: Action
  /** The action it names, when the log has it before the undo. */
  readonly target: Action | undefined
  /** The undo that cancelled the target first, when there was one. */
  readonly by: Action | undefined
  /** Why, in player words. */
  readonly reason: string
}

export interface UndoWalk {
  /** The actions still in force, in log order. */
  readonly effective: Action[]
  /** Each undo that cancelled something, with the action it cancelled. */
  readonly cancelled: [undo: Action, target: Action][]
  readonly skipped: SkippedUndo[]
}

const quoted = (a: Action) => `"${a.label}"`

/**
 * Walks a log's undos in O(actions). An undo naming an id (`undoes`) cancels that action if it is still in
 * force; otherwise it is skipped (merged logs: two phones undid the same action while apart). An undo
 * naming no id (a test's literal log) cancels the last action in force, as undos did before ids.
 */
export function walkUndos(actions: readonly Action[]): UndoWalk {
  const stack: Action[] = []
  const byId = new Map<string, Action>()
  const cancelledBy = new Map<Action, Action>()
  const cancelled: [Action, Action][] = []
  const skipped: SkippedUndo[] = []
  const lastInForce = () => {
    while (stack.length && cancelledBy.has(stack.at(-1)!)) stack.pop()
    return stack.at(-1)
  }
  for (const action of actions) {
    if (action.kind !== 'undo') {
      stack.push(action)
      byId.set(action.id, action)
      continue
    }
    const target = typeof action.undoes === 'string' ? byId.get(action.undoes) : lastInForce()
    const by = target && cancelledBy.get(target)
    if (target && !by) {
      cancelledBy.set(target, action)
      cancelled.push([action, target])
    } else if (target && by) skipped.push({ undo: action, target, by, reason: `${quoted(target)} was already undone (${quoted(by)}), on this phone or another` })
    else skipped.push({ undo: action, target: undefined, by: undefined, reason: `it names no action before it in this log (${action.undoes ?? 'nothing'})` })
  }
  return { effective: stack.filter((a) => !cancelledBy.has(a)), cancelled, skipped }
}
