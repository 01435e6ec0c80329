import { newActionId } from '@/model/actionId'
import { fileName, toBattleFile } from '@/model/exportFile'
import { battleRuleBook, carriedRuleBook, type CarriedRuleBook } from '@/rulebook/carried'
import { quote } from '@/model/issues'
import { NAME_FILE_MAX } from '@/model/names'
import { fileSizeProblem, parseBattleFileText, restoreBattleFile } from '@/model/restore'
import type { Action, BattleSetup } from '@/model/types'
import { KNOWN_RULESETS } from '@/rulesets/known'
import type { AdcDatabase } from './db'
import { readBattleRecord, readLog } from './readBattle'
import type { BattleRecord } from './records'
import { repairLastSeq } from './repairRecord'
import { describeStorageError, StorageError } from './storageError'
import { appendAction, putBattle } from './writeBattle'

/** Whole-battle operations for the battle list: export, import, copy, rename while closed. */

/** A battle's record and checked log; a record whose `lastSeq` disagrees with its log is repaired from the log first (repairRecord.ts). */
export async function readWhole(db: AdcDatabase, id: string): Promise<{ record: BattleRecord; log: Action[] }> {
  const [record, log] = await Promise.all([readBattleRecord(db, id), readLog(db, id)])
  const { record: now, log: whole } = await repairLastSeq(db, record, log)
  return { record: now, log: whole }
}

/** Refuses to write a file that this app could not import again. */
export async function exportBattle(db: AdcDatabase, id: string, now: number): Promise<{ name: string; text: string }> {
  const { record, log } = await readWhole(db, id)
  // The ruleset's rule-book data on this phone goes with the battle (issue 24), so its odds replay elsewhere.
  const file = toBattleFile(record.setup, log, now, (await battleRuleBook(db, record.setup.ruleset, now)) ?? undefined)
  const check = restoreBattleFile(file, KNOWN_RULESETS)
  if (!check.ok) throw new StorageError(`This battle cannot be exported: ${check.message}`)
  return { name: fileName({ name: record.name }), text: JSON.stringify(file, null, 1) }
}

/** Ids the app makes (crypto.randomUUID) and any other that is safe as it stands in an address. */
const ADDRESS_SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/

/** An import's result: `ruleBook` when the file carries rule-book data that differs from this phone's, or was set aside. */
export type ImportResult = { ok: true; id: string; ruleBook?: CarriedRuleBook } | { ok: false; message: string }

/** Through the one restore path; never replaces a battle already here (a second copy gets `freshId`). */
export async function importBattle(db: AdcDatabase, text: string, freshId: string, now: number): Promise<ImportResult> {
  const restored = parseBattleFileText(text, KNOWN_RULESETS)
  if (!restored.ok) return restored
  const { setup: given, actions } = restored.file
  try {
    // A battle's id is a path segment of its address (/battle/<id>): one from a file that is not plain letters, digits,
    // '-' and '_' ("British/KGL" opened "There is no battle British") is replaced, as a second copy's is.
    const id = !ADDRESS_SAFE_ID.test(given.id) || (await db.battles.get(given.id)) ? freshId : given.id
    const setup = { ...given, id }
    // The restore folded the log already: its state (under the id given here) names the battle and is its snapshot.
    const state = { ...restored.state, setup: { ...restored.state.setup, id } }
    await putBattle(db, setup, actions, state.setup.name, now, state)
    // Read once the battle is stored: carriedRuleBook never throws, and a bad part is only set aside.
    const ruleBook = restored.carriedRuleBook === undefined ? null : await carriedRuleBook(db, setup.ruleset, restored.carriedRuleBook)
    return { ok: true, id, ...(ruleBook ? { ruleBook } : {}) }
  } catch (e) {
    return { ok: false, message: describeStorageError('import the battle', e) }
  }
}

/**
 * A picked file's text, or why it cannot be imported: its size is checked against the stated limit
 * BEFORE it is read, so a runaway file never reaches memory.
 */
export async function readBattleFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const tooBig = fileSizeProblem(file.size)
  if (tooBig) return { ok: false, message: tooBig }
  try {
    return { ok: true, text: await file.text() }
  } catch (e) {
    return { ok: false, message: `Could not read ${quote(file.name)}: ${quote(e instanceof Error ? e.message : String(e))}` }
  }
}

/** The whole history under a new id, plus one logged action naming the copy. */
export async function duplicateBattle(db: AdcDatabase, id: string, newId: string, now: number): Promise<string> {
  const { record, log } = await readWhole(db, id)
  const copyName = `${record.name.slice(0, NAME_FILE_MAX - 7)} (copy)`
  const setup: BattleSetup = { ...record.setup, id: newId, createdAt: now }
  const note: Action = {
    id: newActionId(),
    seq: log.length + 1,
    at: now,
    kind: 'battle.duplicate',
    label: `Copied from "${record.name}" as "${copyName}"`,
    ops: [{ op: 'setup.patch', patch: { name: copyName } }],
  }
  await putBattle(db, setup, [...log, note], copyName, now)
  return newId
}

export const renameLabel = (from: string, to: string) => `Renamed the battle "${from}" to "${to}"`

/** Renames a battle that is not open: a 'battle.rename' action appended to its log. */
export async function renameStoredBattle(db: AdcDatabase, id: string, name: string, now: number): Promise<void> {
  const { record } = await readWhole(db, id)
  const ops = [{ op: 'setup.patch' as const, patch: { name } }]
  const action: Action = { id: newActionId(), seq: record.lastSeq + 1, at: now, kind: 'battle.rename', label: renameLabel(record.name, name), ops }
  await appendAction(db, { battleId: id, actions: [action], name })
}

/** Removes battles for good, with their logs and snapshots, in one transaction. */
export async function purgeBattles(db: AdcDatabase, ids: string[]): Promise<void> {
  await db.transaction('rw', db.battles, db.actions, db.snapshots, async () => {
    await db.battles.bulkDelete(ids)
    await db.actions.where('battleId').anyOf(ids).delete()
    await db.snapshots.where('battleId').anyOf(ids).delete()
  })
}
