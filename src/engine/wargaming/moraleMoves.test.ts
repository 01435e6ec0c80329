import { describe, expect, it } from 'vitest'
import { moraleMove } from './moraleMoves'

describe('morale result moves (seed 004, Morale: Explanation of results)', () => {
  it('retire 50 / 100 yd, retreat 100 / 200, rout 250 / 500 for foot and mounted arms', () => {
    expect([moraleMove('Retire', 'infantry').yards, moraleMove('Retire', 'horse artillery').yards]).toEqual([50, 100])
    expect([moraleMove('Retreat', 'foot artillery').yards, moraleMove('Retreat', 'cavalry').yards]).toEqual([100, 200])
    expect([moraleMove('Rout', 'infantry').yards, moraleMove('Rout', 'cavalry').yards]).toEqual([250, 500])
    expect(moraleMove('Halt', 'cavalry').yards).toBeNull()
  })

  it('shaken and retreat leave the unit unformed, rout disordered, halt and retire unchanged', () => {
    expect(moraleMove('Shaken', 'infantry').orderAfter).toBe('unformed')
    expect(moraleMove('Retreat', 'infantry').orderAfter).toBe('unformed')
    expect(moraleMove('Rout', 'infantry').orderAfter).toBe('disordered')
    expect(moraleMove('Retire', 'infantry').orderAfter).toBe('unchanged')
  })

  it('halt, retire, retreat and rout pass the initiative; advance, charge and shaken do not (Determining Initiative)', () => {
    const passes = (['Advance', 'Charge', 'Shaken', 'Halt', 'Retire', 'Retreat', 'Rout'] as const).filter((r) => moraleMove(r, 'infantry').passesInitiative)
    expect(passes).toEqual(['Halt', 'Retire', 'Retreat', 'Rout'])
  })

  it('gunners abandon their guns on a rout, or on a retreat while in a mêlée; infantry have no guns', () => {
    expect(moraleMove('Rout', 'foot artillery').guns).toMatch(/abandon/)
    expect(moraleMove('Retreat', 'horse artillery').guns).toMatch(/limber/)
    expect(moraleMove('Retreat', 'horse artillery', true).guns).toMatch(/abandon/)
    expect(moraleMove('Rout', 'infantry').guns).toBeUndefined()
  })

  it('rejects an arm the table does not list', () => {
    expect(() => moraleMove('Rout', 'dragoons' as 'cavalry')).toThrow(/Unknown arm "dragoons"/)
  })
})
