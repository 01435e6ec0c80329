import { describe, expect, it } from 'vitest'
import { applyCombatResult, CASUALTIES_RULE, casualtyModifier, casualtyModifierLines, casualtySteps } from './casualties'

const rule = { seed: '004', section: 'test' }

describe('unit casualties (seed 004, Casualties)', () => {
  it('turns a second damaged result into a removed base', () => {
    // "a unit with a damaged base that receives another combat result of damaged should remove the damaged base"
    expect(applyCombatResult({ damagedBases: 1, lostBases: 0 }, { basesRemoved: 0, basesDamaged: 1 })).toEqual({ damagedBases: 0, lostBases: 1, destroyed: false })
  })

  it('adds a "1 removed & 1 damaged" result to a fresh unit and to a damaged one', () => {
    expect(applyCombatResult({ damagedBases: 0, lostBases: 0 }, { basesRemoved: 1, basesDamaged: 1 })).toEqual({ damagedBases: 1, lostBases: 1, destroyed: false })
    expect(applyCombatResult({ damagedBases: 1, lostBases: 2 }, { basesRemoved: 1, basesDamaged: 1 })).toEqual({ damagedBases: 0, lostBases: 4, destroyed: false })
  })

  it('stops at the whole unit when its bases are given', () => {
    expect(applyCombatResult({ damagedBases: 1, lostBases: 2 }, { basesRemoved: 2, basesDamaged: 1 }, 4)).toEqual({ damagedBases: 0, lostBases: 4, destroyed: true })
    expect(applyCombatResult({ damagedBases: 0, lostBases: 2 }, { basesRemoved: 0, basesDamaged: 1 }, 4)).toEqual({ damagedBases: 1, lostBases: 2, destroyed: false })
  })

  it('counts steps: damaged base 1, removed base 2', () => {
    expect(casualtySteps({ basesRemoved: 2, basesDamaged: 1 })).toBe(5)
    expect(casualtySteps({ damagedBases: 1, lostBases: 3 })).toBe(7)
  })

  it('gives −1 per damaged base and −2 per lost base as working lines', () => {
    expect(casualtyModifier({ damagedBases: 1, lostBases: 2 })).toBe(-5)
    expect(casualtyModifierLines({ damagedBases: 1, lostBases: 2 }, rule).map((l) => l.value)).toEqual([-1, -4])
    expect(casualtyModifierLines({ damagedBases: 0, lostBases: 0 }, rule)).toEqual([])
  })

  it('cites seed 004, Casualties', () => {
    expect(CASUALTIES_RULE).toEqual({ seed: '004', section: 'Casualties' })
  })

  it('the whole unit at exactly its bases, not one step before; labels for one and for several bases', () => {
    expect(applyCombatResult({ damagedBases: 1, lostBases: 3 }, { basesRemoved: 0, basesDamaged: 1 }, 4)).toEqual({ damagedBases: 0, lostBases: 4, destroyed: true })
    expect(applyCombatResult({ damagedBases: 0, lostBases: 3 }, { basesRemoved: 0, basesDamaged: 1 }, 4)).toEqual({ damagedBases: 1, lostBases: 3, destroyed: false })
    expect(applyCombatResult({ damagedBases: 0, lostBases: 3 }, { basesRemoved: 0, basesDamaged: 1 })).toEqual({ damagedBases: 1, lostBases: 3, destroyed: false })
    expect(() => applyCombatResult({ damagedBases: 0, lostBases: 0 }, { basesRemoved: 1, basesDamaged: 0 }, -1)).toThrow('bases must be a whole number of 0 or more, got -1.')
    expect(casualtyModifierLines({ damagedBases: 1, lostBases: 1 }, rule).map((l) => [l.label, l.value, l.rule])).toEqual([
      ['1 damaged base (−1 each)', -1, rule],
      ['1 base lost (−2 each)', -2, rule],
    ])
    expect(casualtyModifierLines({ damagedBases: 3, lostBases: 2 }, rule).map((l) => l.label)).toEqual(['3 damaged bases (−1 each)', '2 bases lost (−2 each)'])
    expect(casualtySteps({ basesRemoved: 0, basesDamaged: 0 })).toBe(0)
    expect(() => casualtySteps({ basesRemoved: 0, basesDamaged: -1 })).toThrow('basesDamaged must be a whole number of 0 or more, got -1.')
    expect(() => casualtySteps({ damagedBases: 0, lostBases: 0.5 })).toThrow('lostBases must be a whole number of 0 or more, got 0.5.')
  })

  it('rejects negative or fractional base counts, naming the field', () => {
    expect(() => casualtySteps({ damagedBases: -1, lostBases: 0 })).toThrow(/damagedBases must be a whole number/)
    expect(() => applyCombatResult({ damagedBases: 0, lostBases: 0 }, { basesRemoved: 1.5, basesDamaged: 0 })).toThrow(/basesRemoved/)
  })
})
