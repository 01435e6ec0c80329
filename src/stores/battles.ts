import { defineStore } from 'pinia'
import { ref } from 'vue'
import { getDb } from '@/db/db'
import { checkBattleRecord } from '@/db/readBattle'
import type { BattleRecord } from '@/db/records'
import { describeStorageError, StorageError } from '@/db/storageError'
import { duplicateBattle, exportBattle, importBattle, purgeBattles, renameLabel, renameStoredBattle } from '@/db/transfer'
import { putBattle } from '@/db/writeBattle'
import { createSetup, type NewBattleInput } from '@/model/newBattle'
import type { BattleSetup } from '@/model/types'
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

/**
 * The battles on this phone. Every write reaches IndexedDB before the list changes; a storage
 * failure sets `error` (shown by the UI) and rejects with a StorageError.
 */
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
      const problems: string[] = []
      const records = (await getDb().battles.toArray()).flatMap((raw) => {
        try {
          return [checkBattleRecord(raw)]
        } catch (e) {
          problems.push(e instanceof Error ? e.message : String(e))
          return []
        }
      })
      const expired = records.filter((r) => r.deletedAt !== null && now - r.deletedAt > KEEP_DELETED_MS).map((r) => r.id)
      if (expired.length) await purgeBattles(getDb(), expired)
      const keep = records.filter((r) => !expired.includes(r.id))
      summaries.value = keep.filter((r) => r.deletedAt === null).map(summaryOf).sort((a, b) => b.updatedAt - a.updatedAt)
      deleted.value = keep.filter((r) => r.deletedAt !== null).map(summaryOf).sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0))
      error.value = problems.length ? problems.join('\n') : null
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

  /** A 'battle.rename' action in that battle's log (through the open battle when it is open). */
  async function rename(id: string, name: string): Promise<void> {
    const newName = name.trim()
    if (!newName) {
      error.value = 'name: give the battle a name'
      return
    }
    const battle = useBattleStore()
    const open = battle.state?.setup
    if (open?.id === id) {
      const ops = [{ op: 'setup.patch' as const, patch: { name: newName } }]
      await battle.dispatch({ kind: 'battle.rename', label: renameLabel(open.name, newName), ops })
      return
    }
    await guard('rename the battle', () => renameStoredBattle(getDb(), id, newName, Date.now()))
    await load()
  }

  async function duplicate(id: string): Promise<string> {
    const newId = await guard('copy the battle', () => duplicateBattle(getDb(), id, crypto.randomUUID(), Date.now()))
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

  const exportText = (id: string) => guard('export the battle', () => exportBattle(getDb(), id, Date.now()))

  /** Never throws and never touches existing battles on failure. */
  async function importText(text: string): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
    const result = await importBattle(getDb(), text, crypto.randomUUID(), Date.now())
    if (result.ok) await load().catch(() => undefined) // saved; a list-read failure is shown by load()
    return result
  }

  /** Called by the open battle after each write, so the list stays current without a reload. */
  function noteChanged(id: string, change: Pick<BattleSummary, 'name' | 'updatedAt' | 'actionCount'>): void {
    const i = summaries.value.findIndex((s) => s.id === id)
    const old = summaries.value[i]
    if (old) summaries.value.splice(i, 1, { ...old, ...change })
  }

  return { summaries, deleted, error, load, create, rename, duplicate, remove, undoRemove, exportText, importText, noteChanged }
})
