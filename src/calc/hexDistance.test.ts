import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core/errors'
import { hexesFromTape, hexLengthText } from './hexDistance'

describe('a tape reading in hexes (a hex ruleset on a table)', () => {
  it('with 8 cm hexes (seed 003 §2.1): 8.0 cm is one hex, 8.1 cm two, 24 cm three (ruling 22 edges)', () => {
    expect(hexesFromTape(8, 'cm', 80)).toEqual({ exact: 1, hexes: 1 })
    expect(hexesFromTape(8.1, 'cm', 80).hexes).toBe(2)
    expect(hexesFromTape(240, 'mm', 80).hexes).toBe(3)
    expect(hexesFromTape(19.2, 'cm', 80)).toEqual({ exact: 2.4, hexes: 3 })
  })

  it('converts inches by 25.4 mm: 4 in over 2-inch hexes is exactly 2 hexes', () => {
    expect(hexesFromTape(4, 'in', 50.8).hexes).toBe(2)
    expect(hexesFromTape(4.1, 'in', 50.8).hexes).toBe(3)
  })

  it('0 is the same hex; a negative reading is refused, naming the distance', () => {
    expect(hexesFromTape(0, 'cm', 80).hexes).toBe(0)
    expect(() => hexesFromTape(-1, 'cm', 80)).toThrow(RulesInputError)
  })

  it('says one hex in the tape unit', () => {
    expect(hexLengthText(80, 'cm')).toBe('8 cm')
    expect(hexLengthText(50.8, 'in')).toBe('2 in')
    expect(hexLengthText(125, 'cm')).toBe('12.5 cm')
  })
})
