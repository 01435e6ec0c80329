import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { FORMATIONS, formationOf, isDisorganized } from './formations'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })
const row = (type: string, formation: string) => {
  const f = FORMATIONS.find((r) => r.type === type && r.formation === formation)!
  return [f.counterSide, f.frontHexes, f.attackHexes, f.firepower, f.meleeAttack, f.meleeDefence, f.hasFlanks, f.moraleModifier, f.rule.section]
}

describe('combat formations (seed 001, chapter 4)', () => {
  it('lists every formation of 4.0 in the text order: 6 infantry, 4 cavalry, 3 artillery', () => {
    expect(FORMATIONS.map((f) => `${f.type} ${f.formation}`)).toEqual([
      'infantry line', 'infantry column', 'infantry general-order', 'infantry square', 'infantry disorganized', 'infantry tirailleurs',
      'cavalry line', 'cavalry column', 'cavalry general-order', 'cavalry disorganized',
      'artillery limbered', 'artillery unlimbered', 'artillery disorganized'])
  })
  it.each([
    ['infantry', 'line', ['line', 2, 2, 'printed', 'printed', 'printed', true, 0, '4.1 Infantry in Line Formation']],
    ['infantry', 'column', ['column', 3, 1, 'printed', 'printed+1', 'printed', true, 0, '4.2 Infantry in Column Formation']],
    ['infantry', 'general-order', ['column', 6, 6, 'one', 'printed', 'printed', false, 0, '4.3 Infantry in General Order']],
    ['infantry', 'square', ['line', 6, 0, 'one', 'none', 'printed', false, 0, '4.4 Infantry in Square Formation']],
    ['infantry', 'disorganized', ['column', 6, 0, 'one', 'none', 'one', false, -2, '4.5 Disorganized Infantry']],
    ['infantry', 'tirailleurs', ['line', 3, 3, 'printed', 'half', 'half', true, 0, '4.6 Tirailleurs']],
    ['cavalry', 'line', ['line', 2, 2, 'none', 'printed', 'printed', true, 0, '4.7 Cavalry in Line']],
    ['cavalry', 'column', ['column', 3, 0, 'none', 'none', 'printed', true, 0, '4.8 Cavalry in Column']],
    ['cavalry', 'general-order', ['column', 6, 0, 'none', 'none', 'one', false, 0, '4.9 Cavalry in General Order']],
    ['cavalry', 'disorganized', ['column', 6, 0, 'none', 'none', 'one', false, -2, '4.10 Disorganized Cavalry']],
    ['artillery', 'limbered', ['limbered', 3, 0, 'none', 'none', 'printed', true, 0, '4.11 Limbered Artillery']],
    ['artillery', 'unlimbered', ['unlimbered', 2, 0, 'printed', 'none', 'printed', true, 0, '4.12 Unlimbered Artillery']],
    ['artillery', 'disorganized', ['limbered', 6, 0, 'none', 'none', 'ignored', false, -2, '4.13 Disorganized Artillery']],
  ])('%s %s: side, fronts, attack hexes, fire, melee, flanks, morale as the text says', (type, formation, expected) => {
    expect(row(type, formation)).toEqual(expected)
  })
  it('every formation quotes what it allows and forbids, each a sentence of the text (fidelity.test.ts finds them)', () => {
    expect(FORMATIONS.map((f) => [f.allows.length, f.forbids.length])).toEqual([[2, 1], [2, 2], [2, 2], [2, 4], [1, 4], [2, 3], [1, 3], [1, 2], [1, 1], [1, 3], [1, 2], [2, 1], [1, 2]])
    for (const f of FORMATIONS) for (const q of [...f.allows, ...f.forbids]) expect(q.length, f.name).toBeGreaterThan(10)
    expect(FORMATIONS.map((f) => f.name)).toEqual(['Infantry in line', 'Infantry in column', 'Infantry in general order', 'Infantry in square', 'Disorganized infantry', 'Tirailleurs',
      'Cavalry in line ("en bataille")', 'Cavalry in column', 'Cavalry in general order', 'Disorganized cavalry', 'Limbered artillery', 'Unlimbered artillery', 'Disorganized artillery'])
  })
  it('finds a unit\'s formation and refuses one its arm cannot take', () => {
    expect(formationOf(u({ type: 'cavalry', formation: 'line' })).name).toBe('Cavalry in line ("en bataille")')
    const e = errorOf<RulesInputError>(() => formationOf(u({ type: 'cavalry', formation: 'square', name: 'Hussars' }), 'attackers[1]'))
    expect([e.code, e.field]).toEqual(['not-allowed-together', 'attackers[1].formation'])
    expect(e.message).toBe('attackers[1] "Hussars": cavalry cannot be in "square" formation (4.0: line, column, general-order, disorganized).')
    expect(() => formationOf(u({ type: 'artillery', formation: 'line' }))).toThrow(/artillery cannot be in "line" formation \(4\.0: limbered, unlimbered, disorganized\)/)
  })
  it('tirailleurs: only light infantry, printed range 2 (4.6)', () => {
    expect(formationOf(u({ formation: 'tirailleurs', fireRange: 2 })).formation).toBe('tirailleurs')
    const e = errorOf<RulesInputError>(() => formationOf(u({ formation: 'tirailleurs', fireRange: 1 })))
    expect([e.code, e.field]).toEqual(['not-allowed-together', 'unit.formation'])
    expect(e.message).toMatch(/only light infantry \(printed range 2\) can be in tirailleurs \(4\.6\)/)
  })
  it('disorganized is a formation (4.5)', () => {
    expect(isDisorganized(u({ formation: 'disorganized' }))).toBe(true)
    expect(isDisorganized(u())).toBe(false)
  })
})
