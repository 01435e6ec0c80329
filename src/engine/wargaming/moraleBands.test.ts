import { describe, expect, it } from 'vitest'
import { lossesBand, lossesPercent, strengthBand } from './moraleBands'

describe('morale strength and losses bands (seed 004, Morale; RULES.md ruling 6)', () => {
  it('boundaries belong to the higher band by default', () => {
    expect(strengthBand({ stepsNow: 12, stepsAtStart: 12 })).toBe('Full')
    expect(strengthBand({ stepsNow: 11, stepsAtStart: 12 })).toBe('¾ to full')
    expect(strengthBand({ stepsNow: 9, stepsAtStart: 12 })).toBe('¾ to full') // exactly ¾
    expect(strengthBand({ stepsNow: 8, stepsAtStart: 12 })).toBe('½ to ¾')
    expect(strengthBand({ stepsNow: 6, stepsAtStart: 12 })).toBe('½ to ¾') // exactly ½
    expect(strengthBand({ stepsNow: 3, stepsAtStart: 12 })).toBe('¼ to ½') // exactly ¼
    expect(strengthBand({ stepsNow: 2, stepsAtStart: 12 })).toBe('less than ¼')
    expect(strengthBand({ stepsNow: 0, stepsAtStart: 12 })).toBe('less than ¼')
  })

  it('the owner can put boundaries in the lower band instead', () => {
    expect(strengthBand({ stepsNow: 9, stepsAtStart: 12 }, 'lower band')).toBe('½ to ¾')
    expect(strengthBand({ stepsNow: 6, stepsAtStart: 12 }, 'lower band')).toBe('¼ to ½')
    expect(strengthBand({ stepsNow: 3, stepsAtStart: 12 }, 'lower band')).toBe('less than ¼')
    expect(strengthBand({ stepsNow: 12, stepsAtStart: 12 }, 'lower band')).toBe('Full')
    expect(strengthBand({ stepsNow: 10, stepsAtStart: 12 }, 'lower band')).toBe('¾ to full')
    expect(strengthBand({ stepsNow: 7, stepsAtStart: 12 }, 'lower band')).toBe('½ to ¾')
    expect(strengthBand({ stepsNow: 4, stepsAtStart: 12 }, 'lower band')).toBe('¼ to ½')
    expect(() => strengthBand({ stepsNow: 1.5, stepsAtStart: 12 })).toThrow('stepsNow must be a whole number of steps ≥ 0, got 1.5.')
    expect(() => strengthBand({ stepsNow: -1, stepsAtStart: 12 })).toThrow(/stepsNow/)
    expect(() => strengthBand({ stepsNow: 0, stepsAtStart: 0 })).toThrow('stepsAtStart must be a whole number of steps ≥ 1, got 0.')
    expect(() => strengthBand({ stepsNow: 13, stepsAtStart: 12 })).toThrow('stepsNow (13) cannot exceed stepsAtStart (12).')
    expect(strengthBand({ stepsNow: 1, stepsAtStart: 1 })).toBe('Full')
    expect(strengthBand({ stepsNow: 0, stepsAtStart: 1 })).toBe('less than ¼')
  })

  it('losses this phase: between printed bands goes to the lower band, 50 % is 26–50 %', () => {
    expect(lossesBand(0)).toBe('nil')
    expect(lossesBand(10)).toBe('1-10%')
    expect(lossesBand(10.5)).toBe('1-10%')
    expect(lossesBand(11)).toBe('11-25%')
    expect(lossesBand(25.5)).toBe('11-25%')
    expect(lossesBand(26)).toBe('26-50%')
    expect(lossesBand(50)).toBe('26-50%')
    expect(lossesBand(50.1)).toBe('> 50%')
    expect(lossesBand(100)).toBe('> 50%')
    expect(lossesPercent(1, 8)).toBe(12.5)
    expect(() => lossesBand(101)).toThrow(/lossesThisPhasePercent must be 0–100/)
    expect(() => lossesPercent(9, 8)).toThrow(/stepsLost/)
    expect(lossesPercent(2, 8)).toBe(25)
    expect(lossesPercent(8, 8)).toBe(100)
    expect(lossesPercent(0, 8)).toBe(0)
    expect([0.99, 1].map(lossesBand)).toEqual(['nil', '1-10%'])
    expect(() => lossesBand(-0.1)).toThrow('lossesThisPhasePercent must be 0–100, got -0.1.')
    expect(() => lossesBand(Number.NaN)).toThrow(/lossesThisPhasePercent/)
    expect(() => lossesPercent(1, 0)).toThrow('stepsAtPhaseStart must be a whole number of steps ≥ 1, got 0.')
    expect(() => lossesPercent(-1, 8)).toThrow('stepsLost must be a whole number of steps ≥ 0, got -1.')
    expect(() => lossesPercent(9, 8)).toThrow('stepsLost (9) cannot exceed stepsAtPhaseStart (8).')
  })
})
