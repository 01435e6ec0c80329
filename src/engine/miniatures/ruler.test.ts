import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { checkBand, measure, RANGE_BAND_WORDS } from './ruler'
import { sectorOf } from './gamingTable'

describe('segment ruler (seed 003, 1.3 and 7.3)', () => {
  it('says the printed bands close 1, med. 2, 1/2 lun 3, long 4, max 5 in plain words', () => {
    expect(RANGE_BAND_WORDS).toEqual({ 1: 'close range (1)', 2: 'medium range (2)', 3: 'half long range (3)', 4: 'long range (4)', 5: 'maximum range (5)' })
  })

  it('reads 23 cm as band 3, 2 whole segments and 70 mm over, not engaged', () => {
    const m = measure(23, 'cm')
    expect(m).toMatchObject({ mm: 230, band: 3, engaged: false, withinHalfSegment: false })
    expect(m.segments.whole).toBe(2)
    expect(measure(16, 'cm').band).toBe(2)
    expect(measure(12, 'cm').band).toBe(2)
    expect(measure(3, 'cm')).toMatchObject({ band: 1, engaged: true, withinHalfSegment: true })
  })

  it('puts exactly 8 cm in close range and engaged ("within a segment"), 8.1 cm in medium', () => {
    expect(measure(8, 'cm')).toMatchObject({ band: 1, engaged: true })
    expect(measure(8.1, 'cm')).toMatchObject({ band: 2, engaged: false })
    expect(measure(0, 'cm')).toMatchObject({ band: 1, engaged: true, withinHalfSegment: true })
  })

  it('gives 40 cm max range (band 5) and anything beyond out of range', () => {
    expect(measure(40, 'cm').band).toBe(5)
    expect(measure(40.1, 'cm').band).toBeNull()
    expect(measure(400, 'mm').band).toBe(5)
  })

  it('takes inches: 3 in = 7.62 cm is close, 4 in = 10.16 cm medium', () => {
    expect(measure(3, 'in').band).toBe(1)
    expect(measure(4, 'in').band).toBe(2)
  })

  it('knows the half segment: 4 cm yes, 4.5 cm no', () => {
    expect(measure(4, 'cm').withinHalfSegment).toBe(true)
    expect(measure(4.5, 'cm').withinHalfSegment).toBe(false)
  })

  it('rejects a negative distance and a band outside 1–5, naming the field', () => {
    expect(() => measure(-2, 'cm')).toThrow(RulesInputError)
    expect(() => checkBand(6)).toThrow('range must be a range band 1–5 segments (close 1 … max 5), got 6.')
    expect(() => checkBand(0, 'cause.range')).toThrow(/^cause.range must be a range band/)
    expect(checkBand(5)).toBe(5)
  })
})

describe('table sectors (seed 003, 2.1: 180 cm in three 60 cm sectors)', () => {
  it('splits the width at 60 and 120 cm, lines counting as centre', () => {
    expect(sectorOf(0)).toBe('left')
    expect(sectorOf(59.9)).toBe('left')
    expect(sectorOf(60)).toBe('centre')
    expect(sectorOf(120)).toBe('centre')
    expect(sectorOf(120.1)).toBe('right')
    expect(sectorOf(180)).toBe('right')
    expect(sectorOf(30, 'in')).toBe('centre') // 76.2 cm
  })
  it('rejects positions off the table', () => {
    expect(() => sectorOf(181)).toThrow(/off the 180 cm table/)
  })
})
