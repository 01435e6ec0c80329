import { describe, expect, it } from 'vitest'
import { AVERAGE_DIE, checkFace, customDie, D10, PERCENTILE, percentileFromD10s } from './dice'
import { RulesInputError } from './errors'

describe('dice', () => {
  it('rejects a face the die cannot show, naming the die', () => {
    expect(() => checkFace(AVERAGE_DIE, 6, '+ die')).toThrow(RulesInputError)
    expect(() => checkFace(AVERAGE_DIE, 6, '+ die')).toThrow(/\+ die: a average die cannot show 6 \(faces: 2, 3, 4, 5\)/)
    expect(checkFace(AVERAGE_DIE, 3)).toBe(3)
  })

  it('reads percentile dice as tens and units with 00 = 100 (seed 004, Leader Casualties)', () => {
    expect(percentileFromD10s(0, 5)).toBe(5)
    expect(percentileFromD10s(7, 6)).toBe(76)
    expect(percentileFromD10s(0, 0)).toBe(100)
    expect(() => percentileFromD10s(10, 0)).toThrow(/Tens die must be 0–9/)
    expect(PERCENTILE.faces).toHaveLength(100)
    expect(D10.faces).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('custom dice keep picture faces and need at least one', () => {
    const flag = customDie('white', 'white die', ['French', 'French', 'English', 'English', 'Prussian', 'Prussian'])
    expect(checkFace(flag, 'English')).toBe('English')
    expect(() => checkFace(flag, 'Austrian')).toThrow(/cannot show "Austrian"/)
    expect(() => customDie('x', 'empty', [])).toThrow(/at least one face/)
  })
})
