import Dexie from 'dexie'
import * as v from 'valibot'
import { isSnapshotUsable, type Snapshot } from '@/model/fold'
import { issueMessage } from '@/model/issues'
import { withActionIds } from '@/model/actionId'
import { checkSequence } from '@/model/logCheck'
import { ActionSchema } from '@/model/schema'
import { plainActions } from '@/model/schemaFast'
import type { Action } from '@/model/types'
import type { AdcDatabase } from './db'
import { rowActions } from './logRows'
import type { BattleRecord } from './records'
import { checkSnapshot } from './snapshotCheck'
import { checkBattleRecord } from './listBattles'
import { StorageError, StoredDamageError } from './storageError'

/** Every stored record passes its schema here before the app uses it. */

export async function readBattleRecord(db: AdcDatabase, id: string): Promise<BattleRecord> {
  const raw = await db.battles.get(id)
  if (!raw) throw new StorageError(`There is no battle ${id} on this phone`)
  return checkBattleRecord(raw)
}

/** The schema's output for stored actions: through the hand check when all plainly pass (schemaFast.ts), else the schema. */
function parseActions(xs: readonly unknown[], battleId: string): v.SafeParseResult<v.ArraySchema<typeof ActionSchema, undefined>> | { success: true; output: Action[] } {
  const plain = plainActions(xs, battleId)
  return plain ? { success: true, output: plain } : v.safeParse(v.array(ActionSchema), xs)
}

const range = (id: string) => [[id, Dexie.minKey], [id, Dexie.maxKey]] as const

/** Stored actions given ids when an older app wrote them (actionId.ts); a StoredDamageError when an old undo cannot be. */
function withIds(xs: readonly unknown[], partial = false): unknown[] {
  const given = withActionIds(xs, partial)
  if (typeof given === 'string') throw new StoredDamageError(`This battle's stored log is damaged: ${given}`)
  return given
}

export async function readLog(db: AdcDatabase, battleId: string): Promise<Action[]> {
  const [lo, hi] = range(battleId)
  const rows = await db.actions.where('[battleId+seq]').between(lo, hi, true, true).toArray()
  const parsed = parseActions(withIds(rowActions(rows)), battleId)
  if (!parsed.success) {
    const message = issueMessage(parsed.issues)
    throw new StoredDamageError(`A stored action of this battle is damaged: ${message.startsWith('[') ? `actions${message}` : message}`)
  }
  const message = checkSequence(parsed.output)
  if (message) throw new StoredDamageError(`This battle's stored log is damaged: ${message}`)
  return parsed.output
}

/**
 * The stored snapshot under `key` when it passes checkSnapshot, else undefined: a snapshot that does
 * not is deleted (a cache; the next open of a long battle writes a good one from the log).
 */
async function readSnapshot(db: AdcDatabase, key: [string, number]): Promise<Snapshot | undefined> {
  const checked = checkSnapshot(await db.snapshots.get(key), key[0], key[1])
  if (checked.ok) return checked.snapshot
  await db.snapshots.delete(key).catch(() => undefined) // dropping it is tidying only: a failure leaves it to be dropped again
  return undefined
}

/** The latest snapshot still valid for this log, or undefined (a damaged snapshot is dropped, never used). */
export async function readBestSnapshot(db: AdcDatabase, battleId: string, log: readonly Action[]): Promise<Snapshot | undefined> {
  const [lo, hi] = range(battleId)
  const keys = await db.snapshots.where('[battleId+seq]').between(lo, hi, true, true).primaryKeys()
  for (const key of keys.reverse()) {
    const probe = { seq: key[1], state: { seq: key[1] } } as Snapshot
    if (!isSnapshotUsable(probe, log)) continue
    const snapshot = await readSnapshot(db, key)
    if (snapshot) return snapshot
  }
  return undefined
}

/** How many of the newest actions a quick open loads for the log, beside those after the snapshot. */
export const RECENT_ACTIONS = 100

/**
 * What a long battle needs to show its state at once: the latest snapshot, the actions after it
 * (`tail`, for the fold) and at least the newest RECENT_ACTIONS (`loaded`, for the log), validated.
 * Undefined when there is no snapshot, the actions are not a clean run of seqs, or an undo after
 * the snapshot reaches back before it: then the caller reads the whole log.
 */
export async function readQuickStart(
  db: AdcDatabase,
  battleId: string,
  lastSeq: number,
): Promise<{ snapshot: Snapshot; tail: Action[]; loaded: Action[] } | undefined> {
  const [lo, hi] = range(battleId)
  const keys = await db.snapshots.where('[battleId+seq]').between(lo, hi, true, true).primaryKeys()
  const key = keys.filter((k) => k[1] <= lastSeq).at(-1)
  if (!key) return undefined
  const snapshot = await readSnapshot(db, key)
  if (!snapshot) return undefined
  const from = Math.max(1, Math.min(key[1] + 1, lastSeq - RECENT_ACTIONS + 1))
  // The row before `from` may be a chunk holding it (logRows.ts): read it too, and keep its actions from `from` on.
  const [before, rows] = await Promise.all([
    db.actions.where('[battleId+seq]').between(lo, [battleId, from], true, false).last(),
    db.actions.where('[battleId+seq]').between([battleId, from], hi, true, true).toArray(),
  ])
  const given = withActionIds(rowActions(before ? [before, ...rows] : rows), true)
  const parsed = typeof given === 'string' ? { success: false } as const : parseActions(given, battleId)
  if (!parsed.success) return undefined
  const loaded = parsed.output.filter((a) => a.seq >= from)
  if (loaded.length !== lastSeq - from + 1 || loaded.some((a, i) => a.seq !== from + i)) return undefined
  const tail = loaded.filter((a) => a.seq > key[1])
  const after = new Set(tail.map((a) => a.id))
  if (tail.some((a) => a.kind === 'undo' && !after.has(a.undoes ?? ''))) return undefined
  return { snapshot, tail, loaded }
}
