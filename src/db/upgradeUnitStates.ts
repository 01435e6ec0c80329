import { checkUnitStates, migrateUnitStates } from '@/rulesets/unitStates'
import type { Action } from '@/model/types'
import type { AdcDatabase } from './db'
import { readLog } from './readBattle'
import { logRows } from './logRows'
import type { BattleRecord } from './records'
import { StorageError, StoredDamageError } from './storageError'

/**
 * A stored battle whose log was written with an older version of its ruleset's unit state is
 * migrated once, in one transaction: setup and every action rewritten, old snapshots dropped (they
 * hold the old shape). Returns the record as it now is. A newer or unknown version is a StorageError.
 */
export async function upgradeUnitStates(db: AdcDatabase, record: BattleRecord): Promise<BattleRecord> {
  const probe = migrateUnitStates(record.setup, [])
  if (!probe.ok) throw new StorageError(`Battle "${record.name.slice(0, 100)}" cannot be opened: ${probe.message}`)
  if (!probe.migrated) return record
  const moved = migrateUnitStates(record.setup, await readLog(db, record.id))
  if (!moved.ok) throw new StorageError(`Battle "${record.name.slice(0, 100)}" cannot be opened: ${moved.message}`)
  const bad = checkUnitStates(moved.setup, moved.actions)
  if (bad) throw new StoredDamageError(`Battle "${record.name.slice(0, 100)}" is damaged: ${bad}`)
  const next: BattleRecord = { ...record, setup: moved.setup }
  await db.transaction('rw', db.battles, db.actions, db.snapshots, async () => {
    await db.battles.put(next)
    // Rewritten whole, as putBattle writes a log (chunked when long): the old rows go first.
    await db.actions.where('battleId').equals(record.id).delete()
    await db.actions.bulkAdd(logRows(record.id, moved.actions))
    await db.snapshots.where('battleId').equals(record.id).delete()
  })
  return next
}

/** Throws a StoredDamageError naming the field when a unit state read from storage is not its ruleset's. */
export function assertUnitStates(record: BattleRecord, actions: readonly Action[]): void {
  const bad = checkUnitStates(record.setup, actions)
  if (bad) throw new StoredDamageError(`Battle "${record.name.slice(0, 100)}" is damaged: ${bad}`)
}
