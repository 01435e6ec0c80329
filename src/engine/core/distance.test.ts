import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import {
  fromMm,
  mmToYards,
  roundForPeople,
  TABLE_UNITS,
  tableToYards,
  toHexes,
  toMm,
  toSegments,
  yardsToMm,
  yardsToTable,
  type TableUnit,
} from './distance'
import type { RulesInputError } from './errors'

const at15mm = { yardsPerMm: 1.5 } // seed 004, Ground Scale: 1 mm = 1.5 yards (15 mm figures)

describe('distances', () => {
  it('converts a tape measure reading to yards: 23 cm at 15 mm = 345 yd', () => {
    expect(tableToYards(23, 'cm', at15mm)).toBe(345)
    expect(tableToYards(1, 'in', { yardsPerMm: 1 })).toBeCloseTo(25.4)
  })

  it('converts yards back to the table unit: 240 yd at 15 mm = 16 cm', () => {
    expect(yardsToTable(240, 'cm', at15mm)).toBeCloseTo(16)
    expect(roundForPeople(yardsToTable(240, 'in', at15mm))).toBe('6.3')
  })

  it('rejects negative and non-numeric distances with a clear message', () => {
    expect(() => toMm(-1, 'cm')).toThrow(/distance cannot be negative/)
    expect(() => toMm(Number.NaN, 'cm')).toThrow(/must be a number/)
  })

  it('splits into 8 cm segments: 23 cm = 2 segments + 7 cm, 3 started; 24 cm exactly 3', () => {
    const s = toSegments(230, 80)
    expect(s.whole).toBe(2)
    expect(s.restMm).toBeCloseTo(70)
    expect(s.started).toBe(3)
    expect(toSegments(240, 80)).toMatchObject({ whole: 3, started: 3 })
    expect(toSegments(0, 80)).toMatchObject({ whole: 0, started: 0 })
  })
})

describe('distances, every unit and refusal', () => {
  it('a tape reads mm, cm or in: 25.4 mm to the inch, 10 to the cm', () => {
    expect(TABLE_UNITS).toEqual(['mm', 'cm', 'in'])
    expect([toMm(7, 'mm'), toMm(7, 'cm'), toMm(2, 'in')]).toEqual([7, 70, 50.8])
    expect([fromMm(70, 'mm'), fromMm(70, 'cm'), fromMm(50.8, 'in')]).toEqual([70, 7, 2])
    expect(toMm(0, 'cm')).toBe(0)
  })

  it('refusals name the field: distance by default, the caller\'s field, the unit, yards', () => {
    const neg = errorOf<RulesInputError>(() => toMm(-1, 'cm', 'range'))
    expect([neg.code, neg.field, neg.message]).toEqual(['out-of-range', 'range', 'range cannot be negative (got -1).'])
    const nan = errorOf<RulesInputError>(() => toMm(Number.POSITIVE_INFINITY, 'cm'))
    expect([nan.code, nan.field, nan.message]).toEqual(['out-of-range', 'distance', 'distance must be a number, got Infinity.'])
    const unit = errorOf<RulesInputError>(() => toMm(1, 'ft' as TableUnit))
    expect([unit.code, unit.field, unit.message]).toEqual(['unknown-value', 'unit', 'Unknown table unit "ft" (mm, cm or in).'])
    expect(errorOf<RulesInputError>(() => mmToYards(-1, at15mm)).field).toBe('distance')
    const yards = errorOf<RulesInputError>(() => yardsToMm(-5, at15mm))
    expect([yards.field, yards.message]).toEqual(['yards', 'yards cannot be negative (got -5).'])
  })

  it('yards and millimetres at 1.5 yd/mm (seed 004, Ground Scale): 100 mm = 150 yd, 300 yd = 200 mm', () => {
    expect(mmToYards(100, at15mm)).toBe(150)
    expect(yardsToMm(300, at15mm)).toBe(200)
    expect(yardsToTable(300, 'mm', at15mm)).toBe(200)
  })

  it('segments: a started segment counts; a length a hair short of 3 whole is 3 with no negative rest', () => {
    expect(toSegments(81, 80)).toEqual({ whole: 1, restMm: 1, started: 2 })
    expect(toSegments(80, 80)).toEqual({ whole: 1, restMm: 0, started: 1 })
    const hair = toSegments(240 - 1e-9, 80)
    expect(hair).toEqual({ whole: 3, restMm: 0, started: 3 })
    expect(toHexes(160, 80)).toEqual({ whole: 2, restMm: 0, started: 2 })
    const seg = errorOf<RulesInputError>(() => toSegments(10, 0))
    expect([seg.code, seg.field, seg.message]).toEqual(['out-of-range', 'segment', 'A segment must be longer than 0 mm.'])
    expect(errorOf<RulesInputError>(() => toSegments(-1, 80)).field).toBe('distance')
  })

  it('numbers for people: one decimal by default, more when asked, no trailing .0', () => {
    expect(roundForPeople(6.25)).toBe('6.3')
    expect(roundForPeople(6.04)).toBe('6')
    expect(roundForPeople(6.256, 2)).toBe('6.26')
    expect(roundForPeople(6.6, 0)).toBe('7')
  })
})
