import { describe, expect, it } from 'vitest'
import { tableToYards, toMm, toSegments, yardsToTable, roundForPeople } from './distance'

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
