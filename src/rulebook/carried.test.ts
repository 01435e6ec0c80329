import 'fake-indexeddb/auto'
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exportBattle, importBattle } from '@/db/transfer'
import { useBattlesStore } from '@/stores/battles'
import { useRuleBookImportStore } from '@/stores/ruleBookImport'
import { dropDbs, freshDb } from '@/stores/testDb'
import { fireData, ownRecord } from './testSpec'

// The rulesets' own rule books land apart: here 'series' has the test rule book, the others none.
vi.mock('./registry', async (original) => ({
  ...(await original<typeof import('./registry')>()),
  ruleBookOf: async (id: string) => (id === 'series' ? (await import('./testSpec')).TEST_SPEC : null),
}))

afterEach(dropDbs)

const played = (name: string) => readFileSync(`tests/fixtures/played/${name}.battle.json`, 'utf8')
const NOW = Date.UTC(2026, 10, 27)
const fire = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]), 3)
const counters = ownRecord('series-counters', { 'fr-1': 5 })

/** A series battle exported from a phone holding `records`, as the file's text. */
async function exportedWith(records: ReturnType<typeof ownRecord>[]): Promise<string> {
  const db = freshDb()
  await db.houseRules.bulkPut(records)
  const r = await importBattle(db, played('series'), 'first', NOW)
  if (!r.ok) throw new Error(r.message)
  return (await exportBattle(db, r.id, NOW)).text
}

describe('a battle file carries its rule-book data', () => {
  it("the export carries the ruleset's filled entries that read, and nothing when none is filled", async () => {
    const damaged = ownRecord('series-counters', { 'fr-1': 99 })
    const file = JSON.parse(await exportedWith([fire, damaged])) as { ruleBook?: { ruleset: string; records: { id: string }[] } }
    expect(file.ruleBook?.ruleset).toBe('series')
    expect(file.ruleBook?.records.map((r) => r.id)).toEqual(['series-fire'])
    expect(JSON.parse(await exportedWith([]))).not.toHaveProperty('ruleBook')
  })

  it('a phone with other data imports the battle and is offered the difference; one with the same data is offered nothing', async () => {
    const text = await exportedWith([fire, counters])
    const other = freshDb()
    await other.houseRules.put(ownRecord('series-fire', fireData(['3 SP', [1, 1, 1, 1, 1, 1]])))
    const r = await importBattle(other, text, 'second', NOW)
    expect(r.ok && r.ruleBook).toMatchObject({ ok: true, differing: 2 })
    expect((await other.houseRules.get('series-fire'))?.data).toEqual(fireData(['3 SP', [1, 1, 1, 1, 1, 1]]))
    const same = freshDb()
    await same.houseRules.bulkPut([fire, counters])
    const again = await importBattle(same, text, 'third', NOW)
    expect(again).toEqual({ ok: true, id: expect.any(String) as string })
  })

  it('a bad rule-book part never costs the battle: it is set aside with a message naming the field', async () => {
    const file = JSON.parse(await exportedWith([fire])) as Record<string, unknown> & { ruleBook: { records: { data: unknown }[] } }
    file.ruleBook.records[0]!.data = fireData(['3 SP', [0, 0, 1]])
    const db = freshDb()
    const r = await importBattle(db, JSON.stringify(file), 'x', NOW)
    expect(r.ok && r.ruleBook).toEqual({ ok: false, message: 'The battle was imported; the rule-book data it carries was set aside: ruleBook.records[0].data: Fire Table: row 1: expected 6 cells, got 3' })
    expect(await db.battles.count()).toBe(1)
    expect(await db.houseRules.count()).toBe(0)
    const odd = await importBattle(db, JSON.stringify({ ...file, ruleBook: 'tables' }), 'y', NOW)
    expect(odd.ok && odd.ruleBook).toEqual({ ok: false, message: 'The battle was imported; the rule-book data it carries was set aside: ruleBook.file: expected a rule-book pack (a JSON object)' })
  })

  it('every played and fixture battle file without a rule book imports as before, with nothing offered', async () => {
    const db = freshDb()
    const files = [...readdirSync('tests/fixtures/played').filter((f) => f.endsWith('.json')).map((f) => `tests/fixtures/played/${f}`),
      ...readdirSync('tests/fixtures/waterloo').filter((f) => f.endsWith('.json')).map((f) => `tests/fixtures/waterloo/${f}`)]
    expect(files.length).toBeGreaterThanOrEqual(6)
    for (const [i, f] of files.entries()) expect(await importBattle(db, readFileSync(f, 'utf8'), `fresh-${i}`, NOW), f).toEqual({ ok: true, id: expect.any(String) as string })
  })

  it("the battle list's import hands the offer to the rule-book import, and a plain battle clears it", async () => {
    const text = await exportedWith([fire])
    freshDb()
    const battles = useBattlesStore()
    const offers = useRuleBookImportStore()
    const r = await battles.importText(text)
    expect(offers.offer).toMatchObject({ ok: true, differing: 1, battleId: r.ok ? r.id : 'none' })
    expect((await battles.importText(played('series'))).ok).toBe(true)
    expect(offers.offer).toBeNull()
  })
})
