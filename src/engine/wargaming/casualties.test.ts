import { describe, expect, it } from 'vitest'
import { applyCombatResult, casualtyModifier, casualtyModifierLines, casualtySteps } from './casualties'

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

  it('rejects negative or fractional base counts, naming the field', () => {
    expect(() => casualtySteps({ damagedBases: -1, lostBases: 0 })).toThrow(/damagedBases must be a whole number/)
    expect(() => applyCombatResult({ damagedBases: 0, lostBases: 0 }, { basesRemoved: 1.5, basesDamaged: 0 })).toThrow(/basesRemoved/)
  })
})
