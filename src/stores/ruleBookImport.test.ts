import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toPackFile } from '@/rulebook/pack'
import { fireData, ownRecord } from '@/rulebook/testSpec'
import { useOwnerRecordsStore } from './ownerRecords'
import { useRuleBookImportStore } from './ruleBookImport'
import { dropDbs, freshDb } from './testDb'

// The rulesets' own rule books land apart: here 'series' has the test rule book.
vi.mock('@/rulebook/registry', async (original) => ({
  ...(await original<typeof import('@/rulebook/registry')>()),
  ruleBookOf: async (id: string) => (id === 'series' ? (await import('@/rulebook/testSpec')).TEST_SPEC : null),
}))

afterEach(dropDbs)

const packText = (...records: ReturnType<typeof ownRecord>[]) =>
  JSON.stringify(toPackFile('series', records, { enteredBy: 'Anna', source: 'play aid B' }, Date.UTC(2026, 10, 27)))
const mine = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]), 4)
const theirs = ownRecord('series-fire', fireData(['3 SP', [0, 1, 1, 2, 2, 3]]), 2)
const counters = ownRecord('series-counters', { 'fr-1': 5 })

async function setUp() {
  const db = freshDb()
  const owner = useOwnerRecordsStore()
  await owner.load()
  await owner.put(mine)
  return { db, owner, store: useRuleBookImportStore() }
}

describe('ruleBookImport store: a pack reviewed before anything changes', () => {
  it('stages a picked pack with its diff and default choices, and writes nothing until confirmed', async () => {
    const { db, store } = await setUp()
    expect(await store.pickText(packText(theirs, counters), 'series')).toBe(true)
    expect(store.pending?.diff.entries.map((d) => [d.entry.id, d.status, store.choiceOf(d)])).toEqual([['series-fire', 'changed', 'keep'], ['series-counters', 'new', 'take']])
    expect(store.toWrite).toBe(1)
    expect((await db.houseRules.toArray()).map((r) => [r.id, r.version])).toEqual([['series-fire', 4]])
  })

  it("confirm writes the new entry and a conflict only where the owner took the pack's", async () => {
    const { owner, store } = await setUp()
    await store.pickText(packText(theirs, counters), 'series')
    store.choose('series-fire', 'take')
    expect(await store.confirm()).toBe(2)
    expect(store.pending).toBeNull()
    expect(owner.get('series', 'series-fire')?.data).toEqual(theirs.data)
    expect(owner.get('series', 'series-fire')?.version).toBe(5)
  })

  it('discard leaves every record as it was', async () => {
    const { db, store } = await setUp()
    await store.pickText(packText(theirs, counters), 'series')
    store.discard()
    expect(await store.confirm()).toBeNull()
    expect((await db.houseRules.toArray()).map((r) => r.id)).toEqual(['series-fire'])
  })

  it('a refused pack is a problem in words, nothing staged', async () => {
    const { store } = await setUp()
    expect(await store.pickText('{"format":"aide-de-camp.rule-book","version":1,"ruleset":"chess"}', 'series')).toBe(false)
    expect(store.problem).toMatch(/^ruleset: "chess" is not a ruleset this app knows/)
    expect(store.pending).toBeNull()
  })

  it('a table typed meanwhile stops the confirm and the review is shown again', async () => {
    const { owner, store } = await setUp()
    await store.pickText(packText(counters), 'series')
    await owner.put(ownRecord('series-counters', { 'fr-1': 7 }))
    expect(await store.confirm()).toBeNull()
    expect(store.problem).toMatch(/^Your rule book changed since this review \(Counter values\)/)
    expect(store.pending?.diff.entries[0]?.status).toBe('changed')
    expect(owner.get('series', 'series-counters')?.data).toEqual({ 'fr-1': 7 })
  })

  it("a battle's carried pack is offered, then staged for review on its Rule book screen", async () => {
    const { store } = await setUp()
    const pack = toPackFile('series', [counters], { enteredBy: 'x', source: 'y' }, 1)
    store.offerCarried({ ok: true, pack, differing: 1 }, 'b-1')
    expect(await store.reviewOffer()).toBe('/rule-book/series?review=1&from=%2Fbattle%2Fb-1')
    expect(store.offer).toBeNull()
    expect(store.pending?.from).toBe('battle')
  })
})
