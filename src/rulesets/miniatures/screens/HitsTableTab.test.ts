// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { dropDbs, freshDb } from '@/stores/testDb'
import { hitsRecord } from '@/rulesets/miniatures/hitsRecord'
import { EMPTY_HITS_TABLE } from '@/engine/miniatures/hitsTable'
import HitsTableTab from './HitsTableTab.vue'

afterEach(dropDbs)

async function tab() {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:p(.*)*', component: { template: '<div/>' } }] })
  await router.push('/battle/b1/hits')
  const w = mount(HitsTableTab, { global: { plugins: [router] } })
  await flushPromises()
  return w
}

describe('the Hits table tab: what the players read, entered in the Rule book (issue 24)', () => {
  it('empty: says so and links straight to the entry, with the way back', async () => {
    freshDb()
    const w = await tab()
    expect(w.text()).toContain('The hits table is empty — Rule book')
    expect(w.get('[data-test="rule-book-link"]').attributes('href')).toBe('/rule-book/miniatures/miniatures-hits?from=/battle/b1/hits')
    expect(w.find('input').exists()).toBe(false)
  })
  it('filled: the table as stored, read-only, its version and where it came from', async () => {
    const db = freshDb()
    await db.houseRules.put(hitsRecord({ ...EMPTY_HITS_TABLE, die: 'd6', rows: [{ from: 0, to: 4, hits: [0, 0, 1, 1, 1, 2] }, { from: 5, to: 5, hits: [1, 1, 1, 2, 2, 3] }] }, 'Anna, p. 14', 1))
    const w = await tab()
    expect(w.get('[data-test="hits-version"]').text()).toBe('Version 1, Anna, p. 14; reads a D6.')
    expect(w.findAll('[data-test="hits-read"] tbody tr').map((r) => r.text())).toEqual(['0 to 4001112', '5111223'])
    expect(w.text()).toContain('To change it — Rule book')
  })
})
