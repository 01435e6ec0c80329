import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { checkUnit, isLightInfantry, type SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })

describe('unit state (seed 001, 3.1 and 3.3)', () => {
  it('accepts a printed counter, 0 current steps and a disorganization marker', () => {
    expect(checkUnit(u())).toEqual(u())
    expect(checkUnit(u({ steps: 0, disorganizedAtTurn: 4 })).steps).toBe(0)
    expect(checkUnit(u({ originalSteps: 1, steps: 1, firepower: 0, meleeValue: 0, morale: 0, fireRange: 0, disorganizedAtTurn: 0 })).originalSteps).toBe(1)
  })
  it.each([
    ['type', { type: 'dragoon' as 'cavalry' }, 'unknown-value', /infantry, cavalry or artillery, not "dragoon"/],
    ['originalSteps', { originalSteps: 0, steps: 0 }, 'out-of-range', /printed steps/],
    ['originalSteps', { originalSteps: 2.5 }, 'out-of-range', /printed steps/],
    ['steps', { steps: 7 }, 'out-of-range', /0 to the printed 6/],
    ['steps', { steps: -1 }, 'out-of-range', /current steps/],
    ['firepower', { firepower: -1 }, 'out-of-range', /firepower/],
    ['meleeValue', { meleeValue: 1.5 }, 'out-of-range', /melee value/],
    ['morale', { morale: -1 }, 'out-of-range', /morale/],
    ['fireRange', { fireRange: -1 }, 'out-of-range', /fire range/],
    ['disorganizedAtTurn', { disorganizedAtTurn: -1 }, 'out-of-range', /game turn/],
    ['disorganizedAtTurn', { disorganizedAtTurn: 1.5 }, 'out-of-range', /game turn/],
    ['stackPosition', { stackPosition: -1 }, 'out-of-range', /stack position/],
  ])('refuses a bad %s, naming the field', (field, bad, code, message) => {
    const e = errorOf<RulesInputError>(() => checkUnit(u(bad), 'target[0]'))
    expect(e.code).toBe(code)
    expect(e.field).toBe(`target[0].${field}`)
    expect(e.message).toMatch(message)
    expect(e.message).toContain('target[0] "Unit"')
  })
  it('light infantry is infantry with a printed range 2 (4.6)', () => {
    expect(isLightInfantry(u({ fireRange: 2 }))).toBe(true)
    expect(isLightInfantry(u({ fireRange: 1 }))).toBe(false)
    expect(isLightInfantry(u({ type: 'artillery', fireRange: 2 }))).toBe(false)
  })
})
