import { describe, expect, it } from 'vitest'
import { DEAD_GROUND, deadGround } from './visibility'

// seed 004, The Tables: Visibility.
describe('dead ground', () => {
  it('reads yards of dead ground by obstruction and observer level', () => {
    expect(deadGround('1 contour', '2 contours')).toBe(200)
    expect(deadGround('Cavalry regiment', 'Level ground')).toBe(150)
    expect(deadGround('Smoke', '4 contours')).toBe(10)
    expect(deadGround('Skirmishers', '1 contour')).toBe(0)
  })

  it("keeps 'X' for no visibility beyond the obstruction", () => {
    expect(deadGround('Smoke', 'Level ground')).toBe('X')
    expect(deadGround('4 contours', '4 contours')).toBe('X')
  })

  it('has nine obstructions of five cells each', () => {
    expect(DEAD_GROUND).toHaveLength(9)
    for (const r of DEAD_GROUND) expect(r.cells).toHaveLength(5)
  })

  it('rejects unknown obstructions and levels naming the field', () => {
    expect(() => deadGround('Hedge', 'Level ground')).toThrow(expect.objectContaining({ field: 'obstruction' }))
    expect(() => deadGround('Smoke', '5 contours')).toThrow(expect.objectContaining({ field: 'observerOn' }))
  })
})
