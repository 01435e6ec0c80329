// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import { troopRecord } from '@/rulesets/wargaming/houseRules'
import { ruleBook } from '@/rulesets/wargaming/ruleBook'
import HouseTroopsEntry from './HouseTroopsEntry.vue'

afterEach(dropDbs)

describe('the wargaming Rule book entry (issue 24)', () => {
  it('says the texts give every printed table, and lists the house troop types a pack carries, gathered from before', async () => {
    const db = freshDb()
    await db.houseRules.put(troopRecord({ nation: 'Russian', arm: 'Infantry', troopType: 'Jager', fireFactor: 3, meleeFactor: 3, moraleFactor: 7, controlFactor: 2, skirmish: true }, 'club', 'old-1', 1))
    const w = mount(HouseTroopsEntry, { props: { entry: ruleBook.entries[0]! } })
    await vi.waitFor(async () => { await flushPromises(); expect(w.find('[data-test="house-troops"]').exists()).toBe(true) })
    expect(w.get('[data-test="every-table"]').text()).toMatch(/^The texts give every printed table \(seed 004/)
    expect(w.get('[data-test="house-troops"]').text()).toBe('Russian Jager (infantry): fire 3, mêlée 3, morale 7, control 2, may skirmish')
    expect((await db.houseRules.toArray()).map((r) => r.id)).toEqual(['wargaming-house-troops'])
  })
  it('with none yet, says where they are added', async () => {
    freshDb()
    const w = mount(HouseTroopsEntry, { props: { entry: ruleBook.entries[0]! } })
    await flushPromises()
    expect(w.text()).toContain('No house troop types yet. Add them from a battle\'s Roster')
  })
})
