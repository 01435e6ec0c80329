import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { validateHitsTable } from '@/engine/miniatures/hitsTable'
import type { HouseRuleRecord } from '@/db/records'
import { HITS_RECORD_ID, hitsTableOf } from '@/rulesets/miniatures/hitsRecord'
import { useOwnerRecordsStore } from './ownerRecords'
import { validPart } from './ownerRecordsCheck'
import { dropDbs, freshDb, reload } from './testDb'

afterEach(dropDbs)

/** The miniatures Hits table tab's reader (useHitsTable.ts): the record as the fire calculator uses it. */
const readHits = (r: HouseRuleRecord) => { const h = hitsTableOf(r); return h && validateHitsTable(h.table) }
const goodRow = { from: 1, to: 3, hits: [0, 0, 1, 1, 1, 2] }
const hits = (rows: unknown[]): HouseRuleRecord => ({
  id: HITS_RECORD_ID, ruleset: 'miniatures', kind: 'table', name: 'Hits table',
  data: { id: 'hits', title: 'Hits table', source: 'my rule book', die: 'd6', rows } as never, provenance: 'my rule book', version: 3, updatedAt: 5,
})

describe('owner records are validated on read (issue 26)', () => {
  it('a stored hits table with rows: [null] is damaged, never handed to the Hits table tab, and says what is wrong', async () => {
    const db = freshDb()
    await db.houseRules.put(hits([null]))
    const store = useOwnerRecordsStore()
    store.readWith('miniatures', HITS_RECORD_ID, readHits)
    await store.load()
    expect(store.get('miniatures', HITS_RECORD_ID)).toBeUndefined()
    expect(store.damageOf('miniatures', HITS_RECORD_ID)).toEqual({ problem: expect.stringMatching(/null/) as string, repaired: null })
    await store.remove(HITS_RECORD_ID)
    expect(await db.houseRules.count()).toBe(0)
  })

  it('Repair keeps the valid part as a new version that says it was repaired; it reads after a reload', async () => {
    const db = freshDb()
    await db.houseRules.put(hits([null, goodRow, 'x']))
    const store = useOwnerRecordsStore()
    store.readWith('miniatures', HITS_RECORD_ID, readHits)
    await store.load()
    expect(store.damageOf('miniatures', HITS_RECORD_ID)?.repaired).toMatchObject({ rows: [goodRow] })
    const saved = await store.repair('miniatures', HITS_RECORD_ID, 9)
    expect(saved).toMatchObject({ version: 4, updatedAt: 9, provenance: 'my rule book (repaired: its damaged part removed)' })
    reload(db)
    const again = useOwnerRecordsStore()
    again.readWith('miniatures', HITS_RECORD_ID, readHits)
    await again.load()
    expect(hitsTableOf(again.get('miniatures', HITS_RECORD_ID))?.table.rows).toEqual([goodRow])
  })

  it('a record the store schema refuses is named to its ruleset\'s screen, not only counted', async () => {
    const db = freshDb()
    await db.houseRules.put({ ...hits([goodRow]), version: 0 })
    const store = useOwnerRecordsStore()
    await store.load()
    expect(store.damagedOf('miniatures')).toEqual([{ id: HITS_RECORD_ID, name: 'Hits table', damage: { problem: expect.stringMatching(/^version: /) as string, repaired: null } }])
  })

  it('the valid part of a record of entries keeps the entries that read', () => {
    const rec: HouseRuleRecord = { id: 'c', ruleset: 'waterloo', kind: 'table', name: 'Counters', data: { units: { a: { n: 1 }, b: { n: 'x' }, c: { n: 2 } } }, provenance: '', version: 1, updatedAt: 1 }
    const read = (r: HouseRuleRecord) => Object.values((r.data as { units: Record<string, { n: unknown }> }).units).every((u) => typeof u.n === 'number')
    expect(validPart(rec, read)).toEqual({ units: { a: { n: 1 }, c: { n: 2 } } })
  })
})
