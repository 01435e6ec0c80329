import type { Action, BattleState } from './types'

/** A fold result kept to skip re-folding the first `seq` actions. An optimisation only. */
export interface Snapshot {
  readonly seq: number
  readonly state: BattleState
}

/**
 * A snapshot taken after action `seq` may be used only if no later undo cancelled an action at or
 * before `seq` (then its state is no longer what those actions give).
 */
export function isSnapshotUsable(snapshot: Snapshot, actions: readonly Action[]): boolean {
  if (snapshot.state.seq !== snapshot.seq) return false
  if (snapshot.seq > (actions.at(-1)?.seq ?? 0)) return false
  return cancelledSeqs(actions).every(([undoSeq, undone]) => undoSeq <= snapshot.seq || undone > snapshot.seq)
}

/** [seq of the undo, seq it cancelled] for every undo in the log. */
export function cancelledSeqs(actions: readonly Action[]): [number, number][] {
  const stack: number[] = []
  const pairs: [number, number][] = []
  for (const action of actions) {
    if (action.kind !== 'undo') stack.push(action.seq)
    else {
      const undone = stack.pop()
      if (undone !== undefined) pairs.push([action.seq, undone])
    }
  }
  return pairs
}
