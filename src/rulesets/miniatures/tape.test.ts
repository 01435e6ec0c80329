import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { readTape } from './tape'

// seed 003, 1.3 The Ruler: 5 segments of 8 cm, the first in two halves of 4 cm; 7.3 Combat Range; ruling 22.
describe('the tape in the rules\' terms: exact segments, the band in words, contact', () => {
  it('23 cm = 2⅞ segments (5¾ half segments), half long range (3), not engaged', () => {
    const r = readTape('23', 'cm')!
    expect(r.text).toBe('23 cm = 2⅞ segments · half long range (3) · not engaged')
    expect(r).toMatchObject({ value: 23, unit: 'cm', band: 3, contact: false })
    expect(r.exact.halfSegments).toBe(5.75)
  })

  it('0 is base to base: in contact (adjacent), close range, engaged', () => {
    expect(readTape('0', 'cm')).toMatchObject({ band: 1, contact: true, text: '0 cm: in contact (adjacent) · close range (1) · engaged' })
    expect(readTape('1', 'cm')).toMatchObject({ band: 1, contact: false, text: '1 cm = ⅛ segment · close range (1) · engaged' })
    expect(readTape('4,5', 'cm')!.value).toBe(4.5)
  })

  it('ruling 22 both sides of 8 cm: 8 cm close and engaged; 8.5 cm medium; "longer" puts 8 cm in medium', () => {
    expect(readTape('8', 'cm')!.text).toBe('8 cm = 1 segment · close range (1) · engaged')
    expect(readTape('8.5', 'cm')!.text).toBe('8.5 cm = ≈ 1.06 segments · medium range (2) · not engaged')
    expect(readTape('8', 'cm', { segmentBoundary: 'longer' })!.text).toBe('8 cm = 1 segment · medium range (2) · not engaged')
  })

  it('beyond 5 segments (40 cm) is out of every band; 40 cm is maximum range', () => {
    expect(readTape('40', 'cm')).toMatchObject({ band: 5, text: '40 cm = 5 segments · maximum range (5) · not engaged' })
    expect(readTape('40.1', 'cm')).toMatchObject({ band: null, text: '40.1 cm = ≈ 5.01 segments · beyond maximum range (5) · not engaged' })
  })

  it('inches and millimetres: 3 in = 7.62 cm, close; 120 mm = 1½ segments', () => {
    expect(readTape('3', 'in')!.text).toBe('3 in = ≈ 0.95 segment · close range (1) · engaged')
    expect(readTape('120', 'mm')!.text).toBe('120 mm = 1½ segments · medium range (2) · not engaged')
  })

  it('nothing or not a number: no reading; a negative length is refused naming the field', () => {
    expect(readTape('', 'cm')).toBeNull()
    expect(readTape('  ', 'cm')).toBeNull()
    expect(readTape('abc', 'cm')).toBeNull()
    const e = errorOf<RulesInputError>(() => readTape('-1', 'cm'))
    expect(e).toBeInstanceOf(RulesInputError)
    expect(e.field).toBe('distance')
  })
})
