import { describe, expect, it, vi } from 'vitest'
import { MAX_DEPTH } from '@/model/schema'
import { rulesetTitle } from '@/rulesets/list'
import { toPackFile } from './pack'
import { MAX_PACK_CHARS, readPackFile, readPackText, restorePack } from './restorePack'
import { fireData, ownRecord, TEST_SPEC } from './testSpec'

// The rulesets' own rule books land apart: here 'series' has the test rule book, the others none.
vi.mock('./registry', async (original) => ({
  ...(await original<typeof import('./registry')>()),
  ruleBookOf: async (id: string) => (id === 'series' ? (await import('./testSpec')).TEST_SPEC : null),
}))

const NOW = Date.UTC(2026, 10, 27, 12)
const good = () => JSON.parse(JSON.stringify(toPackFile('series', [
  ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]], ['4 SP', [0, 1, 1, 2, 2, 3]])),
  ownRecord('series-counters', { 'fr-1': 5 }),
], { enteredBy: 'Anna', source: 'play aid' }, NOW))) as Record<string, unknown> & { records: Record<string, unknown>[] }
const refusal = (input: unknown) => {
  const r = restorePack(input, (id) => (id === 'series' ? TEST_SPEC : null))
  if (r.ok) throw new Error('accepted')
  return r.message
}

describe('restorePack: the one way a pack is read', () => {
  it('reads a good pack, its data as the entry checks it', () => {
    const r = restorePack(good(), () => TEST_SPEC)
    expect(r.ok && r.pack.records.map((x) => x.id)).toEqual(['series-counters', 'series-fire'])
  })

  it('refuses what is not a pack, naming what it is', () => {
    expect(refusal(null)).toBe('file: expected a rule-book pack (a JSON object)')
    expect(refusal([good()])).toBe('file: expected a rule-book pack (a JSON object)')
    expect(refusal({ ...good(), format: 'aide-de-camp.battle' })).toBe('format: this is a battle file, not a rule-book pack; import it from the battle list')
    expect(refusal({ ...good(), format: 'x' })).toMatch(/^format: this is not an Aide-de-Camp rule-book pack/)
    expect(refusal({ ...good(), version: 2 })).toMatch(/^version: this pack was made by a newer Aide-de-Camp \(pack version 2\)/)
    expect(refusal({ ...good(), version: '1' })).toBe('version: expected a whole number, got "1"')
    // A field that is not there is said so, never "got undefined" (found by the pack fuzz).
    expect(refusal({ ...good(), version: undefined })).toBe('version: expected a whole number, got nothing')
    expect(refusal({ ...good(), ruleset: undefined })).toBe('ruleset: expected the id of a ruleset, got nothing')
  })

  it('names an unknown ruleset, quoted short, and finds nothing for a name every object has', () => {
    expect(refusal({ ...good(), ruleset: 'chess' })).toMatch(/^ruleset: "chess" is not a ruleset this app knows \(it knows wargaming, /)
    expect(refusal({ ...good(), ruleset: 'constructor' })).toMatch(/^ruleset: "constructor" is not a ruleset/)
    expect(refusal({ ...good(), ruleset: 'x'.repeat(5000) }).length).toBeLessThan(250)
    expect(refusal({ ...good(), ruleset: 'wargaming' })).toBe(`ruleset: ${rulesetTitle('wargaming')} has no rule-book tables to fill in, so there is nothing to import`)
  })

  it('refuses an empty pack with a message', () => {
    expect(refusal({ ...good(), records: [] })).toBe('records: this pack holds no tables; there is nothing to import')
  })

  it('names a record whose id the rule book does not list, a second copy of one, and a kind not the entry’s', () => {
    const p = good()
    p.records[1]!.id = 'series-morale'
    expect(refusal(p)).toMatch(/^records\[1\]\.id: "series-morale" is not one of the .* rule book's tables \(Fire Table, Counter values\)$/)
    const twice = good()
    twice.records.push(twice.records[0]!)
    expect(refusal(twice)).toBe('records[2].id: Counter values is in this pack twice (records[0] and records[2]); a pack holds each table once')
    const proto = good()
    proto.records[0]!.id = '__proto__'
    expect(refusal(proto)).toMatch(/^records\[0\]\.id: "__proto__" is not one of/)
    const kind = good()
    kind.records[0]!.kind = 'houseRule'
    expect(refusal(kind)).toBe('records[0].kind: expected "table" for Counter values, got "houseRule"')
  })

  it("puts each record's data through its entry's check, quoting its message", () => {
    const p = good()
    p.records[1]!.data = fireData(['3 SP', [0, 0, 1, 1, 2, 'two' as unknown as number]])
    expect(refusal(p)).toBe('records[1].data: Fire Table: row 1, die 6: expected a whole number 0 to 9, got "two"')
    // A message that names its table already is not prefixed with it again ("Fire Table: Fire Table: …", found by the fuzz).
    const named = { entries: TEST_SPEC.entries.map((e) => ({ ...e, title: `${e.title} (11–66)`, check: () => { throw new Error(`${e.title}: rows[0]: is missing`) } })) }
    const again = restorePack(good(), () => named)
    expect(!again.ok && again.message).toBe('records[0].data: Counter values: rows[0]: is missing')
    const big = good()
    big.records[0]!.data = { ['x'.repeat(3000)]: 99 }
    expect(refusal(big).length).toBeLessThan(400)
  })

  it('refuses data nested past the depth limit, a reserved key, and a time that is no date', () => {
    let deep: unknown = 1
    for (let i = 0; i < MAX_DEPTH + 5; i++) deep = [deep]
    const p = good()
    p.records[0]!.data = deep as never
    expect(refusal(p)).toMatch(/^records\[0\]\.data: nested more than 64 levels deep/)
    const key = good()
    key.records[0]!.data = JSON.parse('{"__proto__": 1}') as never
    expect(refusal(key)).toMatch(/^records\[0\]\.data: has a key '__proto__'/)
    expect(refusal({ ...good(), exportedAt: 8.64e15 })).toMatch(/^exportedAt: expected a time/)
    const v0 = good()
    v0.records[0]!.version = 0
    expect(refusal(v0)).toBe('records[0].version: expected a version of 1 or more')
    v0.records[0]!.version = 1e21
    expect(refusal(v0)).toBe('records[0].version: expected a version of at most 1,000,000,000')
  })

  it('reads who entered it and from what (blank is read as not said), bounded, and strips bidi controls from every text', () => {
    expect(refusal({ ...good(), provenance: { enteredBy: 'A' } })).toBe('provenance.source: is missing')
    expect(refusal({ ...good(), provenance: { enteredBy: 'A', source: 'x'.repeat(241) } })).toBe('provenance.source: must be at most 240 characters')
    const blank = restorePack({ ...good(), provenance: { enteredBy: ' ', source: '' } }, () => TEST_SPEC)
    expect(blank.ok && blank.pack.provenance).toEqual({ enteredBy: '', source: '' })
    const p = good()
    p.provenance = { enteredBy: '\u202EannA', source: 'aid' }
    p.records[0]!.provenance = 'my \u2066copy'
    const r = restorePack(p, () => TEST_SPEC)
    expect(r.ok && [r.pack.provenance.enteredBy, r.pack.records[0]!.provenance]).toEqual(['annA', 'my copy'])
  })

  it('never throws, even when an entry’s check throws something that is not an Error', () => {
    const spec = { entries: TEST_SPEC.entries.map((e) => ({ ...e, check: () => { throw 42 as unknown as Error } })) }
    const r = restorePack(good(), () => spec)
    expect(r).toEqual({ ok: false, message: 'records[0].data: Counter values: 42' })
  })
})

describe('reading a pack file', () => {
  it('refuses a runaway file by its size before reading it', async () => {
    let read = false
    const r = await readPackFile({ name: 'x.json', size: MAX_PACK_CHARS + 1, text: async () => { read = true; return '' } })
    expect(r).toEqual({ ok: false, message: 'file: this file is 4.0 MB; the largest rule-book pack Aide-de-Camp opens is 4 MB' })
    expect(read).toBe(false)
  })

  it('says a text that is not JSON, quoted short', async () => {
    const r = await readPackText(`{${'x'.repeat(5000)}`)
    expect(!r.ok && r.message).toMatch(/^This file is not JSON: /)
    expect(!r.ok && r.message.length).toBeLessThan(400)
  })

  it("loads the named ruleset's rule book, and refuses a pack meant for another rule book than the one open", async () => {
    expect((await readPackText(JSON.stringify(good()))).ok).toBe(true)
    expect(await readPackText(JSON.stringify({ ...good(), ruleset: 'wargaming' })))
      .toEqual({ ok: false, message: `ruleset: ${rulesetTitle('wargaming')} has no rule-book tables to fill in, so there is nothing to import` })
    const [series, minis] = [rulesetTitle('series'), rulesetTitle('miniatures')]
    expect(await readPackText(JSON.stringify(good()), 'miniatures'))
      .toEqual({ ok: false, message: `ruleset: this pack is for ${series}; this is the ${minis} rule book. Open the ${series} rule book to import it` })
  })
})
