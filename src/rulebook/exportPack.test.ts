import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { HouseRuleRecord } from '@/db/records'
import { RULESET_IDS } from '@/rulesets/list'
import { exportPack, packRecordsOf } from './exportPack'
import { given, type RuleBookPack } from './pack'
import { ruleBookOf } from './registry'
import { PACK_RECORD_VERSION_MAX, restorePack } from './restorePack'
import { fireData, ownRecord, TEST_SPEC } from './testSpec'

const NOW = Date.UTC(2026, 10, 27)
const who = { enteredBy: 'Anna', source: 'play aid B' }
const fire = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]))
const reread = (text: string) => restorePack(JSON.parse(text), () => TEST_SPEC)

describe('exporting a pack', () => {
  it("carries the rule book's entries whose data reads, and leaves a damaged record and other records home", () => {
    const damaged = ownRecord('series-counters', { 'fr-1': 99 })
    const house = { ...ownRecord('series-house', {}), kind: 'houseRule' as const }
    const elsewhere = { ...fire, ruleset: 'waterloo' as const }
    expect(packRecordsOf(TEST_SPEC, 'series', [fire, damaged, house, elsewhere]).map((r) => r.id)).toEqual(['series-fire'])
    const out = exportPack(TEST_SPEC, 'series', [fire, damaged, house, elsewhere], who, NOW)
    expect(out.ok && out.pack.records.map((r) => r.id)).toEqual(['series-fire'])
  })

  it('gives a file that imports again with who entered it, named for the phone', () => {
    const out = exportPack(TEST_SPEC, 'series', [fire], who, NOW)
    expect(out.ok && out.name).toBe('series-play-aid-b-2026-11-27.rule-book.json')
    const r = out.ok ? reread(out.text) : null
    expect(r?.ok && [r.pack.provenance, r.pack.records.map((x) => x.id)]).toEqual([who, ['series-fire']])
  })

  it('a blank "entered by" (or source) never blocks it: the pack says "not given", and imports again', () => {
    for (const blank of [{ enteredBy: ' ', source: 'play aid B' }, { enteredBy: '', source: '' }, { enteredBy: '\u202E', source: '\u202E ' }]) {
      const out = exportPack(TEST_SPEC, 'series', [fire], blank, NOW)
      expect(out.ok, JSON.stringify(blank)).toBe(true)
      if (!out.ok) continue
      expect(out.pack.provenance.enteredBy).toBe('not given')
      expect(out.text).toContain('"enteredBy": "not given"')
      const r = reread(out.text)
      expect(r.ok && r.pack.records).toEqual(out.pack.records)
      expect(r.ok && given(r.pack.provenance.enteredBy)).toBe('')
    }
    const noSource = exportPack(TEST_SPEC, 'series', [fire], { enteredBy: 'Anna', source: '' }, NOW)
    expect(noSource.ok && [noSource.pack.provenance, noSource.name]).toEqual([{ enteredBy: 'Anna', source: 'not given' }, 'series-2026-11-27.rule-book.json'])
  })

  it('says when there is nothing to export', () => {
    expect(exportPack(TEST_SPEC, 'series', [], who, NOW)).toEqual({ ok: false, message: 'Nothing entered yet: there is nothing to share.' })
    expect(exportPack(TEST_SPEC, 'series', [ownRecord('series-counters', { 'fr-1': 99 })], who, NOW)).toEqual({ ok: false, message: 'Nothing entered yet: there is nothing to share.' })
  })

  it('never writes a pack its own import would refuse, and says why', () => {
    const refused = (r: HouseRuleRecord) => exportPack(TEST_SPEC, 'series', [r], who, NOW)
    expect(refused({ ...fire, version: PACK_RECORD_VERSION_MAX + 1 })).toEqual({ ok: false, message: `This pack cannot be exported: records[0].version: expected a version of at most ${PACK_RECORD_VERSION_MAX.toLocaleString('en')}` })
    expect(refused({ ...fire, updatedAt: Number.MAX_SAFE_INTEGER })).toMatchObject({ ok: false, message: expect.stringMatching(/^This pack cannot be exported: records\[0\]\.updatedAt: /) as unknown })
  })
})

describe("every ruleset's base pack (tests/fixtures/packs) through export and import", () => {
  const files = readdirSync('tests/fixtures/packs').filter((f) => f.endsWith('.rule-book.json')).sort()

  it('covers every ruleset', () => {
    expect(files.map((f) => f.replace('.rule-book.json', ''))).toEqual([...RULESET_IDS].sort())
  })

  it.each(files)('%s: restorePack → export → restorePack gives the same records and provenance, the same file', async (file) => {
    const text = readFileSync(`tests/fixtures/packs/${file}`, 'utf8')
    const ruleset = (JSON.parse(text) as RuleBookPack).ruleset
    const spec = await ruleBookOf(ruleset)
    const first = restorePack(JSON.parse(text), () => spec)
    if (!first.ok) throw new Error(first.message)
    const mine = first.pack.records.map((r) => ({ ...r, ruleset }) as HouseRuleRecord)
    const out = exportPack(spec!, ruleset, mine, first.pack.provenance, first.pack.exportedAt)
    if (!out.ok) throw new Error(out.message)
    const again = restorePack(JSON.parse(out.text), () => spec)
    expect(again.ok && again.pack.records).toEqual(first.pack.records)
    expect(again.ok && again.pack.provenance).toEqual(first.pack.provenance)
    expect(`${out.text}\n`).toBe(text)
  })
})
