import Dexie, { type Table } from 'dexie'
import type { ActionRow, BattleRecord, HouseRuleRecord, SettingRecord, SnapshotRecord } from './records'
import { LIST_DB_NAME } from './listBattles'
import { upgradeToV2 } from './upgradeV2'
import { upgradeToV3 } from './upgradeV3'

/** The database's name, declared once in the Dexie-free list reader. */
export const DB_NAME = LIST_DB_NAME

/**
 * The app's IndexedDB. Versions are numbered and never deleted: a phone that last ran v1 must
 * still open. Every transaction is 'strict' durability (flushed to disk before it reports done),
 * and every store call awaits its transaction, so no flushPending() is needed: when a dispatch
 * resolves, the action is on disk.
 */
export class AdcDatabase extends Dexie {
  declare battles: Table<BattleRecord, string>
  /** One action a row, or a chunk of consecutive actions (records.ts, LogChunkRecord). */
  declare actions: Table<ActionRow, [string, number]>
  declare snapshots: Table<SnapshotRecord, [string, number]>
  declare houseRules: Table<HouseRuleRecord, string>
  declare settings: Table<SettingRecord, string>

  constructor(name: string = DB_NAME) {
    super(name, { chromeTransactionDurability: 'strict' })
    // v1: battles (id, setup, updatedAt) and their actions.
    this.version(1).stores({ battles: 'id, updatedAt', actions: '[battleId+seq], battleId' })
    // v2: snapshots, house rules, settings; battles gain name, lastSeq, deletedAt (soft delete).
    this.version(2)
      .stores({
        battles: 'id, updatedAt, deletedAt',
        snapshots: '[battleId+seq], battleId',
        houseRules: 'id, ruleset, kind',
        settings: 'key',
      })
      .upgrade(upgradeToV2)
    // v3: every stored action gets its global id, and each undo names the id it cancels (issue 25). No store changes.
    this.version(3).stores({}).upgrade(upgradeToV3)
  }
}

let current: AdcDatabase | null = null

/** The database the stores use (opened lazily). */
export function getDb(): AdcDatabase {
  current ??= new AdcDatabase()
  return current
}

/** For tests and benches: use another database (e.g. a fresh name per test). */
export function setDb(db: AdcDatabase | null): void {
  current = db
}
