import { defineStore, getActivePinia } from 'pinia'
import { onScopeDispose, ref } from 'vue'
import { checkBattleRecords, readStoredBattles } from '@/db/listBattles'
import type { DamagedBattle } from '@/db/damagedEntry'
import type { AdcDatabase } from '@/db/db'
import type { ImportResult } from '@/db/transfer'
import type { BattleRecord } from '@/db/records'
import { describeStorageError, StorageError } from '@/db/storageError'
import { NAME_MAX, stripBidi } from '@/model/names'
import type { NewBattleInput } from '@/model/newBattle'
import type { BattleSetup } from '@/model/types'
import { useBattleChanges, type BattleChange } from './battleChanges'

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

/** The open battle's store, loaded (with Dexie) only when a rename or delete must ask it. */
const openBattleStore = () => import('./battle').then((m) => m.useBattleStore)

/**
 * The battles on this phone. Every write reaches IndexedDB before the list changes; a storage
 * failure sets `error` (shown by the UI) and rejects with a StorageError.
 *
 * The list is the first screen, so its first read goes without Dexie (src/db/listBattles.ts);
 * Dexie and everything that writes are loaded by the actions that need them, on first use.
 */
export const useBattlesStore = defineStore('battles', () => {
  const summaries = ref<BattleSummary[]>([])
  const deleted = ref<BattleSummary[]>([])
  /** Stored battles that cannot be read, set aside: named on the list with what is wrong. */
  const damaged = ref<DamagedBattle[]>([])
  const error = ref<string | null>(null)
  const pinia = getActivePinia()
  /** Set once this app has loaded Dexie: from then on the list reads through it too. */
  let dexie: typeof import('@/db/db') | null = null

  async function db(): Promise<AdcDatabase> {
    dexie ??= await import('@/db/db')
    return dexie.getDb()
  }

  async function guard<T>(what: string, job: () => Promise<T>): Promise<T> {
    try {
      return await job()
    } catch (e) {
      error.value = describeStorageError(what, e)
      throw e instanceof StorageError ? e : new StorageError(error.value)
    }
  }

  /**
   * Reads the list. Without Dexie when it is not loaded yet and the database is current; through
   * Dexie (which upgrades an old database first) otherwise. Battles deleted more than
   * KEEP_DELETED_MS ago leave the list at once and are purged after it is shown.
   */
  async function load(now: number = Date.now()): Promise<void> {
    const expired = await guard('read the battles', async () => {
      const raw = (dexie ? null : await readStoredBattles()) ?? (await (await db()).battles.toArray())
      const { records, damaged: unreadable } = checkBattleRecords(raw)
      const old = records.filter((r) => r.deletedAt !== null && now - r.deletedAt > KEEP_DELETED_MS).map((r) => r.id)
      const keep = records.filter((r) => !old.includes(r.id))
      summaries.value = keep.filter((r) => r.deletedAt === null).map(summaryOf).sort((a, b) => b.updatedAt - a.updatedAt)
      deleted.value = keep.filter((r) => r.deletedAt !== null).map(summaryOf).sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0))
      damaged.value = unreadable
      error.value = null
      return old
    })
    if (expired.length) {
      await guard('remove battles deleted long ago', async () => {
        const { purgeBattles } = await import('@/db/transfer')
        await purgeBattles(await db(), expired)
      })
    }
  }

  /** Throws RulesInputError (naming the field) for a bad input, StorageError if it cannot be saved. */
  async function create(input: NewBattleInput): Promise<string> {
    const now = Date.now()
    const [{ createSetup }, { putBattle }, { KNOWN_RULESETS }] = await Promise.all([import('@/model/newBattle'), import('@/db/writeBattle'), import('@/rulesets/known')])
    const setup = createSetup(input, crypto.randomUUID(), now, KNOWN_RULESETS)
    await guard('create the battle', async () => putBattle(await db(), setup, [], setup.name, now))
    await load()
    return setup.id
  }

  /** A 'battle.rename' action in that battle's log (through the open battle when it is open). */
  async function rename(id: string, name: string): Promise<void> {
    const newName = stripBidi(name).trim()
    if (!newName) {
      error.value = 'name: give the battle a name'
      return
    }
    if (newName.length > NAME_MAX) {
      error.value = `name: a name can be at most ${NAME_MAX} characters; this one has ${newName.length}`
      return
    }
    const [useBattleStore, { renameLabel, renameStoredBattle }] = await Promise.all([openBattleStore(), import('@/db/transfer')])
    const battle = useBattleStore(pinia)
    const open = battle.state?.setup
    if (open?.id === id) {
      const ops = [{ op: 'setup.patch' as const, patch: { name: newName } }]
      await battle.dispatch({ kind: 'battle.rename', label: renameLabel(open.name, newName), ops })
      return
    }
    await guard('rename the battle', async () => renameStoredBattle(await db(), id, newName, Date.now()))
    await load()
  }

  async function duplicate(id: string): Promise<string> {
    const newId = await guard('copy the battle', async () => {
      const { duplicateBattle } = await import('@/db/transfer')
      return duplicateBattle(await db(), id, crypto.randomUUID(), Date.now())
    })
    await load()
    return newId
  }

  async function setDeleted(id: string, deletedAt: number | null, what: string): Promise<void> {
    await guard(what, async () => {
      if (!(await (await db()).battles.update(id, { deletedAt }))) throw new StorageError(`There is no battle ${id} on this phone`)
    })
    await load()
  }

  async function remove(id: string): Promise<void> {
    const battle = (await openBattleStore())(pinia)
    if (battle.state?.setup.id === id) battle.close()
    await setDeleted(id, Date.now(), 'delete the battle')
  }

  const undoRemove = (id: string) => setDeleted(id, null, 'restore the battle')

  const exportText = (id: string) =>
    guard('export the battle', async () => {
      const { exportBattle } = await import('@/db/transfer')
      return exportBattle(await db(), id, Date.now())
    })

  /**
   * What can still be saved of a damaged battle: 'readable' is a battle file of its setup and the
   * actions up to the first unreadable one (`kept` of `of`), to import again; 'raw' (or a battle whose
   * setup is unreadable) is the stored record as it is, for someone to mend by hand.
   */
  const exportDamagedText = (id: string, what: 'readable' | 'raw') =>
    guard('save what is left of the battle', async () => {
      const { exportDamaged } = await import('@/db/exportDamaged')
      return exportDamaged(await db(), id, what, Date.now())
    })

  /** Removes a damaged battle for good (its record, log and snapshots): the player has saved what they want of it. */
  async function removeDamaged(id: string): Promise<void> {
    await guard('remove the damaged battle', async () => {
      const { purgeBattles } = await import('@/db/transfer')
      await purgeBattles(await db(), [id])
    })
    await load()
  }

  /** Never throws and never touches existing battles on failure. */
  async function importText(text: string): Promise<ImportResult> {
    let result: ImportResult
    try {
      const { importBattle } = await import('@/db/transfer')
      result = await importBattle(await db(), text, crypto.randomUUID(), Date.now())
    } catch (e) {
      return { ok: false, message: describeStorageError('import the battle', e) }
    }
    if (result.ok) await load().catch(() => undefined) // saved; a list-read failure is shown by load()
    // Rule-book data the file carries that differs from this phone's (or was set aside) is offered beside the import (issue 24).
    if (result.ok) (await import('./ruleBookImport')).useRuleBookImportStore(pinia).offerCarried(result.ruleBook ?? null, result.id)
    return result
  }

  /** A picked file: refused by its size before it is read, else imported as importText does. Never throws. */
  async function importFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<ImportResult> {
    let read: { ok: true; text: string } | { ok: false; message: string }
    try {
      const { readBattleFile } = await import('@/db/transfer')
      read = await readBattleFile(file)
    } catch (e) {
      return { ok: false, message: describeStorageError('import the battle', e) }
    }
    return read.ok ? importText(read.text) : read
  }

  /** Heard after each write of the open battle (battleChanges.ts), so the list stays current without a reload. */
  function noteChanged(id: string, change: BattleChange): void {
    const i = summaries.value.findIndex((s) => s.id === id)
    const old = summaries.value[i]
    if (old) summaries.value.splice(i, 1, { ...old, ...change })
  }
  onScopeDispose(useBattleChanges().listen(noteChanged))

  return { summaries, deleted, damaged, error, load, exportDamagedText, removeDamaged, create, rename, duplicate, remove, undoRemove, exportText, importText, importFile, noteChanged }
})
