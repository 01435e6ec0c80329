import * as v from 'valibot'
import { issueMessage } from '@/model/issues'
import { stateDigest, type Snapshot } from '@/model/snapshot'
import { checkBattleState } from '@/rulesets/foldedStates'
import { SnapshotRecordSchema } from './records'

/**
 * A snapshot is a cache, never the truth: one read from storage is used only when it has the shape of
 * a battle state, is the state of its own battle after its own seq, holds what its rules allow (the same
 * checks as every action's fold: src/rulesets/foldedStates.ts) and still has the digest written with it.
 * Anything else is why it must be dropped (the battle is then folded from its log): a snapshot changed
 * in storage, a unit of an unknown type, or one written before snapshots had digests (re-derived).
 */
export function checkSnapshot(raw: unknown, battleId: string, seq: number): { ok: true; snapshot: Snapshot } | { ok: false; problem: string } {
  const parsed = v.safeParse(SnapshotRecordSchema, raw)
  if (!parsed.success) return { ok: false, problem: issueMessage(parsed.issues) }
  const { state, digest } = parsed.output
  if (parsed.output.battleId !== battleId || state.setup.id !== battleId) return { ok: false, problem: 'it is the state of another battle' }
  if (state.seq !== seq || parsed.output.seq !== seq) return { ok: false, problem: `it says seq ${state.seq}, stored under ${seq}` }
  if (digest === undefined) return { ok: false, problem: 'it has no digest (written by an older app): folded again from the log' }
  if (digest !== stateDigest(state)) return { ok: false, problem: 'its state is not the state it was written with' }
  const bad = checkBattleState(state)
  if (bad) return { ok: false, problem: bad }
  return { ok: true, snapshot: { seq, state } }
}
