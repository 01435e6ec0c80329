import { describe, expect, it } from 'vitest'
import { mmToYards, yardsToMm } from '../../core'
import { BASE_SIZES, BASES_PER_UNIT } from './basing'
import { groundScale } from './groundScale'

// seed 004, Scale and Equipment: Ground Scale, Basing; Scaling Up or Down.
describe('groundScale', () => {
  it('gives 2, 1.5 and 1 yards per mm for 5, 15 and 25 mm figures', () => {
    expect(groundScale(5)).toEqual({ yardsPerMm: 2 })
    expect(groundScale(15)).toEqual({ yardsPerMm: 1.5 })
    expect(groundScale(25)).toEqual({ yardsPerMm: 1 })
  })

  it('scales up: a base as a battalion at 25 mm makes 1 yard = 0.25 mm', () => {
    const s = groundScale(25, 4)
    expect(yardsToMm(1, s)).toBe(0.25)
    // Infantry line move 240 yd → 60 mm on the table.
    expect(yardsToMm(240, s)).toBe(60)
    // 15 mm standard: 240 yd = 160 mm
    expect(yardsToMm(240, groundScale(15))).toBe(160)
    expect(mmToYards(10, groundScale(5, 0.5))).toBe(10)
  })

  it('rejects unprinted figure scales and bad scale factors', () => {
    expect(() => groundScale(28)).toThrow(expect.objectContaining({ code: 'unknown-value', field: 'figureScale' }))
    expect(() => groundScale(15, 0)).toThrow(expect.objectContaining({ code: 'out-of-range', field: 'scaleFactor' }))
    expect(() => groundScale(15, Number.NaN)).toThrow(expect.objectContaining({ field: 'scaleFactor' }))
  })
})

describe('basing', () => {
  it('lists base sizes in yards: infantry 36×24, skirmishers up to 108×24, cavalry 50×36, artillery 36×36', () => {
    expect(BASE_SIZES.map((b) => [b.arm, b.widthYards, b.depthYards])).toEqual([
      ['Infantry', 36, 24],
      ['Skirmishers', 108, 24],
      ['Cavalry', 50, 36],
      ['Artillery', 36, 36],
    ])
    // An infantry base at 15 mm: 36 yd / 1.5 = 24 mm wide.
    expect(yardsToMm(36, groundScale(15))).toBe(24)
  })

  it('suggests bases per unit', () => {
    expect(BASES_PER_UNIT.infantryBattalion).toEqual({ standard: 4, small: 3, large: 6 })
    expect(BASES_PER_UNIT.artillery.basesPerSixGunBattery).toBe(2)
  })
})
