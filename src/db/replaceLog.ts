import type { Action, BattleState } from '@/model/types'
import type { AdcDatabase } from './db'
import { DELETED_MESSAGE, GONE_MESSAGE } from './liveBattle'
import { logRows } from './logRows'
import { StorageError } from './storageError'
import { SNAPSHOT_EVERY, snapshotRecord } from './writeBattle'

export interface ReplaceInput {
  readonly battleId: string
  /** The whole log as it now stands (a merge of several phones' logs), seqs 1…n. */
  readonly actions: readonly Action[]
  /** The battle's name after it, for the list. */
  readonly name: string
  /** The log folded: kept as the snapshot of a long battle. */
  readonly state: BattleState
  readonly now: number
}

/**
 * Replaces a battle's whole log in ONE strict transaction: its action rows (written in chunks when long, as an
 * import is: logRows.ts), its snapshots (every old one dropped: a merge may reorder what they folded; a long log
 * gets a new one from `state`) and its record's lastSeq. Refused, changing nothing, when the battle was deleted
 * or removed meanwhile.
 */
export async function replaceLog(db: AdcDatabase, { battleId, actions, name, state, now }: ReplaceInput): Promise<void> {
  const lastSeq = actions.at(-1)?.seq ?? 0
  await db.transaction('rw', db.battles, db.actions, db.snapshots, async () => {
    const record = await db.battles.get(battleId)
    if (!record) throw new StorageError(GONE_MESSAGE)
    if (record.deletedAt !== null) throw new StorageError(DELETED_MESSAGE)
    await db.actions.where('battleId').equals(battleId).delete()
    await db.snapshots.where('battleId').equals(battleId).delete()
    await db.actions.bulkAdd(logRows(battleId, actions))
    if (state.seq === lastSeq && lastSeq >= SNAPSHOT_EVERY) await db.snapshots.put(snapshotRecord(battleId, state))
    await db.battles.update(battleId, { name, updatedAt: now, lastSeq })
  })
}
