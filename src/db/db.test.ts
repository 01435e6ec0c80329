import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { fold } from '@/model/fold'
import fixture from './fixtures/v1-database.json'
import { AdcDatabase } from './db'
import { readBattleRecord, readBestSnapshot, readLog } from './readBattle'

const names: string[] = []
const freshName = () => {
  names.push(`adc-test-${crypto.randomUUID()}`)
  return names.at(-1)!
}
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)))
})

/** Writes the fixture through a declaration that knows only version 1, as an old app would. */
async function writeV1(name: string): Promise<void> {
  const v1 = new Dexie(name)
  v1.version(1).stores({ battles: 'id, updatedAt', actions: '[battleId+seq], battleId' })
  await v1.table('battles').bulkAdd(fixture.battles)
  await v1.table('actions').bulkAdd(fixture.actions)
  v1.close()
}

describe('database versions', () => {
  it('a v1 database opens under the current version and its battle reads back whole', async () => {
    const name = freshName()
    await writeV1(name)
    const db = new AdcDatabase(name)
    const id = fixture.battles[0]!.id
    const record = await readBattleRecord(db, id)
    // The v2 upgrade filled the list fields: the rename still in force, not the undone one.
    expect(record).toMatchObject({ name: 'Ligny, 16 June', lastSeq: 5, deletedAt: null, updatedAt: 1718000400000 })
    expect(db.verno).toBe(3)
    const log = await readLog(db, id)
    expect(log).toHaveLength(5)
    expect(log[1]?.dice?.dice[0]?.face).toBe(4)
    const state = fold(record.setup, log, await readBestSnapshot(db, id, log))
    expect(state.units.u1?.state).toMatchObject({ troopType: 'Line', bases: 4, lostBases: 1 })
    expect(state.setup.name).toBe('Ligny, 16 June')
    expect(await db.snapshots.count()).toBe(0)
    db.close()
  })

  it('a damaged stored record is refused with a message naming the field', async () => {
    const db = new AdcDatabase(freshName())
    const good = { ...fixture.battles[0]!, name: 'Ligny', lastSeq: 0, deletedAt: null }
    await db.battles.put({ ...good, setup: { ...good.setup, ruleset: 'chess' } } as never)
    await expect(readBattleRecord(db, good.id)).rejects.toThrow(/is damaged: setup\.ruleset: expected one of "wargaming" \| "miniatures"/)
    await db.actions.put({ ...fixture.actions[0]!, seq: 2 } as never)
    await expect(readLog(db, good.id)).rejects.toThrow("This battle's stored log is damaged: actions[0].seq: expected 1, got 2")
    db.close()
  })
})
