import { describe, expect, it } from 'vitest'
import { defaultChoice, diffPack } from './diffPack'
import { toPackFile } from './pack'
import { fireData, ownRecord, TEST_SPEC } from './testSpec'

const who = { enteredBy: 'Anna', source: 'play aid' }
const packOf = (...records: ReturnType<typeof ownRecord>[]) => toPackFile('series', records, who, Date.UTC(2026, 10, 27))

describe('diffPack: what a pack would change, before anything changes', () => {
  it('an entry you have none of is new, with every line of the pack shown', () => {
    const d = diffPack(TEST_SPEC, packOf(ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]))), [])
    expect(d.entries.map((e) => [e.entry.id, e.status])).toEqual([['series-fire', 'new']])
    expect(d.entries[0]!.lines).toEqual([{ key: '3 SP', label: 'Fire Table, 3 SP row', yours: null, pack: '0 0 1 1 2 2' }])
    expect(d.untouched.map((e) => e.id)).toEqual(['series-counters'])
    expect(d.counts).toEqual({ new: 1, changed: 0, same: 0 })
  })

  it('the same data is the same, whatever its version, provenance or key order', () => {
    const mine = ownRecord('series-counters', { 'fr-1': 5, 'fr-2': 6 }, 7, 'typed by me')
    const d = diffPack(TEST_SPEC, packOf(ownRecord('series-counters', { 'fr-2': 6, 'fr-1': 5 }, 2, 'typed by Anna')), [mine])
    expect(d.entries.map((e) => [e.status, e.lines])).toEqual([['same', []]])
  })

  it('a changed entry lists only the lines that differ: changed, only yours, only the pack’s', () => {
    const mine = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]], ['4 SP', [0, 1, 1, 2, 2, 3]], ['6 SP', [1, 1, 2, 2, 3, 3]]))
    const theirs = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]], ['4 SP', [0, 1, 1, 2, 3, 3]], ['5 SP', [1, 1, 1, 2, 3, 3]]))
    const d = diffPack(TEST_SPEC, packOf(theirs), [mine])
    expect(d.entries[0]!.status).toBe('changed')
    expect(d.entries[0]!.lines).toEqual([
      { key: '4 SP', label: 'Fire Table, 4 SP row', yours: '0 1 1 2 2 3', pack: '0 1 1 2 3 3' },
      { key: '5 SP', label: 'Fire Table, 5 SP row', yours: null, pack: '1 1 1 2 3 3' },
      { key: '6 SP', label: 'Fire Table, 6 SP row', yours: '1 1 2 2 3 3', pack: null },
    ])
    expect(defaultChoice(d.entries[0]!)).toBe('keep')
  })

  it('your record its entry cannot read is a conflict naming what is wrong, kept unless you take the pack’s', () => {
    const broken = ownRecord('series-counters', { 'fr-1': 99 })
    const d = diffPack(TEST_SPEC, packOf(ownRecord('series-counters', { 'fr-1': 5 })), [broken])
    expect(d.entries[0]).toMatchObject({ status: 'changed', yoursProblem: 'fr-1: SP must be a whole number 1 to 12' })
    expect(defaultChoice(d.entries[0]!)).toBe('keep')
  })

  it("ignores another ruleset's record with the same id, and lists entries in the rule book's order", () => {
    const elsewhere = { ...ownRecord('series-fire', fireData()), ruleset: 'miniatures' as const }
    const d = diffPack(TEST_SPEC, packOf(ownRecord('series-counters', { a: 1 }), ownRecord('series-fire', fireData())), [elsewhere])
    expect(d.entries.map((e) => [e.entry.id, e.status])).toEqual([['series-fire', 'new'], ['series-counters', 'new']])
    expect(defaultChoice(d.entries[0]!)).toBe('take')
  })

  it('data that differs where its lines do not show it is still a conflict, never "the same"', () => {
    const spec = { entries: TEST_SPEC.entries.map((e) => ({ ...e, lines: () => [] })) }
    const d = diffPack(spec, packOf(ownRecord('series-counters', { 'fr-1': 5 })), [ownRecord('series-counters', { 'fr-1': 6 })])
    expect(d.entries[0]).toMatchObject({ status: 'changed', lines: [{ label: 'Counter values: values not shown line by line', yours: '{"fr-1":6}', pack: '{"fr-1":5}' }] })
  })
})
