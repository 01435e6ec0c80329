import type { Action } from '@/model/types'
import type { AdcDatabase } from './db'
import { readLog } from './readBattle'
import type { BattleRecord } from './records'

/**
 * The log is the truth, the record's `lastSeq` only a summary of it. A record whose `lastSeq` disagrees
 * with its (readable, unbroken) log would refuse every write as "changed elsewhere (another tab?)" and
 * every export as "log has 14 actions, its record says 17": it is set to the log's, in one transaction
 * that reads the log again (so an append from another tab cannot slip between the read and the fix).
 * Returns the record and log as they now are, and what was repaired in words (null: nothing was wrong).
 */
export async function repairLastSeq(db: AdcDatabase, record: BattleRecord, log: readonly Action[]): Promise<{ record: BattleRecord; log: Action[]; repaired: string | null }> {
  const logSeq = log.at(-1)?.seq ?? 0
  if (logSeq === record.lastSeq) return { record, log: [...log], repaired: null }
  return db.transaction('rw', db.battles, db.actions, async () => {
    const now = await readLog(db, record.id)
    const raw = await db.battles.get(record.id)
    const seq = now.at(-1)?.seq ?? 0
    if (!raw || raw.lastSeq === seq) return { record: raw ?? record, log: now, repaired: null }
    await db.battles.update(record.id, { lastSeq: seq })
    const repaired = `Its record said ${raw.lastSeq} actions, its log has ${seq}: the record was set from the log`
    return { record: { ...raw, lastSeq: seq }, log: now, repaired }
  })
}
