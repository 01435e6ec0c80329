import { describe, expect, it } from 'vitest'
import { EMPTY_HEXES_BETWEEN, elementsOf, HEXES_MOVED } from './fieldBounds'

describe('the bounds of the numbers typed on the screens (seed 000)', () => {
  it('hexes moved: 1 to cavalry and generals\' 3, plus 1 on a road (6.1)', () => {
    expect(HEXES_MOVED).toEqual({ min: 1, max: 4 })
  })
  it('empty hexes between a charging cavalry and its target: 0 to 3 (9.41: it ends adjacent after at most 3 + 1 hexes)', () => {
    expect(EMPTY_HEXES_BETWEEN).toEqual({ min: 0, max: 3 })
  })
  it('elements: 1 to the full strength of 1.1 (line infantry 4, light artillery 2, a general 1)', () => {
    expect(elementsOf('line-infantry')).toEqual({ min: 1, max: 4 })
    expect(elementsOf('light-artillery')).toEqual({ min: 1, max: 2 })
    expect(elementsOf('general')).toEqual({ min: 1, max: 1 })
  })
})
