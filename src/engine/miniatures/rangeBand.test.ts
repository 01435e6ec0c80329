import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { maxRangeBand, rangeBandFor, type RangeBandInput } from './rangeBand'
import { unitType } from './referenceSheet'
import { measure } from './ruler'
import { exactSegments } from './segments'
import { fireValueFor } from './targetKind'

const at = (firer: string, cm: number, extra: Partial<RangeBandInput> = {}) => rangeBandFor({ firer, distance: cm, unit: 'cm', ...extra })

describe('ruling 22: a distance on a boundary counts as the shorter (band n = 8(n−1) < d ≤ 8n cm)', () => {
  it('both sides of every printed boundary: 8|8.01, 16|16.01, 24|24.01, 32|32.01, 40|40.01 cm', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      expect(measure(8 * n, 'cm').band).toBe(n)
      expect(measure(8 * n + 0.01, 'cm').band).toBe(n === 5 ? null : n + 1)
    }
    expect(measure(0, 'cm')).toMatchObject({ band: 1, engaged: true, withinHalfSegment: true })
  })
  it('the other reading (longer): 8.0 cm is medium and not engaged, 4.0 cm not within the half segment, 7.99 cm close', () => {
    const longer = { segmentBoundary: 'longer' } as const
    expect(measure(8, 'cm', 'distance', longer)).toMatchObject({ band: 2, engaged: false })
    expect(measure(7.99, 'cm', 'distance', longer)).toMatchObject({ band: 1, engaged: true })
    expect(measure(4, 'cm', 'distance', longer).withinHalfSegment).toBe(false)
    expect(measure(3.99, 'cm', 'distance', longer).withinHalfSegment).toBe(true)
    expect(measure(0, 'cm', 'distance', longer)).toMatchObject({ band: 1, engaged: true, withinHalfSegment: true })
    expect(measure(39.99, 'cm', 'distance', longer).band).toBe(5)
    expect(measure(40, 'cm', 'distance', longer).band).toBeNull()
  })
})

describe('exact segments and half segments (seed 003, 1.3 The Ruler)', () => {
  it('23 cm = 2⅞ segments = 5.75 half segments (5 whole); 20 cm = 2½; 4 cm = ½ segment; 8 cm = 1 segment', () => {
    expect(exactSegments(23, 'cm')).toEqual({ mm: 230, segments: 2.875, halfSegments: 5.75, wholeHalfSegments: 5, label: '23 cm = 2⅞ segments' })
    expect(exactSegments(20, 'cm').label).toBe('20 cm = 2½ segments')
    expect(exactSegments(4, 'cm').label).toBe('4 cm = ½ segment')
    expect(exactSegments(8, 'cm').label).toBe('8 cm = 1 segment')
    expect(exactSegments(0, 'cm').label).toBe('0 cm = 0 segments')
    expect(exactSegments(1, 'cm').label).toBe('1 cm = ⅛ segment')
    expect(exactSegments(14, 'cm').label).toBe('14 cm = 1¾ segments')
    expect([2, 3, 5, 6, 9, 16].map((cm) => exactSegments(cm, 'cm').label)).toEqual([
      '2 cm = ¼ segment', '3 cm = ⅜ segment', '5 cm = ⅝ segment', '6 cm = ¾ segment', '9 cm = 1⅛ segments', '16 cm = 2 segments'])
    expect(exactSegments(40, 'cm')).toMatchObject({ segments: 5, halfSegments: 10, wholeHalfSegments: 10 })
  })
  it('lengths that are not whole eighths: 3 in = 76.2 mm ≈ 0.95 segment; 235 mm ≈ 2.94 segments', () => {
    expect(exactSegments(3, 'in').label).toBe('3 in = ≈ 0.95 segment')
    expect(exactSegments(235, 'mm')).toMatchObject({ segments: 2.9375, wholeHalfSegments: 5, label: '235 mm = ≈ 2.94 segments' })
    expect(() => exactSegments(-1, 'cm')).toThrow(/distance cannot be negative/)
  })
})

describe('a unit’s range band for a tape distance (seed 003, 7.3 Combat Range)', () => {
  it('the farthest printed fire value: infantry 2, horse artillery 3, medium 4, heavy 5; garrison 1; general none', () => {
    expect(['french-infantry', 'horse-artillery', 'medium-artillery', 'heavy-artillery', 'garrison', 'general', 'light-cavalry']
      .map((id) => maxRangeBand(unitType(id)))).toEqual([2, 3, 4, 5, 1, null, 1])
    expect(maxRangeBand(unitType('heavy-artillery'), 1)).toBeNull() // moved: "-" everywhere
    expect(maxRangeBand(unitType('horse-artillery'), 2)).toBe(3)
    expect(maxRangeBand(unitType('old-guard'), 2)).toBeNull() // "NO"
  })
  it('infantry: 16 cm is medium and in range, 16.1 cm is out; heavy artillery reaches 40 cm', () => {
    expect(at('french-infantry', 16)).toMatchObject({ band: 2, maxBand: 2, inRange: true, reason: 'French Infantry: medium range (2) — in range (up to medium range (2))' })
    expect(at('french-infantry', 16.1)).toMatchObject({ band: 3, inRange: false, reason: 'French Infantry: half long range (3) — out of range (up to medium range (2))' })
    expect(at('heavy-artillery', 40)).toMatchObject({ band: 5, inRange: true })
    expect(at('heavy-artillery', 40.1)).toMatchObject({ band: null, inRange: false, reason: 'Heavy Artillery: beyond maximum range (5) — out of range (up to maximum range (5))' })
    expect(at('medium-artillery', 32).inRange).toBe(true)
    expect(at('medium-artillery', 32.1).inRange).toBe(false)
  })
  it('"in built up areas or in square can fire only at short range"', () => {
    expect(at('french-infantry', 9, { firerTerrain: 'town' })).toMatchObject({ maxBand: 1, inRange: false, reason: 'French Infantry: medium range (2) — out of range (short range only (built-up area or square))' })
    expect(at('french-infantry', 9, { firingFromSquare: true }).inRange).toBe(false)
    expect(at('french-infantry', 8, { firingFromSquare: true }).inRange).toBe(true)
    expect(at('french-infantry', 9, { firerTerrain: 'wood' }).inRange).toBe(true)
  })
  it('"Cavalry: only adjacent": in contact only; a general cannot fire; moving artillery cannot fire', () => {
    expect(at('light-cavalry', 0)).toMatchObject({ band: 1, inRange: true, reason: 'Light Cavalry: close range (1) — in range (only adjacent (in contact))' })
    expect(at('light-cavalry', 0.5).inRange).toBe(false)
    expect(at('general', 0)).toMatchObject({ maxBand: null, inRange: false, reason: 'General: close range (1) — out of range (no fire value)' })
    expect(at('heavy-artillery', 5, { moved: 1 }).inRange).toBe(false)
    expect(at('general', 0, { firerTerrain: 'town' }).maxBand).toBeNull()
    expect(() => at('french-infantry', 5, { firerTerrain: 'jungle' })).toThrow(/^firerTerrain: the terrain table has no "jungle"/)
    expect(() => at('french-infantry', -5)).toThrow('distance cannot be negative (got -5).')
  })
  it('ruling 22 through the input: 16 cm is out of infantry range on the longer reading', () => {
    expect(at('french-infantry', 16, { rulings: { segmentBoundary: 'longer' } })).toMatchObject({ band: 3, inRange: false })
    expect(errorOf<RulesInputError>(() => at('hussar', 5)).field).toBe('firer')
  })
})

describe('a fire value for a target kind (seed 003, Fire Value Modifiers 9.2)', () => {
  it('infantry on cavalry 9 − 2; on artillery at medium 5 − 4; artillery on artillery 16 − 2; cavalry charging artillery 12 + 8', () => {
    expect(fireValueFor({ firer: 'french-infantry', range: 1, targetKind: 'cavalry' }).fireValue).toBe(7)
    expect(fireValueFor({ firer: 'french-infantry', range: 2, targetKind: 'artillery' }).fireValue).toBe(1)
    expect(fireValueFor({ firer: 'medium-artillery', range: 1, targetKind: 'artillery' }).fireValue).toBe(14)
    expect(fireValueFor({ firer: 'dragons-lanciers', range: 1, targetKind: 'artillery' }).fireValue).toBe(20)
    expect(fireValueFor({ firer: 'dragons-lanciers', range: 1, targetKind: 'infantry' }).fireValue).toBe(20)
    expect(fireValueFor({ firer: 'heavy-artillery', range: 1, targetKind: 'garrison' }).fireValue).toBe(18)
    expect(() => fireValueFor({ firer: 'old-guard', range: 1, targetKind: 'general' as 'infantry' })).toThrow('targetKind is one of infantry, cavalry, artillery, garrison (a lone general is captured, not fired on), got "general".')
  })
})
