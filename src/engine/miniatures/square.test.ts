import { describe, expect, it } from 'vitest'
import { checkSquareGround, checkSquareUnit, squareAllowedOn } from './square'

describe('square (seed 000, 6.1 Movement)', () => {
  it('only on clear ground or a hill; unsaid ground is the players\' to check', () => {
    expect(['open', 'hill'].map(squareAllowedOn)).toEqual([true, true])
    expect(['wood', 'field', 'orchard', 'farm', 'stream'].some(squareAllowedOn)).toBe(false)
    expect(() => checkSquareGround('hill')).not.toThrow()
    expect(() => checkSquareGround(undefined)).not.toThrow()
    expect(() => checkSquareGround('wood', 'ground')).toThrow(expect.objectContaining({ code: 'forbidden', field: 'ground' }))
  })
  it('only infantry forms square', () => {
    expect(() => checkSquareUnit('infantry')).not.toThrow()
    expect(() => checkSquareUnit('cavalry')).toThrow(expect.objectContaining({ code: 'forbidden', field: 'inSquare', message: expect.stringContaining('(seed 000, 6.1 Movement)') }))
    expect(() => checkSquareUnit('artillery', 'x')).toThrow(expect.objectContaining({ field: 'x' }))
  })
})
