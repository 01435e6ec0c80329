import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdcDatabase, DB_NAME, setDb } from '@/db/db'
import fixture from '@/db/fixtures/v1-database.json'
import { DEXIE_VERSION } from '@/db/listBattles'
import type { ActionRecord, BattleRecord } from '@/db/records'
import { RulesInputError } from '@/engine/core/errors'
import { patch, put } from '@/test-utils/battles'
import { useBattleStore } from './battle'
import { KEEP_DELETED_MS, useBattlesStore } from './battles'
import { dropDbs, freshDb, reload } from './testDb'

afterEach(dropDbs)

const input = (name = 'Quatre Bras') => ({
  name,
  ruleset: 'wargaming' as const,
  sides: [
    { name: 'Ney', nationality: 'French' },
    { name: 'Wellington', nationality: 'British/KGL' },
  ] as const,
})

async function playedBattle() {
  const db = freshDb()
  const battles = useBattlesStore()
  const id = await battles.create(input())
  const battle = useBattleStore()
  await battle.open(id)
  await battle.dispatch({ kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] })
  await battle.dispatch({ kind: 'fire.applied', label: '45e Ligne lost 1', ops: [patch('u1', { lostBases: 1 })] })
  await battle.undo()
  await battle.dispatch({ kind: 'turn.end', label: 'End of turn 1', ops: [{ op: 'battle.patch', patch: { turn: 2 } }] })
  return { db, battles, battle, id }
}

describe('battles store', () => {
  it('create lists the battle; a bad name throws naming the field and writes nothing', async () => {
    freshDb()
    const battles = useBattlesStore()
    const id = await battles.create(input())
    expect(battles.summaries).toEqual([expect.objectContaining({ id, name: 'Quatre Bras', ruleset: 'wargaming', actionCount: 0 })])
    await expect(battles.create(input(' '))).rejects.toThrow(RulesInputError)
    await battles.load()
    expect(battles.summaries).toHaveLength(1)
  })

  it('the list follows the open battle as it is played', async () => {
    const { battles, id } = await playedBattle()
    expect(battles.summaries.find((s) => s.id === id)?.actionCount).toBe(4)
  })

  it('rename is an action in the battle log, open or not', async () => {
    const { battles, battle, id } = await playedBattle()
    await battles.rename(id, 'Quatre Bras, 16 June')
    expect(battle.state?.setup.name).toBe('Quatre Bras, 16 June')
    expect(battle.log.at(-1)?.label).toBe('Renamed the battle "Quatre Bras" to "Quatre Bras, 16 June"')
    battle.close()
    await battles.rename(id, 'QB')
    expect(battles.summaries[0]?.name).toBe('QB')
    await battle.open(id)
    expect(battle.undoLabel).toBe('Undo: Renamed the battle "Quatre Bras, 16 June" to "QB"')
  })

  it('a rename is held to the name limit the form enforces, and loses bidi controls (issue 26)', async () => {
    const { battles, battle, id } = await playedBattle()
    battle.close()
    await battles.rename(id, 'x'.repeat(61))
    expect(battles.error).toBe('name: a name can be at most 60 characters; this one has 61')
    expect(battles.summaries[0]?.name).toBe('Quatre Bras')
    await battles.rename(id, '\u202EQB')
    expect(battles.summaries[0]?.name).toBe('QB')
  })

  it('duplicate copies the whole history under a new id and name', async () => {
    const { battles, battle, id } = await playedBattle()
    const copy = await battles.duplicate(id)
    const original = battle.state
    await battle.open(copy)
    expect(battle.state?.setup.name).toBe('Quatre Bras (copy)')
    expect(battle.state?.units).toEqual(original?.units)
    expect(battle.log).toHaveLength(5)
    expect(battles.summaries.map((s) => s.name).sort()).toEqual(['Quatre Bras', 'Quatre Bras (copy)'])
  })

  it('remove is a soft delete that can be undone; old deletions are purged', async () => {
    const { db, battles, battle, id } = await playedBattle()
    await battles.remove(id)
    expect(battle.state).toBeNull()
    expect(battles.summaries).toEqual([])
    expect(battles.deleted.map((s) => s.id)).toEqual([id])
    await battles.undoRemove(id)
    expect(battles.summaries.map((s) => s.id)).toEqual([id])
    await battles.remove(id)
    await battles.load(Date.now() + KEEP_DELETED_MS + 1000)
    expect(battles.deleted).toEqual([])
    expect(await db.actions.count()).toBe(0)
  })

  it('an imported id that cannot stand in the battle\'s address ("British/KGL") is replaced, and the battle opens under it', async () => {
    const { battles, id } = await playedBattle()
    const { text } = await battles.exportText(id)
    const file = JSON.parse(text) as { setup: { id: string } }
    file.setup.id = 'British/KGL'
    const db = freshDb()
    const elsewhere = useBattlesStore()
    const imported = await elsewhere.importText(JSON.stringify(file))
    expect(imported.ok).toBe(true)
    if (!imported.ok) return
    expect(imported.id).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(imported.id).not.toBe('British/KGL')
    reload(db)
    const fresh = useBattleStore()
    await fresh.open(imported.id)
    expect(fresh.state?.setup.id).toBe(imported.id)
  })

  it('export → import gives the identical battle (a new id when the old one is still here)', async () => {
    const { battles, battle, id } = await playedBattle()
    const { name, text } = await battles.exportText(id)
    expect(name).toBe('quatre-bras.battle.json')
    const [state, log] = [battle.state, battle.log]
    const imported = await battles.importText(text)
    expect(imported.ok).toBe(true)
    if (!imported.ok) return
    expect(imported.id).not.toBe(id)
    await battle.open(imported.id)
    expect(battle.log).toEqual(log)
    expect({ ...battle.state, setup: { ...battle.state?.setup, id } }).toEqual(state)
    // On a phone without the battle, the import keeps its id; a reload shows the same state.
    const db = freshDb()
    const elsewhere = useBattlesStore()
    expect(await elsewhere.importText(text)).toEqual({ ok: true, id })
    reload(db)
    const fresh = useBattleStore()
    await fresh.open(id)
    expect(fresh.state).toEqual(state)
  })

  it('a failed import leaves existing battles untouched and says why', async () => {
    const { db, battles, id } = await playedBattle()
    const before = [await db.battles.toArray(), await db.actions.toArray()]
    const { text } = await battles.exportText(id)
    const broken = text.replace('"turn.end"', '""')
    const result = await battles.importText(broken)
    expect(result).toEqual({ ok: false, message: 'actions[3].kind: must not be empty' })
    expect(await battles.importText('not json')).toMatchObject({ ok: false, message: expect.stringMatching(/^This file is not JSON/) })
    expect([await db.battles.toArray(), await db.actions.toArray()]).toEqual(before)
  })

  it('a picked file is imported; one over the stated size is refused before it is read, changing nothing', async () => {
    const { db, battles, id } = await playedBattle()
    const { text } = await battles.exportText(id)
    const before = [await db.battles.toArray(), await db.actions.toArray()]
    const huge = { name: 'huge.json', size: 31 * 1024 * 1024, text: vi.fn(async () => text) }
    expect(await battles.importFile(huge)).toMatchObject({ ok: false, message: expect.stringMatching(/^file: this file is 31 MB; the largest/) })
    expect(huge.text).not.toHaveBeenCalled()
    expect([await db.battles.toArray(), await db.actions.toArray()]).toEqual(before)
    const picked = { name: 'quatre-bras.battle.json', size: text.length, text: async () => text }
    const result = await battles.importFile(picked)
    expect(result.ok).toBe(true)
    expect(battles.summaries).toHaveLength(2)
  })
})

/** The app's own database name (the list's first read opens it by name), as a fresh app would find it. */
async function appDb(records: readonly unknown[]): Promise<AdcDatabase> {
  const db = new AdcDatabase()
  await db.battles.bulkPut(records as BattleRecord[])
  db.close()
  const again = new AdcDatabase()
  setDb(again)
  setActivePinia(createPinia())
  return again
}
const v1 = fixture.battles[0]!
const v1Action = fixture.actions[0]!
const stored = (id: string, extra: Partial<BattleRecord> = {}) => ({ ...v1, id, setup: { ...v1.setup, id }, name: id, lastSeq: 0, deletedAt: null, ...extra })

describe('the first list read (no Dexie until something is written)', () => {
  afterEach(async () => {
    setDb(null)
    await Dexie.delete(DB_NAME)
  })

  it('a current database is listed without Dexie reading it', async () => {
    const db = await appDb([stored('Ligny', { updatedAt: 1 }), stored('Wavre', { updatedAt: 2 })])
    const toArray = vi.spyOn(db.battles, 'toArray')
    const battles = useBattlesStore()
    await battles.load()
    expect(battles.summaries.map((s) => s.name)).toEqual(['Wavre', 'Ligny'])
    expect(battles.error).toBeNull()
    expect(toArray).not.toHaveBeenCalled()
    db.close()
  })

  it('a damaged record is set aside, named with its field, and the others are listed', async () => {
    const bad = { ...stored('Bad'), setup: { ...stored('Bad').setup, ruleset: 'chess' } }
    const db = await appDb([stored('Ligny'), bad])
    const battles = useBattlesStore()
    await battles.load()
    expect(battles.summaries.map((s) => s.id)).toEqual(['Ligny'])
    expect(battles.error).toBeNull()
    expect(battles.damaged).toEqual([{ id: 'Bad', name: 'Bad', message: expect.stringMatching(/^setup\.ruleset: expected one of "wargaming" \| "miniatures" .*got "chess"$/), readable: false }])
    db.close()
  })

  it('a damaged battle can be removed for good, its log with it; the others stay', async () => {
    const bad = { ...stored('Bad'), setup: { ...stored('Bad').setup, ruleset: 'chess' } }
    const db = await appDb([stored('Ligny'), bad])
    await db.actions.bulkAdd([{ ...v1Action, battleId: 'Bad' }, { ...v1Action, battleId: 'Ligny' }] as unknown as ActionRecord[])
    const battles = useBattlesStore()
    await battles.load()
    await battles.removeDamaged('Bad')
    expect(battles.damaged).toEqual([])
    expect(battles.summaries.map((s) => s.id)).toEqual(['Ligny'])
    expect((await db.actions.toArray()).map((a) => a.battleId)).toEqual(['Ligny'])
    db.close()
  })

  it('a battle deleted long ago leaves the list at once and is purged for good before load() ends', async () => {
    const now = Date.now()
    const db = await appDb([stored('Ligny'), stored('Old', { deletedAt: now - KEEP_DELETED_MS - 1 }), stored('Recent', { deletedAt: now - 1 })])
    const battles = useBattlesStore()
    await battles.load(now)
    expect(battles.deleted.map((s) => s.id)).toEqual(['Recent'])
    expect((await db.battles.toArray()).map((r) => r.id)).toEqual(['Ligny', 'Recent'])
    db.close()
  })

  it('a database written by version 1 is read through Dexie, which upgrades it first', async () => {
    const old = new Dexie(DB_NAME)
    old.version(1).stores({ battles: 'id, updatedAt', actions: '[battleId+seq], battleId' })
    await old.table('battles').bulkAdd(fixture.battles)
    await old.table('actions').bulkAdd(fixture.actions)
    old.close()
    const db = new AdcDatabase()
    setDb(db)
    setActivePinia(createPinia())
    const battles = useBattlesStore()
    await battles.load()
    expect(battles.summaries).toEqual([expect.objectContaining({ id: v1.id, name: 'Ligny, 16 June', actionCount: 5 })])
    expect(db.verno).toBe(DEXIE_VERSION)
    db.close()
  })

  it('no database yet: an empty list, and the first battle created is listed', async () => {
    setDb(new AdcDatabase())
    setActivePinia(createPinia())
    const battles = useBattlesStore()
    await battles.load()
    expect(battles.summaries).toEqual([])
    const id = await battles.create(input())
    expect(battles.summaries.map((s) => s.id)).toEqual([id])
  })
})
