import { describe, expect, it } from 'vitest'
import { exportPack, packRecordsOf } from './exportPack'
import { fireData, ownRecord, TEST_SPEC } from './testSpec'

const NOW = Date.UTC(2026, 10, 27)
const who = { enteredBy: 'Anna', source: 'play aid B' }
const fire = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]))

describe('exporting a pack', () => {
  it("carries the rule book's entries whose data reads, and leaves a damaged record and other records home", () => {
    const damaged = ownRecord('series-counters', { 'fr-1': 99 })
    const house = { ...ownRecord('series-house', {}), kind: 'houseRule' as const }
    expect(packRecordsOf(TEST_SPEC, 'series', [fire, damaged, house]).map((r) => r.id)).toEqual(['series-fire'])
  })

  it('gives a file that imports again, named for the phone', () => {
    const r = exportPack(TEST_SPEC, 'series', [fire], who, NOW)
    expect(r.ok && r.name).toBe('series-play-aid-b-2026-11-27.rule-book.json')
    expect(r.ok && (JSON.parse(r.text) as { records: unknown[] }).records).toHaveLength(1)
  })

  it('asks who entered it and from what, and says when there is nothing to export', () => {
    expect(exportPack(TEST_SPEC, 'series', [fire], { enteredBy: ' ', source: 'x' }, NOW)).toEqual({ ok: false, message: 'Say who entered these tables (a name or a club).' })
    expect(exportPack(TEST_SPEC, 'series', [fire], { enteredBy: 'A', source: '\u202E' }, NOW)).toEqual({ ok: false, message: 'Say which printing or play aid they come from.' })
    expect(exportPack(TEST_SPEC, 'series', [], who, NOW)).toEqual({ ok: false, message: 'Nothing to export yet: no table of this rule book is filled in.' })
  })
})
