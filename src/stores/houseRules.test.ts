import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { troopChoices } from '@/rulesets/wargaming/houseRules'
import { useHouseRulesStore } from './houseRules'
import { dropDbs, freshDb, reload } from './testDb'

afterEach(dropDbs)

describe('house rules store', () => {
  it('a troop type saved once is there after a reload, for any battle', async () => {
    const db = freshDb()
    const store = useHouseRulesStore()
    await store.load()
    await store.saveTroop({ nation: 'Prussian', arm: 'Cavalry', troopType: 'Uhlan', fireFactor: null, meleeFactor: 7, moraleFactor: 7, controlFactor: 2, skirmish: true }, 'club list', 'p1')
    reload(db)
    const again = useHouseRulesStore()
    await again.load()
    expect(troopChoices('Prussian', again.records).map((c) => [c.troop.troopType, c.note])).toEqual([['Uhlan', 'club list']])
  })

  it('a damaged record is skipped and counted', async () => {
    const db = freshDb()
    await db.houseRules.put({ id: 'bad', ruleset: 'wargaming', kind: 'troopType', name: 'x', data: null, provenance: '', version: 0, updatedAt: 1 })
    const store = useHouseRulesStore()
    await store.load()
    expect([store.records.length, store.skipped]).toEqual([0, 1])
  })
})
