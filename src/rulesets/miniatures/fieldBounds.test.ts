import { describe, expect, it } from 'vitest'
import { parseNumber } from '@/calc/parseNumber'
import { cardOrders, HITS, tapeBounds } from './fieldBounds'

describe('miniatures number field bounds', () => {
  it('the tape runs to the longest range, five 8 cm segments: 40 cm, 400 mm, 15.8 in', () => {
    expect(tapeBounds('cm')).toEqual({ min: 0, max: 40 })
    expect(tapeBounds('mm').max).toBe(400)
    expect(tapeBounds('in').max).toBe(15.8)
    expect(parseNumber('1234567890', tapeBounds('cm'))).toEqual({ ok: false, message: 'Enter a number from 0 to 40.' })
  })
  it('hits: whole, 0 to 20; a card orders at most the side\'s units', () => {
    expect(parseNumber('2.5', HITS).ok).toBe(false)
    expect(cardOrders(5)).toEqual({ min: 0, max: 5, integer: true })
  })
})
