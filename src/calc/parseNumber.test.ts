import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { boundsInWords, parseNumber } from './parseNumber'

const steps = { min: 0, max: 12, integer: true }
const scale = { min: 0.1, max: 100 }

describe('parseNumber', () => {
  it('reads an empty field as "not entered", never 0', () => {
    expect(parseNumber('', steps)).toEqual({ ok: true, value: null })
    expect(parseNumber('   ', scale)).toEqual({ ok: true, value: null })
  })

  it('reads whole numbers and decimals within the bounds', () => {
    expect(parseNumber('7', steps)).toEqual({ ok: true, value: 7 })
    expect(parseNumber(' 12 ', steps)).toEqual({ ok: true, value: 12 })
    expect(parseNumber('0', steps)).toEqual({ ok: true, value: 0 })
    expect(parseNumber('2.5', scale)).toEqual({ ok: true, value: 2.5 })
    expect(parseNumber('−3', { min: -6, max: 6, integer: true })).toEqual({ ok: true, value: -3 })
    expect(parseNumber('-0', { min: -6, max: 6, integer: true })).toEqual({ ok: true, value: 0 })
  })

  it('reads a decimal comma as the decimal point, not as thousands', () => {
    expect(parseNumber('1,5', scale)).toEqual({ ok: true, value: 1.5 })
    expect(parseNumber('0,25', scale)).toEqual({ ok: true, value: 0.25 })
    expect(parseNumber('0,500', scale)).toEqual({ ok: true, value: 0.5 })
  })

  it('refuses "1,500", which could be 1.5 or 1500, saying both', () => {
    const r = parseNumber('1,500', { min: 0, max: 5000 })
    expect(r).toMatchObject({ ok: false })
    expect(!r.ok && r.message).toContain('1500 or 1.500')
    expect(parseNumber('12,000', { min: 0, max: 99999, integer: true }).ok).toBe(false)
  })

  it('refuses a decimal where the rules want a whole number, saying so', () => {
    expect(parseNumber('1,5', steps)).toEqual({ ok: false, message: 'Enter a whole number from 0 to 12.' })
    expect(parseNumber('2.0', steps).ok).toBe(false)
  })

  it('refuses out-of-range values with the bounds in words', () => {
    expect(parseNumber('13', steps)).toEqual({ ok: false, message: 'Enter a whole number from 0 to 12.' })
    expect(parseNumber('-1', steps)).toEqual({ ok: false, message: 'Enter a whole number from 0 to 12.' })
    expect(parseNumber('9999999999', { ...steps, what: 'Steps' })).toEqual({ ok: false, message: 'Steps: enter a whole number from 0 to 12.' })
    expect(parseNumber('0.05', scale)).toEqual({ ok: false, message: 'Enter a number from 0.1 to 100.' })
  })

  it('refuses what is not a plain number: letters, exponents, Infinity, NaN, hex, two separators, over-long text', () => {
    for (const t of ['abc', '1e308', '1e+308', 'Infinity', '-Infinity', 'NaN', '0x10', '1.2.3', '1,2,3', '1.5,0', '5 5', '+-3', '½', '١']) {
      expect(parseNumber(t, { min: -Infinity, max: Infinity }), t).toMatchObject({ ok: false })
    }
    expect(parseNumber('abc', steps)).toEqual({ ok: false, message: '“abc” is not a number. Enter a whole number from 0 to 12.' })
    expect(parseNumber('1'.repeat(17), { min: 0, max: Infinity })).toMatchObject({ ok: false, message: expect.stringContaining('Too long') })
  })

  it('says an open upper bound and a negative lower bound in words', () => {
    expect(boundsInWords({ min: 0, max: Infinity, integer: true })).toBe('Enter a whole number, 0 or more')
    expect(boundsInWords({ min: -6, max: 6, integer: true, what: 'Other ±N' })).toBe('Other ±N: enter a whole number from −6 to 6')
  })

  it('never turns text into another number: an accepted value is the typed one, within the bounds', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (t) => {
      const r = parseNumber(t, scale)
      if (!r.ok || r.value === null) return
      expect(r.value).toBeGreaterThanOrEqual(0.1)
      expect(r.value).toBeLessThanOrEqual(100)
      expect(r.value).toBe(Number(t.trim().replace('\u2212', '-').replace(',', '.')))
    }))
    fc.assert(fc.property(fc.integer({ min: 0, max: 12 }), (n) => {
      expect(parseNumber(String(n), steps)).toEqual({ ok: true, value: n })
    }))
  })
})
