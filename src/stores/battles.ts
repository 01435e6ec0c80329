import { defineStore } from 'pinia'
import { ref } from 'vue'
import { getDb } from '@/db/db'
import { checkBattleRecord, readBattleRecord, readLog } from '@/db/readBattle'
import type { BattleRecord } from '@/db/records'
import { describeStorageError, StorageError } from '@/db/storageError'
import { appendAction, putBattle } from '@/db/writeBattle'
import { fileName, toBattleFile } from '@/model/exportFile'
import { fold } from '@/model/fold'
import { createSetup, type NewBattleInput } from '@/model/newBattle'
import { parseBattleFileText, restoreBattleFile } from '@/model/restore'
import type { Action, BattleSetup } from '@/model/types'
import { useBattleStore } from './battle'

export interface BattleSummary {
  id: string
  name: string
  ruleset: BattleSetup['ruleset']
  updatedAt: number
  /** Entries in the log, undos included. */
  actionCount: number
  sides: BattleSetup['sides']
  /** When it was deleted, for the "recently deleted" list. */
  deletedAt: number | null
}

/** Deleted battles stay restorable this long, then load() removes them for good. */
export const KEEP_DELETED_MS = 30 * 24 * 3600 * 1000

const summaryOf = (r: BattleRecord): BattleSummary => ({
  id: r.id,
  name: r.name,
  ruleset: r.setup.ruleset,
  updatedAt: r.updatedAt,
  actionCount: r.lastSeq,
  sides: r.setup.sides,
  deletedAt: r.deletedAt,
})

/** The list of battles on this phone; every write goes to IndexedDB before the list changes. */
export const useBattlesStore = defineStore('battles', () => {
  const summaries = ref<BattleSummary[]>([])
  const deleted = ref<BattleSummary[]>([])
  const error = ref<string | null>(null)

  async function guard<T>(what: string, job: () => Promise<T>): Promise<T> {
    try {
      return await job()
    } catch (e) {
      error.value = describeStorageError(what, e)
      throw e instanceof StorageError ? e : new StorageError(error.value)
    }
  }

  async function load(now: number = Date.now()): Promise<void> {
    await guard('read the battles', async () => {
      const db = getDb()
      const problems: string[] = []
      const records = (await db.battles.toArray()).flatMap((raw) => {
        try {
          return [checkBattleRecord(raw)]
        } catch (e) {
          problems.push(e instanceof Error ? e.message : String(e))
          return []
        }
      })
      const expired = records.filter((r) => r.deletedAt !== null && now - r.deletedAt > KEEP_DELETED_MS).map((r) => r.id)
      if (expired.length) await purge(expired)
      const keep = records.filter((r) => !expired.includes(r.id))
      summaries.value = keep.filter((r) => r.deletedAt === null).map(summaryOf).sort((a, b) => b.updatedAt - a.updatedAt)
      deleted.value = keep.filter((r) => r.deletedAt !== null).map(summaryOf).sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0))
      error.value = problems.length ? problems.join('\n') : null
    })
  }

  async function purge(ids: string[]): Promise<void> {
    const db = getDb()
    await db.transaction('rw', db.battles, db.actions, db.snapshots, async () => {
      await db.battles.bulkDelete(ids)
      await db.actions.where('battleId').anyOf(ids).delete()
      await db.snapshots.where('battleId').anyOf(ids).delete()
    })
  }

  /** Throws RulesInputError (naming the field) for a bad input, StorageError if it cannot be saved. */
  async function create(input: NewBattleInput): Promise<string> {
    const now = Date.now()
    const setup = createSetup(input, crypto.randomUUID(), now)
    await guard('create the battle', () => putBattle(getDb(), setup, [], setup.name, now))
    await load()
    return setup.id
  }

  async function readWhole(id: string): Promise<{ record: BattleRecord; log: Action[] }> {
    const db = getDb()
    const record = await readBattleRecord(db, id)
    return { record, log: await readLog(db, id) }
  }

  async function rename(id: string, name: string): Promise<void> {
    const battle = useBattleStore()
    const newName = name.trim()
    if (!newName) {
      error.value = 'name: give the battle a name'
      return
    }
    const label = (old: string) => `Renamed the battle "${old}" to "${newName}"`
    const ops = [{ op: 'setup.patch' as const, patch: { name: newName } }]
    if (battle.state?.setup.id === id) {
      await battle.dispatch({ kind: 'battle.rename', label: label(battle.state.setup.name), ops })
      return
    }
    await guard('rename the battle', async () => {
      const { record, log } = await readWhole(id)
      const action: Action = { seq: record.lastSeq + 1, at: Date.now(), kind: 'battle.rename', label: label(record.name), ops }
      if (log.length !== record.lastSeq) throw new StorageError('This battle was changed elsewhere; reopen the list')
      await appendAction(getDb(), { battleId: id, action, name: newName })
    })
    await load()
  }

  async function duplicate(id: string): Promise<string> {
    const newId = await guard('copy the battle', async () => {
      const { record, log } = await readWhole(id)
      const now = Date.now()
      const copyName = `${record.name} (copy)`
      const setup: BattleSetup = { ...record.setup, id: crypto.randomUUID(), createdAt: now }
      const note: Action = {
        seq: log.length + 1,
        at: now,
        kind: 'battle.duplicate',
        label: `Copied from "${record.name}" as "${copyName}"`,
        ops: [{ op: 'setup.patch', patch: { name: copyName } }],
      }
      await putBattle(getDb(), setup, [...log, note], copyName, now)
      return setup.id
    })
    await load()
    return newId
  }

  async function setDeleted(id: string, deletedAt: number | null, what: string): Promise<void> {
    await guard(what, async () => {
      if (!(await getDb().battles.update(id, { deletedAt }))) throw new StorageError(`There is no battle ${id} on this phone`)
    })
    await load()
  }

  async function remove(id: string): Promise<void> {
    const battle = useBattleStore()
    if (battle.state?.setup.id === id) battle.close()
    await setDeleted(id, Date.now(), 'delete the battle')
  }

  const undoRemove = (id: string) => setDeleted(id, null, 'restore the battle')

  async function exportText(id: string): Promise<{ name: string; text: string }> {
    return guard('export the battle', async () => {
      const { record, log } = await readWhole(id)
      const file = toBattleFile(record.setup, log)
      const check = restoreBattleFile(file)
      if (!check.ok) throw new StorageError(`This battle cannot be exported: ${check.message}`)
      return { name: fileName({ name: record.name }), text: JSON.stringify(file, null, 1) }
    })
  }

  async function importText(text: string): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
    const restored = parseBattleFileText(text)
    if (!restored.ok) return restored
    const { setup: given, actions } = restored.file
    let id = given.id
    try {
      const db = getDb()
      // An import never replaces a battle already here: a second copy gets a new id.
      if (await db.battles.get(given.id)) id = crypto.randomUUID()
      const setup = { ...given, id }
      await putBattle(db, setup, actions, fold(setup, actions).setup.name, Date.now())
    } catch (e) {
      return { ok: false, message: describeStorageError('import the battle', e) }
    }
    await load().catch(() => undefined) // the battle is saved; a list-read failure is shown by load()
    return { ok: true, id }
  }

  /** Called by the open battle after each write, so the list stays current without a reload. */
  function noteChanged(id: string, change: Pick<BattleSummary, 'name' | 'updatedAt' | 'actionCount'>): void {
    const i = summaries.value.findIndex((s) => s.id === id)
    const old = summaries.value[i]
    if (old) summaries.value.splice(i, 1, { ...old, ...change })
  }

  return { summaries, deleted, error, load, create, rename, duplicate, remove, undoRemove, exportText, importText, noteChanged }
})
