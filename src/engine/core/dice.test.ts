import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { AVERAGE_DIE, checkFace, customDie, D4, D6, D8, D10, D20, PERCENTILE, percentileFromD10s } from './dice'
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

describe('dice faces', () => {
  it('numbered dice run 1 to their sides; the average die is 2, 3, 3, 4, 4, 5 (seed 004, Scale and Equipment)', () => {
    expect(D4).toEqual({ id: 'd4', name: 'D4', faces: [1, 2, 3, 4] })
    expect(D6).toEqual({ id: 'd6', name: 'D6', faces: [1, 2, 3, 4, 5, 6] })
    expect(D8.faces).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(D20.faces).toHaveLength(20)
    expect([D20.faces[0], D20.faces[19]]).toEqual([1, 20])
    expect([D10.id, D10.name]).toEqual(['d10', 'D10'])
    expect(AVERAGE_DIE).toEqual({ id: 'average', name: 'average die', faces: [2, 3, 3, 4, 4, 5] })
    expect(PERCENTILE).toMatchObject({ id: 'd100', name: 'percentile (2 D10)' })
    expect([PERCENTILE.faces[0], PERCENTILE.faces[99]]).toEqual([1, 100])
  })

  it('a custom die keeps its id, name and faces; an empty one is refused as out-of-range on "faces"', () => {
    expect(customDie('coin', 'coin', ['heads', 'tails'])).toEqual({ id: 'coin', name: 'coin', faces: ['heads', 'tails'] })
    expect(customDie('one', 'one-face', [1]).faces).toEqual([1])
    const e = errorOf<RulesInputError>(() => customDie('x', 'empty', []))
    expect([e.code, e.field, e.message]).toEqual(['out-of-range', 'faces', 'Die "empty" needs at least one face.'])
  })

  it('a bad face is refused as bad-face on the named field, or the die name when none is given', () => {
    const named = errorOf<RulesInputError>(() => checkFace(D6, 7, 'firer die'))
    expect([named.code, named.field, named.message]).toEqual(['bad-face', 'firer die', 'firer die: a D6 cannot show 7 (faces: 1, 2, 3, 4, 5, 6).'])
    const unnamed = errorOf<RulesInputError>(() => checkFace(D6, '6'))
    expect([unnamed.field, unnamed.message]).toEqual(['D6', 'D6: a D6 cannot show "6" (faces: 1, 2, 3, 4, 5, 6).'])
  })

  it('percentile dice: both dice 0–9 and whole; 10, −1 and 1.5 are refused on the die that shows them', () => {
    expect(percentileFromD10s(9, 9)).toBe(99)
    expect(percentileFromD10s(1, 0)).toBe(10)
    expect(percentileFromD10s(0, 1)).toBe(1)
    for (const bad of [-1, 10, 1.5]) {
      const tens = errorOf<RulesInputError>(() => percentileFromD10s(bad, 0))
      expect([tens.code, tens.field, tens.message]).toEqual(['bad-face', 'tens', `Tens die must be 0–9, got ${bad}.`])
      const units = errorOf<RulesInputError>(() => percentileFromD10s(0, bad))
      expect([units.code, units.field, units.message]).toEqual(['bad-face', 'units', `Units die must be 0–9, got ${bad}.`])
    }
  })
})
