import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { HouseRuleRecord } from '@/db/records'
import { useOwnerRecordsStore } from './ownerRecords'
import { dropDbs, freshDb, reload } from './testDb'

afterEach(dropDbs)

const record = (id: string, ruleset: HouseRuleRecord['ruleset'], kind: HouseRuleRecord['kind'] = 'table'): HouseRuleRecord =>
  ({ id, ruleset, kind, name: `table ${id}`, data: { rows: [] }, provenance: 'my rule book, p. 12', version: 1, updatedAt: 5 })

describe('owner records store (tables and house rules of every ruleset)', () => {
  it('a record saved once is there after a reload, for any battle, under its own ruleset only', async () => {
    const db = freshDb()
    const store = useOwnerRecordsStore()
    await store.load()
    const [first, second] = [record('t1', 'wargaming', 'troopType'), record('t2', 'miniatures')]
    await store.put(first)
    await store.put(second)
    reload(db)
    const again = useOwnerRecordsStore()
    await again.load()
    expect(again.get('miniatures', 't2')?.provenance).toBe('my rule book, p. 12')
    expect(again.get('wargaming', 't2')).toBeUndefined()
    expect(again.of('wargaming').map((r) => r.id)).toEqual(['t1'])
    expect(again.of('wargaming', 'table')).toEqual([])
  })

  it('an id that is a built-in object name finds nothing', async () => {
    freshDb()
    const store = useOwnerRecordsStore()
    await store.load()
    expect(store.get('wargaming', 'constructor')).toBeUndefined()
    expect(store.get('wargaming', '__proto__')).toBeUndefined()
  })

  it('replacing a record keeps one copy; removing deletes it', async () => {
    freshDb()
    const store = useOwnerRecordsStore()
    await store.load()
    await store.put(record('t1', 'miniatures'))
    await store.put({ ...record('t1', 'miniatures'), version: 2 })
    expect(store.records.map((r) => r.version)).toEqual([2])
    await store.remove('t1')
    expect(store.records).toEqual([])
  })

  it('a damaged record is set aside and counted', async () => {
    const db = freshDb()
    await db.houseRules.put({ id: 'bad', ruleset: 'wargaming', kind: 'troopType', name: 'x', data: null, provenance: '', version: 0, updatedAt: 1 })
    await db.houseRules.put(record('good', 'wargaming'))
    const store = useOwnerRecordsStore()
    await store.load()
    expect([store.records.map((r) => r.id), store.skipped]).toEqual([['good'], 1])
  })
})
