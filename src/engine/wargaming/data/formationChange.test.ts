import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { FORMATION_CHANGE, formationChangeTime } from './formationChange'

// seed 004, Movement: Changes of formation and facing.
describe('formation change', () => {
  it('reads the printed fractions, original formation → new formation', () => {
    expect(formationChangeTime('Line', 'Column')).toBe(1 / 2)
    expect(formationChangeTime('Column', 'Square')).toBe(1 / 4)
    expect(formationChangeTime('Square', 'Road column')).toBe(1 / 2)
    expect(formationChangeTime('Road column', 'Column')).toBe(1 / 4)
  })

  it('doubles the time for conscripts', () => {
    expect(formationChangeTime('Column', 'Square', true)).toBe(1 / 2)
    expect(formationChangeTime('Line', 'Square', true)).toBe(1)
  })

  it('has "-" on the diagonal and refuses a change to the same formation', () => {
    for (const [i, f] of (['Line', 'Column', 'Square', 'Road column'] as const).entries()) {
      expect(FORMATION_CHANGE[f][i]).toBe('-')
    }
    expect(() => formationChangeTime('Line', 'Line')).toThrow(/not a change of formation/)
  })

  it('rejects unknown formations naming the field', () => {
    try {
      formationChangeTime('Line', 'Wedge')
      expect.unreachable()
    } catch (e) {
      expect(e).toMatchObject({ code: 'unknown-value', field: 'to' })
      expect(e).toBeInstanceOf(RulesInputError)
    }
  })
})
