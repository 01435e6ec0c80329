import { describe, expect, it } from 'vitest'
import { restorePack } from '@/rulebook/restorePack'
import { fireData, ownRecord, TEST_SPEC } from '@/rulebook/testSpec'
import { packText } from './exportPack'

describe('packText', () => {
  it('packs the entries that read, with the provenance, as a file restorePack accepts', () => {
    const fire = ownRecord('series-fire', fireData(['1 SP', [1, 1, 2, 2, 3, 3]]))
    const bad = ownRecord('series-counters', { u1: 99 })
    const out = packText('series', TEST_SPEC, [fire, bad, { ...fire, id: 'other', ruleset: 'waterloo' }], { enteredBy: 'Anna', source: 'play aid B' }, Date.UTC(2026, 10, 27))
    expect(out?.count).toBe(1)
    expect(out?.name).toBe('series-play-aid-b-2026-11-27.rule-book.json')
    const r = restorePack(JSON.parse(out!.text), () => TEST_SPEC)
    expect(r.ok && r.pack.records.map((x) => x.id)).toEqual(['series-fire'])
    expect(r.ok && r.pack.provenance).toEqual({ enteredBy: 'Anna', source: 'play aid B' })
  })
  it('is null when nothing is entered', () => {
    expect(packText('series', TEST_SPEC, [], { enteredBy: '', source: '' })).toBeNull()
  })
})
