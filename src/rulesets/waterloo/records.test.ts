import { describe, expect, it } from 'vitest'
import { OWNER_TABLES, isFilled, D66_RESULTS } from '@/engine/waterloo/ownerTables'
import { errorOf } from '@/test-utils/calculatorChecks'
import { checkEntry, countersOf, countersRecord, unitValues } from './counters'
import { d66Record, d66TableOf, recordIdOf } from './d66Record'
import { tableForMarker } from './markerTables'

describe('the owner\'s counter values (a house-rule record)', () => {
  it('one unit\'s entry, versioned, with provenance; printed values stay', () => {
    const r1 = countersRecord(undefined, 'fr-foy', { type: 'infantry', fresh: { strengthPoints: 9 }, battleworn: { strengthPoints: 3 } }, ' my counters ', 5)
    expect(r1).toMatchObject({ id: 'waterloo-counters', ruleset: 'waterloo', kind: 'table', version: 1, provenance: 'my counters', updatedAt: 5 })
    const r2 = countersRecord(r1, 'aa-picton', { type: 'infantry' }, '', 6)
    expect(r2.version).toBe(2)
    expect(r2.provenance).toBe('entered by the owner from the counters')
    const values = countersOf(r2)!.values
    expect(Object.keys(values)).toEqual(['fr-foy', 'aa-picton'])
    const foy = unitValues('fr-foy', values)!
    expect(foy.type).toBe('infantry')
    expect(foy.fresh.strengthPoints).toBe(5)
    expect(foy.battleworn).toEqual({ strengthPoints: 3, artilleryFactor: null, elanRating: 3 })
    expect(unitValues('nope', values)).toBeNull()
  })
  it('refuses a bad value naming the unit, side and field', () => {
    expect(errorOf(() => checkEntry('Foy', { battleworn: { elanRating: 7 } }))).toMatchObject({ field: 'battleworn.elanRating', message: 'Foy, Battleworn ER: a whole number 1–6, not 7.' })
    expect(errorOf(() => checkEntry('Foy', { fresh: { strengthPoints: -1 } }))).toMatchObject({ field: 'fresh.strengthPoints' })
    expect(errorOf(() => checkEntry('Foy', { fresh: { artilleryFactor: 1.5 } }))).toMatchObject({ field: 'fresh.artilleryFactor' })
    expect(() => checkEntry('Foy', { fresh: { elanRating: 1, strengthPoints: 0, artilleryFactor: 20 } })).not.toThrow()
    expect(errorOf(() => countersRecord(undefined, 'nope', {}, '', 0))).toMatchObject({ field: 'unit' })
  })
  it('another ruleset\'s or a malformed record is not read', () => {
    const r = countersRecord(undefined, 'fr-foy', {}, '', 0)
    expect(countersOf({ ...r, ruleset: 'series' })).toBeNull()
    expect(countersOf({ ...r, data: { units: { 'fr-foy': { type: 'dragoon' } } } })).toBeNull()
    expect(countersOf(undefined)).toBeNull()
  })
})

describe('the 11–66 tables of the player aid (seed 002, D-2, D-3b, D-3c): empty until the owner enters them', () => {
  it('empty by default', () => {
    expect(d66TableOf('old-nosey', undefined)).toBe(OWNER_TABLES[1])
    expect(isFilled(d66TableOf('old-nosey', undefined))).toBe(false)
  })
  it('entered: blank cells dropped, trimmed, versioned; filled when all 36 are there', () => {
    const all = Object.fromEntries(D66_RESULTS.map((k) => [k, ` result ${k} `]))
    const r = d66Record('corps-activation', all, '', 1)
    expect(r).toMatchObject({ id: recordIdOf('corps-activation'), version: 1, provenance: 'entered by the owner from the player aid' })
    const t = d66TableOf('corps-activation', r)
    expect(t.entries['56']).toBe('result 56')
    expect(isFilled(t)).toBe(true)
    const part = d66Record('corps-activation', { 11: 'x', 12: '  ' }, 'aid', 2, r)
    expect(part.version).toBe(2)
    expect(Object.keys(d66TableOf('corps-activation', part).entries)).toEqual(['11'])
    expect(d66TableOf('old-nosey', r)).toBe(OWNER_TABLES[1])
  })
  it('refuses a result that is not 11–66 and an over-long entry', () => {
    expect(errorOf(() => d66Record('old-nosey', { 17: 'x' }, '', 0))).toMatchObject({ field: '17' })
    expect(errorOf(() => d66Record('old-nosey', { 11: 'x'.repeat(201) }, '', 0))).toMatchObject({ field: '11' })
  })
  it('which table a marker rolls on; two-player: only Wellington and Blucher (O-2)', () => {
    expect(tableForMarker('wellington', false)).toBe('old-nosey')
    expect(tableForMarker('blucher', true)).toBe('alte-vorwarts')
    expect(tableForMarker('aa-II', false)).toBe('corps-activation')
    expect(tableForMarker('pr-IV', false)).toBe('corps-activation')
    expect(tableForMarker('aa-II', true)).toBeNull()
    expect(tableForMarker('aa-DET', false)).toBeNull()
    expect(tableForMarker('fr-II', false)).toBeNull()
  })
})
