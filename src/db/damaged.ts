import * as v from 'valibot'
import { BATTLE_FILE_FORMAT, BATTLE_FILE_VERSION, toBattleFile, type BattleFile } from '@/model/exportFile'
import { restoreBattleFile } from '@/model/restore'
import { ActionSchema, rulesetSchemas } from '@/model/schema'
import type { Action } from '@/model/types'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { rowActions } from './logRows'
import { withActionIds } from '@/model/actionId'

/** The index a message 'actions[i]…' names. */
const firstAt = (message: string) => Number(/^actions\[(\d+)\]/.exec(message)?.[1] ?? 0)

/** How a stored battle that cannot be used is checked, and what of it can still be saved (see damagedEntry.ts). */

/**
 * The state a stored battle (setup and action rows, as any version wrote them) restores to, or what is
 * wrong with it: the one restore path of every import, so storage and files agree on what is damaged.
 */
export function restoreStored(setup: unknown, rows: readonly unknown[]): ReturnType<typeof restoreBattleFile> {
  return restoreBattleFile({ format: BATTLE_FILE_FORMAT, version: BATTLE_FILE_VERSION, exportedAt: 0, setup, actions: rows }, KNOWN_RULESETS)
}

/**
 * The readable part of a damaged battle as a battle file: its setup and its actions up to the first
 * that cannot be read, cut back further if the log up to there does not replay (the longest such
 * start found by halving, so a 20,000-action log costs ~15 replays). Null when the setup itself is damaged.
 */
export function readablePart(setup: unknown, rows: readonly unknown[], now: number): { file: BattleFile; kept: number } | null {
  const parsed = v.safeParse(rulesetSchemas(KNOWN_RULESETS.ids).BattleSetupSchema, setup)
  if (!parsed.success) return null
  const actions: Action[] = []
  const stored = rowActions(rows)
  const given = withActionIds(stored)
  // An old undo that names no action it could have cancelled: the actions before it are what can be saved.
  const readable = typeof given === 'string' ? withActionIds(stored.slice(0, firstAt(given)), true) : given
  for (const row of typeof readable === 'string' ? [] : readable) {
    const action = v.safeParse(ActionSchema, row)
    if (!action.success) break
    actions.push(action.output)
  }
  const ok = (n: number) => restoreStored(parsed.output, actions.slice(0, n)).ok
  if (!ok(0)) return null
  let [lo, hi] = [0, actions.length]
  if (ok(hi)) lo = hi
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (ok(mid)) lo = mid
    else hi = mid
  }
  return { file: toBattleFile(parsed.output, actions.slice(0, lo), now), kept: lo }
}
