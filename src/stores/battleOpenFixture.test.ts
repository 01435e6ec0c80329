import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { validateHitsTable } from '@/engine/miniatures/hitsTable'
import type { HouseRuleRecord } from '@/db/records'
import fixture from '@/db/fixtures/v2-database-damaged-storage.json'
import { checkBattleRecords } from '@/db/listBattles'
import { stateDigest } from '@/model/snapshot'
import { HITS_RECORD_ID, hitsTableOf } from '@/rulesets/miniatures/hitsRecord'
import { writeFixture } from '@/test-utils/dbFixtures'
import { useBattleStore } from './battle'
import { useOwnerRecordsStore } from './ownerRecords'
import { dropDbs, freshDb } from './testDb'

afterEach(dropDbs)

const [ligny, wavre, quatreBras] = fixture.battles

/** A version-2 database damaged in storage (src/db/fixtures/v2-database-damaged-storage.json), opened by this app. */
async function opened() {
  const db = freshDb()
  await writeFixture(db.name, 2, fixture)
  return db
}

describe('a version-2 database damaged in storage (issue 26)', () => {
  it("a record saying 8 actions over a log of 5 is repaired from the log; its old digest-less snapshot (unit renamed) is not used", async () => {
    const db = await opened()
    const battle = useBattleStore()
    expect(await battle.open(ligny!.id)).toBe(true)
    expect(battle.log).toHaveLength(5)
    expect(battle.state?.units.u1?.name).toBe('Unit u1')
    expect(battle.state?.units.u1?.state.lostBases).toBe(1)
    expect((await db.battles.get(ligny!.id))?.lastSeq).toBe(5)
    expect(await db.snapshots.count()).toBe(0)
    expect((await battle.dispatch({ kind: 'note', label: 'next', ops: [] }))?.seq).toBe(6)
  })

  it('an action whose time is 1e300 sets its battle aside, with its readable part; the other battles open', async () => {
    const db = await opened()
    const battle = useBattleStore()
    expect(await battle.open(wavre!.id)).toBe(false)
    expect(battle.damaged).toMatchObject({ name: 'Wavre', message: expect.stringContaining('actions[1].at: expected a time') as string, readable: true })
    const { records, damaged } = checkBattleRecords(await db.battles.toArray())
    expect(damaged.map((d) => d.id)).toEqual([wavre!.id])
    expect(records.map((r) => r.id).sort()).toEqual([ligny!.id, quatreBras!.id].sort())
    expect(await battle.open(quatreBras!.id)).toBe(true)
    expect(battle.log).toHaveLength(2)
  })

  it('its hits table with a row of null is damaged, not read; Repair keeps the good row', async () => {
    await opened()
    const store = useOwnerRecordsStore()
    store.readWith('miniatures', HITS_RECORD_ID, (r: HouseRuleRecord) => { const h = hitsTableOf(r); return h && validateHitsTable(h.table) })
    await store.load()
    expect(store.get('miniatures', HITS_RECORD_ID)).toBeUndefined()
    expect(store.damageOf('miniatures', HITS_RECORD_ID)?.problem).toMatch(/missing or of the wrong kind/)
    await store.repair('miniatures', HITS_RECORD_ID)
    expect(hitsTableOf(store.get('miniatures', HITS_RECORD_ID))?.table.rows).toHaveLength(1)
  })

  it('a snapshot written now carries the digest of its state', async () => {
    const db = await opened()
    const battle = useBattleStore()
    await battle.open(quatreBras!.id)
    const { saveSnapshot } = await import('@/db/writeBattle')
    await saveSnapshot(db, quatreBras!.id, battle.state!)
    const [snap] = await db.snapshots.where('battleId').equals(quatreBras!.id).toArray()
    expect(snap?.digest).toBe(stateDigest(battle.state!))
  })
})
