import Dexie, { liveQuery } from 'dexie'
import * as v from 'valibot'
import { withActionIds } from '@/model/actionId'
import { ActionSchema } from '@/model/schema'
import type { Action } from '@/model/types'
import type { AdcDatabase } from './db'
import { readLog } from './readBattle'
import { StorageError } from './storageError'
import { appendAction, type AppendInput } from './writeBattle'

/** What an open tab needs to know of its battle's record: how far its log goes and whether it was deleted. */
export interface BattleMark {
  readonly lastSeq: number
  readonly deletedAt: number | null
}

function markOf(raw: unknown): BattleMark | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { lastSeq, deletedAt } = raw as { lastSeq?: unknown; deletedAt?: unknown }
  if (typeof lastSeq !== 'number') return null
  return { lastSeq, deletedAt: typeof deletedAt === 'number' ? deletedAt : null }
}

/**
 * Calls `onChange` with the battle's mark now and after every change to its record, made in this tab
 * or in any other (Dexie's liveQuery hears other tabs through a BroadcastChannel). `null`: the battle
 * is no longer on this phone. Returns the function that stops watching.
 */
export function watchBattle(db: AdcDatabase, id: string, onChange: (mark: BattleMark | null) => void, onError: (e: unknown) => void): () => void {
  const sub = liveQuery(() => db.battles.get(id)).subscribe({ next: (raw) => onChange(markOf(raw)), error: onError })
  return () => sub.unsubscribe()
}

const isRun = (actions: readonly Action[], seq: number, lastSeq: number) => actions.length === lastSeq - seq && actions.every((a, i) => a.seq === seq + 1 + i)

/**
 * The actions after `seq` up to `lastSeq`, checked, as another tab wrote them: the rows after `seq`
 * when they are plain actions (what an append writes), else through the whole-log reader (which knows
 * every way a log is stored, and names a damaged action). Throws StorageError when they are not exactly
 * that run of seqs (a damaged or rewritten log: the tab must reopen the battle).
 */
export async function readActionsAfter(db: AdcDatabase, battleId: string, seq: number, lastSeq: number): Promise<Action[]> {
  const rows = await db.actions.where('[battleId+seq]').between([battleId, seq + 1], [battleId, Dexie.maxKey], true, true).toArray()
  const given = withActionIds(rows, true)
  const parsed = v.safeParse(v.array(ActionSchema), typeof given === 'string' ? [null] : given)
  const quick = parsed.success ? parsed.output.filter((a) => a.seq <= lastSeq) : []
  if (parsed.success && isRun(quick, seq, lastSeq)) return quick
  const actions = (await readLog(db, battleId)).filter((a) => a.seq > seq && a.seq <= lastSeq)
  if (!isRun(actions, seq, lastSeq)) throw new StorageError('This battle was changed elsewhere in a way this tab cannot follow. Reopen it to see the changes')
  return actions
}

/** Said when a write finds its battle deleted: it is refused, never saved into "Recently deleted". */
export const DELETED_MESSAGE = 'This battle was deleted (in another tab?). It is in "Recently deleted" on the battle list: restore it there to go on. Nothing more is saved here.'
/** Said when the battle's record is gone altogether. */
export const GONE_MESSAGE = 'This battle is no longer on this phone (removed in another tab?). Nothing more is saved here.'

/**
 * appendAction, refused when the battle is deleted or gone: the check and the write are one
 * transaction, so a delete in another tab cannot slip between them.
 */
export async function appendToLiveBattle(db: AdcDatabase, input: AppendInput): Promise<void> {
  await db.transaction('rw', db.battles, db.actions, db.snapshots, async () => {
    const mark = markOf(await db.battles.get(input.battleId))
    if (!mark) throw new StorageError(GONE_MESSAGE)
    if (mark.deletedAt !== null) throw new StorageError(DELETED_MESSAGE)
    await appendAction(db, input)
  })
}
