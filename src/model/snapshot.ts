import type { Action, BattleState } from './types'
import { walkUndos } from './undos'

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

/** [seq of the undo, seq it cancelled] for every undo that cancelled an action. */
export function cancelledSeqs(actions: readonly Action[]): [number, number][] {
  return walkUndos(actions).cancelled.map(([undo, target]) => [undo.seq, target.seq])
}

/** Plain data as JSON with every record's keys sorted, so two equal states read alike whatever their key order. */
function canonical(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'null'
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`
  const rec = x as Record<string, unknown>
  const keys = Object.keys(rec).filter((k) => rec[k] !== undefined).sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(rec[k])}`).join(',')}}`
}

/**
 * A digest of a state (cyrb53 over its canonical JSON, 53 bits as hex): stored with a snapshot when it
 * is written, and checked when it is read, so a snapshot changed in storage is never shown. A cache
 * check, not a seal: it catches damage, not someone who recomputes it.
 */
export function stateDigest(state: BattleState): string {
  const text = canonical(state)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16)
}
