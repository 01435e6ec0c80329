import Dexie from 'dexie'
import { stateDigest } from '@/model/snapshot'
import type { Action, BattleSetup, BattleState } from '@/model/types'
import type { AdcDatabase } from './db'
import { logRows } from './logRows'
import type { BattleRecord, SnapshotRecord } from './records'
import { StorageError } from './storageError'

/** Take a snapshot after every this many actions (an optimisation for opening long battles). */
export const SNAPSHOT_EVERY = 200

export interface AppendInput {
  battleId: string
  /** One action, or several recorded together (an "undo back to here"), in seq order. */
  actions: readonly Action[]
  /** Current name after this action, for the list. */
  name: string
  /** State after the action, when the caller has it (used for the snapshot). */
  state?: BattleState
  /** The seqs of the actions the undos among `actions` cancel: snapshots from the first of them on are dropped. */
  undone?: readonly number[]
}

/**
 * Appends actions in ONE strict 'rw' transaction with the battle's summary (and a snapshot every
 * SNAPSHOT_EVERY actions). Fails, changing nothing, if the log moved on meanwhile.
 */
export async function appendAction(db: AdcDatabase, { battleId, actions, name, state, undone = [] }: AppendInput): Promise<void> {
  const first = actions[0]
  const last = actions.at(-1)
  if (!first || !last) return
  await db.transaction('rw', db.battles, db.actions, db.snapshots, async () => {
    const record = await db.battles.get(battleId)
    if (!record) throw new StorageError(`There is no battle ${battleId} on this phone`)
    if (record.lastSeq !== first.seq - 1)
      throw new StorageError('This battle was changed elsewhere (another tab?). Reopen it to see the changes')
    await db.actions.bulkAdd(actions.map((a) => ({ ...a, battleId })))
    await db.battles.update(battleId, { name, updatedAt: last.at, lastSeq: last.seq })
    if (undone.length) {
      // Snapshots taken after an undone action no longer match the log.
      await db.snapshots.where('[battleId+seq]').between([battleId, Math.min(...undone)], [battleId, Dexie.maxKey], true, true).delete()
    }
    if (state && state.seq === last.seq && last.seq % SNAPSHOT_EVERY === 0) await db.snapshots.put(snapshotRecord(battleId, state))
  })
}

/**
 * Writes a whole battle (new, duplicated or imported) in one transaction, its log in chunks when it
 * is long (logRows.ts). With `state` (the log folded), a long battle also gets its snapshot, so its
 * first open reads the snapshot and the newest actions instead of folding the whole log.
 */
export async function putBattle(
  db: AdcDatabase,
  setup: BattleSetup,
  actions: readonly Action[],
  name: string,
  now: number,
  state?: BattleState,
): Promise<void> {
  const lastSeq = actions.at(-1)?.seq ?? 0
  const record: BattleRecord = { id: setup.id, setup, name, updatedAt: now, lastSeq, deletedAt: null }
  const snapshot = state && state.seq === lastSeq && lastSeq >= SNAPSHOT_EVERY ? snapshotRecord(setup.id, state) : undefined
  await db.transaction('rw', db.battles, db.actions, db.snapshots, async () => {
    await db.battles.add(record)
    await db.actions.bulkAdd(logRows(setup.id, actions))
    if (snapshot) await db.snapshots.put(snapshot)
  })
}

/**
 * Keeps the state just folded as a snapshot, so the next open of a long battle (an imported or
 * migrated one has none) reads only the actions after it.
 */
export async function saveSnapshot(db: AdcDatabase, battleId: string, state: BattleState): Promise<void> {
  await db.snapshots.put(snapshotRecord(battleId, state))
}

/** A snapshot as stored: the state after action `state.seq`, with the digest its read is checked against. */
export const snapshotRecord = (battleId: string, state: BattleState): SnapshotRecord => ({ battleId, seq: state.seq, state, digest: stateDigest(state) })
