// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { getDb } from '@/db/db'
import { fireData, ownRecord, TEST_SPEC } from '@/rulebook/testSpec'
import type { RuleBookSpec } from '@/rulebook/types'
import RuleBookPage from './RuleBookPage.vue'

const specs = new Map<string, RuleBookSpec | null>([['series', TEST_SPEC], ['waterloo', { entries: [] }], ['wargaming', null]])
vi.mock('@/rulebook/registry', async (orig) => ({
  ...(await orig<typeof import('@/rulebook/registry')>()),
  ruleBookOf: async (id: string) => specs.get(id) ?? null,
}))

let pinia: Pinia

async function page(path: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: [
    { path: '/rule-book/:ruleset/:entry?', component: RuleBookPage, props: true },
    { path: '/:p(.*)*', component: { template: '<div/>' } },
  ] })
  await router.push(path)
  const w = mount({ template: '<RouterView />' }, { global: { plugins: [router, pinia] } })
  await flushPromises()
  return w
}

describe('RuleBookPage', () => {
  beforeEach(async () => {
    pinia = createPinia()
    setActivePinia(pinia)
    localStorage.clear()
    await getDb().houseRules.clear()
  })

  it('lists each entry with what is missing, or ✓ when filled', async () => {
    await getDb().houseRules.put(ownRecord('series-counters', { a: 1, b: 2, c: 3 }))
    await getDb().houseRules.put(ownRecord('series-fire', fireData(['1 SP', [1, 1, 2, 2, 3, 3]])))
    const w = await page('/rule-book/series')
    expect(w.get('h1').text()).toMatch(/^Rule book: Vive l'Empereur! Series/)
    expect(w.findAll('[data-test="entry-status"]').map((s) => s.text())).toEqual(['3 of 4 rows need values', '✓ Filled'])
    expect(w.find('[data-test="back-to-battle"]').exists()).toBe(false)
  })

  it('offers Back to the battle only for a path inside the app, kept on the entry links', async () => {
    const w = await page('/rule-book/series?from=/battle/b1/fire')
    expect(w.get('[data-test="back-to-battle"]').attributes('href')).toBe('/battle/b1/fire')
    expect(w.get('[data-entry="series-fire"] a').attributes('href')).toBe('/rule-book/series/series-fire?from=/battle/b1/fire')
    expect((await page('/rule-book/series?from=https://evil.example')).find('[data-test="back-to-battle"]').exists()).toBe(false)
  })

  it('says an optional entry with nothing in it misses nothing', async () => {
    const optional = { ...TEST_SPEC.entries[1]!, status: () => ({ filled: 0, total: 0, summary: '' }) }
    specs.set('miniatures', { entries: [optional] })
    expect((await page('/rule-book/miniatures')).get('[data-test="entry-status"]').text()).toBe('✓ Nothing missing')
  })

  it('says "Nothing to enter" only when the spec lists nothing, and nothing broken without a spec', async () => {
    expect((await page('/rule-book/waterloo')).get('[data-test="rule-book-none"]').text()).toBe('Nothing to enter: the texts give every table.')
    expect((await page('/rule-book/wargaming')).get('[data-test="rule-book-none"]').text()).toBe('This ruleset’s rule book has nothing to enter yet.')
  })

  it('names an unknown ruleset or entry instead of showing an empty screen', async () => {
    expect((await page('/rule-book/chess')).get('[role="alert"]').text()).toContain('There is no ruleset ‘chess’.')
    expect((await page('/rule-book/series/__proto__')).get('[role="alert"]').text()).toContain('This rule book has no entry ‘__proto__’.')
  })

  it('shows a damaged record’s problem instead of reading it, with Remove on the entry', async () => {
    await getDb().houseRules.put(ownRecord('series-fire', { rows: 'x' }))
    const w = await page('/rule-book/series/series-fire')
    const note = w.get('[data-test="damaged-owner-record"]')
    expect(note.text()).toContain('is damaged and is not used: expected a table with rows')
    expect(note.findAll('button').map((b) => b.text())).toContain('Remove')
  })
})
