import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { disorganize } from './disorganize'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })

describe('disorganization marker (seed 001, 3.3, 4.5, 4.10, 4.13, 6.5)', () => {
  it('marks the current turn and retreats 2 hexes', () => {
    expect(disorganize(u({ formation: 'column' }), 4)).toEqual({ unit: u({ formation: 'disorganized', disorganizedAtTurn: 4 }), eliminated: false, retreatHexes: 2,
      reason: 'disorganized: marker 4, the current game turn', rule: { seed: '001', section: '4.5 Disorganized Infantry' } })
    expect(disorganize(u({ type: 'artillery', formation: 'unlimbered', fireRange: 6 }), 2).rule.section).toBe('4.13 Disorganized Artillery')
  })
  it('a cavalry\'s deliberate disorganization takes the previous turn\'s number', () => {
    const r = disorganize(u({ type: 'cavalry', formation: 'column', fireRange: 0, firepower: 0 }), 5, true)
    expect([r.unit?.disorganizedAtTurn, r.unit?.formation, r.retreatHexes, r.reason, r.rule.section]).toEqual([4, 'disorganized', 2, "deliberate: marker 4, the previous turn's number", '6.5 Deliberate Disorganization of the cavalry'])
    expect(disorganize(u({ type: 'cavalry', formation: 'line', fireRange: 0, firepower: 0 }), 5).unit?.disorganizedAtTurn).toBe(5)
  })
  it('a second disorganization eliminates for good', () => {
    expect(disorganize(u({ formation: 'disorganized', disorganizedAtTurn: 3 }), 4)).toEqual({ unit: null, eliminated: true, retreatHexes: 0,
      reason: 'a second disorganization: eliminated for good', rule: { seed: '001', section: '4.5 Disorganized Infantry' } })
  })
  it('refuses a turn before 1 and a deliberate disorganization of infantry', () => {
    const e = errorOf<RulesInputError>(() => disorganize(u(), 0))
    expect([e.code, e.field]).toEqual(['out-of-range', 'turn'])
    expect(() => disorganize(u(), 1.5)).toThrow(/whole number from 1/)
    expect(disorganize(u(), 1).unit?.disorganizedAtTurn).toBe(1)
    expect(errorOf<RulesInputError>(() => disorganize(u(), 3, true)).message).toBe('Only cavalry can voluntarily adopt a disorganized state (6.5).')
  })
})
