import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { dropDbs, freshDb, reload } from '@/stores/testDb'
import { troopRecord } from '@/rulesets/wargaming/houseRules'
import type { TroopFactors } from '@/rulesets/wargaming/rosterPresets'
import { useHouseTroops } from './useHouseTroops'

afterEach(dropDbs)
const jager: TroopFactors = { nation: 'Russian', arm: 'Infantry', troopType: 'Jager', fireFactor: 3, meleeFactor: 3, moraleFactor: 7, controlFactor: 2, skirmish: true }

describe('the Roster’s house troop types, kept as one record (issue 24)', () => {
  it('records of one troop each from before are gathered into the one record on load, keeping their ids', async () => {
    const db = freshDb()
    await db.houseRules.put(troopRecord(jager, 'from my club', 'old-1', 1))
    const house = useHouseTroops()
    await house.load()
    expect((await db.houseRules.toArray()).map((r) => r.id)).toEqual(['wargaming-house-troops'])
    expect(house.records.value.map((r) => [r.id, r.provenance])).toEqual([['old-1', 'from my club']])
    // A reload reads the same.
    reload(db)
    const again = useHouseTroops()
    await again.load()
    expect(again.list.value.troops.map((t) => t.troopType)).toEqual(['Jager'])
  })
  it('save and delete change the one record, its version bumped each time', async () => {
    const db = freshDb()
    const house = useHouseTroops()
    await house.load()
    await house.save(jager, 'club', 'h1')
    await house.save({ ...jager, troopType: 'Opolchenie', fireFactor: null }, '', 'h2')
    await house.remove('h1')
    const [r] = await db.houseRules.toArray()
    expect(r).toMatchObject({ id: 'wargaming-house-troops', kind: 'troopType', version: 3 })
    expect(house.records.value.map((x) => x.id)).toEqual(['h2'])
    await expect(house.save({ ...jager, meleeFactor: -1 }, '', 'h3')).rejects.toMatchObject({ field: 'meleeFactor' })
  })
})
