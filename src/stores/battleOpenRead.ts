import type { AdcDatabase } from '@/db/db'
import { readBattleRecord, readBestSnapshot, readLog, readQuickStart } from '@/db/readBattle'
import type { BattleRecord } from '@/db/records'
import { repairLastSeq } from '@/db/repairRecord'
import { StoredDamageError } from '@/db/storageError'
import { assertUnitStates, upgradeUnitStates } from '@/db/upgradeUnitStates'
import { SNAPSHOT_EVERY } from '@/db/writeBattle'
import { fold, type Snapshot } from '@/model/fold'
import type { Action, BattleState } from '@/model/types'
import { checkBattleState } from '@/rulesets/foldedStates'

/** A stored battle read for opening: its state, the log loaded, and what was repaired on the way. */
export interface OpenedBattle {
  readonly record: BattleRecord
  readonly snapshot: Snapshot | undefined
  readonly state: BattleState
  readonly log: Action[]
  /** False when only the snapshot's tail of a long log was read (the rest is read right after). */
  readonly whole: boolean
  /** What was wrong with the stored record and is now set right from the log, in words; null when nothing. */
  readonly repaired: string | null
}

const damaged = (record: BattleRecord, what: string) => new StoredDamageError(`Battle "${record.name.slice(0, 100)}" is damaged: ${what}`)

/**
 * The whole log of a battle opened quickly (from its snapshot), read right after it is shown: checked as
 * the snapshot was not, action by action against its rules (src/rulesets/foldedStates.ts), so a damaged
 * action the snapshot hides still sets the battle aside. Throws StoredDamageError.
 */
export async function readWholeChecked(db: AdcDatabase, id: string): Promise<Action[]> {
  const [record, log] = await Promise.all([readBattleRecord(db, id), readLog(db, id)])
  assertUnitStates(record, log)
  return log
}

/**
 * Reads a stored battle to open it, trusting only its log: a snapshot is used only when it passes its
 * checks (src/db/snapshotCheck.ts), else the state is folded from the log; a record whose `lastSeq`
 * disagrees with the log is repaired from it (src/db/repairRecord.ts). Throws StoredDamageError when
 * the log itself cannot be read or holds a state its rules do not allow (the battle is then set aside).
 */
export async function readForOpen(db: AdcDatabase, id: string): Promise<OpenedBattle> {
  const record = await upgradeUnitStates(db, await readBattleRecord(db, id))
  const quick = record.lastSeq > SNAPSHOT_EVERY ? await readQuickStart(db, id, record.lastSeq) : undefined
  if (quick) {
    assertUnitStates(record, quick.tail)
    const state = quick.tail.length ? fold(record.setup, quick.tail, quick.snapshot) : quick.snapshot.state
    const bad = quick.tail.length ? checkBattleState(state) : null
    if (bad) throw damaged(record, `after action ${state.seq}: ${bad}`)
    return { record, snapshot: quick.snapshot, state, log: quick.loaded, whole: false, repaired: null }
  }
  const { record: now, log, repaired } = await repairLastSeq(db, record, await readLog(db, id))
  assertUnitStates(now, log)
  const snapshot = await readBestSnapshot(db, id, log)
  return { record: now, snapshot, state: fold(now.setup, log, snapshot), log, whole: true, repaired }
}
