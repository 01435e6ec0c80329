import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { MOVEMENT, findMovement, movementRate } from './movement'
import { ABOUT_TURN_FRACTION, CONTOUR_DEDUCTION_YARDS, HALF_RATE_TERRAIN, TIRED_RATE_FACTOR } from './movementModifiers'

// seed 004, The Tables: Movement (yards) and Modifiers to Movement.
describe('movement table', () => {
  it('has the seven printed troop types', () => {
    expect(MOVEMENT.map((r) => r.troopType)).toEqual([
      'Carts', 'Infantry', 'Medium and Heavy Cavalry', 'Light Cavalry', 'Foot Artillery', 'Horse Artillery', 'Leaders',
    ])
  })

  it('reads yards by formation', () => {
    expect(movementRate('Infantry', 'line')).toBe(240)
    expect(movementRate('Infantry', 'columnOrLimbered')).toBe(320)
    expect(movementRate('Infantry', 'road')).toBe(400)
    expect(movementRate('Light Cavalry', 'skirmish')).toBe(520)
    expect(movementRate('Foot Artillery', 'manhandled')).toBe(30)
    expect(movementRate('Horse Artillery', 'road')).toBe(380)
  })

  it('keeps a printed "-" as null: no such move', () => {
    expect(movementRate('Infantry', 'manhandled')).toBeNull()
    expect(movementRate('Medium and Heavy Cavalry', 'skirmish')).toBeNull()
    expect(movementRate('Carts', 'line')).toBeNull()
  })

  it('prints Leaders under Road and Skirmish only (ruling 12)', () => {
    expect(findMovement('Leaders')).toEqual({
      troopType: 'Leaders', line: null, columnOrLimbered: null, road: 560, manhandled: null, skirmish: 520,
    })
  })

  it('rejects an unknown troop type naming the field', () => {
    expect(() => findMovement('Dragoons')).toThrow(RulesInputError)
    expect(() => findMovement('Dragoons')).toThrow(/no row "Dragoons"/)
  })
})

describe('movement modifiers', () => {
  it('deducts 20 yd a contour for infantry and foot artillery, 40 for cavalry and horse artillery', () => {
    expect(CONTOUR_DEDUCTION_YARDS['Infantry']).toBe(20)
    expect(CONTOUR_DEDUCTION_YARDS['Foot Artillery']).toBe(20)
    expect(CONTOUR_DEDUCTION_YARDS['Light Cavalry']).toBe(40)
    expect(CONTOUR_DEDUCTION_YARDS['Medium and Heavy Cavalry']).toBe(40)
    expect(CONTOUR_DEDUCTION_YARDS['Horse Artillery']).toBe(40)
    expect(CONTOUR_DEDUCTION_YARDS['Carts']).toBeUndefined()
  })

  it('halves in difficult terrain and when tired; an about turn takes a quarter move', () => {
    expect(HALF_RATE_TERRAIN).toContain('woods')
    expect(HALF_RATE_TERRAIN).toContain('fordable streams')
    // Tired infantry in line: 240 × 1/2 = 120 yd; about turn costs 60 yd of it.
    expect(240 * TIRED_RATE_FACTOR).toBe(120)
    expect(240 * ABOUT_TURN_FRACTION).toBe(60)
  })
})
