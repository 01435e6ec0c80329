import { DELETED_MESSAGE, GONE_MESSAGE, readActionsAfter, type BattleMark } from '@/db/liveBattle'
import { readLog } from '@/db/readBattle'
import type { AdcDatabase } from '@/db/db'
import { applyOps, fold, type Snapshot } from '@/model/fold'
import type { Action, BattleSetup, BattleState } from '@/model/types'

/** What the open battle shows: its state, the log loaded so far, and whether that log is whole. */
export interface Shown {
  readonly state: BattleState
  readonly log: readonly Action[]
  readonly whole: boolean
}

/**
 * The battle after the actions another tab wrote since `shown` (up to `mark.lastSeq`). New actions are
 * applied on top of what is shown; an undo among them may reach anywhere back, so then the whole log
 * is read again and folded (from the snapshot when it is still valid). Throws StorageError when the
 * stored log does not follow on from what is shown, RulesInputError when an action cannot be applied.
 */
export async function followOtherTab(db: AdcDatabase, setup: BattleSetup, snapshot: Snapshot | undefined, shown: Shown, mark: BattleMark): Promise<Shown> {
  const newer = await readActionsAfter(db, setup.id, shown.state.seq, mark.lastSeq)
  if (!newer.some((a) => a.kind === 'undo')) {
    const state = newer.reduce((s, a) => ({ ...applyOps(s, a.ops), seq: a.seq }), shown.state)
    return { state, log: [...shown.log, ...newer], whole: shown.whole }
  }
  const log = await readLog(db, setup.id)
  return { state: fold(setup, log, snapshot), log, whole: true }
}

/** Why this tab may not write to its battle any more (deleted, or removed, elsewhere), or null. */
export function goneReason(mark: BattleMark | null): string | null {
  if (!mark) return GONE_MESSAGE
  return mark.deletedAt !== null ? DELETED_MESSAGE : null
}
