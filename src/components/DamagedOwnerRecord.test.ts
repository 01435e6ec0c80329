// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { HouseRuleRecord } from '@/db/records'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'
import { dropDbs, freshDb } from '@/stores/testDb'
import DamagedOwnerRecord from './DamagedOwnerRecord.vue'

afterEach(dropDbs)

/** A reader that needs every row to be a record with a whole `n`. */
const read = (r: HouseRuleRecord) => (r.data as { rows: { n: unknown }[] }).rows.every((row) => Number.isInteger(row.n))
const stored = (rows: unknown[]): HouseRuleRecord => ({ id: 't', ruleset: 'series', kind: 'table', name: 'Fire Table', data: { rows } as never, provenance: 'play aid', version: 1, updatedAt: 1 })

async function shown(rows: unknown[]) {
  const db = freshDb()
  await db.houseRules.put(stored(rows))
  const store = useOwnerRecordsStore()
  store.readWith('series', 't', read)
  await store.load()
  return { db, store, w: mount(DamagedOwnerRecord, { props: { ruleset: 'series', recordId: 't' } }) }
}

describe('a damaged owner record where it is edited', () => {
  it('says what is wrong; Repair keeps the valid part and the notice goes', async () => {
    const { db, w } = await shown([{ n: 1 }, null, { n: 2 }])
    expect(w.get('[role="alert"]').text()).toContain('Fire Table is damaged')
    await w.get('button').trigger('click') // Repair (keep the valid part)
    await flushPromises()
    expect((await db.houseRules.get('t'))?.data).toEqual({ rows: [{ n: 1 }, { n: 2 }] })
    expect(w.find('[role="alert"]').exists()).toBe(false)
    expect(w.get('[data-test="owner-record-fixed"]').text()).toContain('version 2')
  })

  it('with nothing valid to keep, offers Remove only, which deletes it', async () => {
    const { db, w } = await shown([null])
    expect(w.findAll('button').map((b) => b.text())).toEqual(['Remove'])
    await w.get('button').trigger('click')
    await flushPromises()
    expect(await db.houseRules.count()).toBe(0)
    expect(w.find('[role="alert"]').exists()).toBe(false)
  })

  it('shows nothing for a sound record', async () => {
    const { w } = await shown([{ n: 1 }])
    expect(w.find('[role="alert"]').exists()).toBe(false)
  })
})
