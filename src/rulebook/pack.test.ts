import { describe, expect, it } from 'vitest'
import { packFileName, toPackFile } from './pack'
import { restorePack } from './restorePack'
import { fireData, ownRecord, TEST_SPEC } from './testSpec'

const NOW = Date.UTC(2026, 10, 27, 12)
const who = { enteredBy: ' Anna \u202E(Leiden club) ', source: '2nd printing, play aid card B' }

describe('rule-book pack file', () => {
  it('holds the ruleset, when, who and from what, and each record with its own provenance and version', () => {
    const fire = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]), 4)
    const pack = toPackFile('series', [fire], who, NOW)
    expect(pack).toEqual({
      format: 'aide-de-camp.rule-book', version: 1, ruleset: 'series', exportedAt: NOW,
      provenance: { enteredBy: 'Anna (Leiden club)', source: '2nd printing, play aid card B' },
      records: [{ id: 'series-fire', kind: 'table', name: 'Fire Table', data: fire.data, provenance: 'entered from my play aid', version: 4, updatedAt: fire.updatedAt }],
    })
  })

  it("leaves out another ruleset's records and lists records in id order, so two exports of the same data are the same file", () => {
    const other = { ...ownRecord('miniatures-hits', {}), ruleset: 'miniatures' as const }
    const pack = toPackFile('series', [ownRecord('series-fire', fireData()), other, ownRecord('series-counters', { a: 3 })], who, NOW)
    expect(pack.records.map((r) => r.id)).toEqual(['series-counters', 'series-fire'])
  })

  it('reads back through restorePack as it was written', () => {
    const pack = toPackFile('series', [ownRecord('series-counters', { 'fr-1': 5 })], { ...who, note: 'checked twice' }, NOW)
    const back = restorePack(JSON.parse(JSON.stringify(pack)), () => TEST_SPEC)
    expect(back).toEqual({ ok: true, pack })
  })

  it('names the file by ruleset, source and day, in plain letters safe on every phone', () => {
    expect(packFileName('series', { source: 'Play aid – Carte «B»/2' }, NOW)).toBe('series-play-aid-carte-b-2-2026-11-27.rule-book.json')
    expect(packFileName('series', { source: '***' }, NOW)).toBe('series-2026-11-27.rule-book.json')
    expect(packFileName('../..', { source: 'x'.repeat(300) }, NOW)).toBe(`rules-${'x'.repeat(40)}-2026-11-27.rule-book.json`)
  })
})
