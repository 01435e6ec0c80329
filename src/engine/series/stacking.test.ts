import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { allocateLosses } from './losses'
import { stackOrder, stackProblems, STACKING_LIMITS } from './stacking'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })
const msgs = (units: SeriesUnit[]) => stackProblems(units).map((p) => `${p.message} (${p.rule.section})`)

describe('stacking (seed 001, chapter 5)', () => {
  it('limits as printed: 10 steps of artillery and infantry, 7 of cavalry (5.1)', () => {
    expect(STACKING_LIMITS).toEqual({ infantryAndArtillery: 10, cavalry: 7 })
  })
  it('10 steps of infantry and artillery is allowed, 11 is not', () => {
    expect(msgs([u({ id: 'a', steps: 6, originalSteps: 7 }), u({ id: 'b', type: 'artillery', formation: 'unlimbered', steps: 4, originalSteps: 4, stackPosition: 1 })])).toEqual([])
    expect(msgs([u({ id: 'a', steps: 7, originalSteps: 7 }), u({ id: 'b', type: 'artillery', formation: 'unlimbered', steps: 4, originalSteps: 4, stackPosition: 1 })]))
      .toEqual(['11 steps of infantry and artillery: more than 10 (5.1 Stacking Limits)'])
  })
  it('7 steps of cavalry is allowed, 8 is not', () => {
    const cav = (id: string, steps: number, pos: number) => u({ id, type: 'cavalry', formation: 'column', steps, originalSteps: steps, stackPosition: pos })
    expect(msgs([cav('a', 4, 0), cav('b', 3, 1)])).toEqual([])
    expect(msgs([cav('a', 4, 0), cav('b', 4, 1)])).toEqual(['8 steps of cavalry: more than 7 (5.1 Stacking Limits)'])
    expect(stackProblems([cav('a', 4, 0), cav('b', 4, 1)])[0]!.consequence).toMatch(/whole stack is disorganized/)
  })
  it('cavalry with infantry or artillery: both disorganized, both retreat 2 hexes (5.2)', () => {
    const p = stackProblems([u({ id: 'a', steps: 2, originalSteps: 2 }), u({ id: 'b', type: 'cavalry', formation: 'column', steps: 2, originalSteps: 2, stackPosition: 1 })])
    expect(p.map((x) => [x.message, x.rule.section, x.consequence])).toEqual([['cavalry with infantry or artillery', '5.2 Stacking Prohibitions', 'the two stacks are immediately disorganized, and both retreat 2 hexes.']])
  })
  it('order and disorder cannot share a hex (5.8); all disorganized can', () => {
    expect(msgs([u({ id: 'a', steps: 3 }), u({ id: 'b', formation: 'disorganized', steps: 3, stackPosition: 1 })])).toEqual(['a disorganized unit with a good order unit (5.8 Disorganized Unit & Other Formation)'])
    expect(stackProblems([u({ id: 'a', steps: 3 }), u({ id: 'b', formation: 'disorganized', steps: 3, stackPosition: 1 })])[0]!.consequence).toBe('the disorganized unit cannot stay in the hex, and it continues the retreat until it enters an available empty hex.')
    expect(stackProblems([u({ id: 'a', steps: 7, originalSteps: 7 }), u({ id: 'b', steps: 4, stackPosition: 1 })])[0]!.consequence).toBe('If a unit must retreat into an hex where overstacking would occur, the whole stack is disorganized.')
    expect(msgs([u({ id: 'a', formation: 'disorganized', steps: 3 }), u({ id: 'b', formation: 'disorganized', steps: 3, stackPosition: 1 })])).toEqual([])
  })
  it('a square with infantry in another formation, skirmishers with others (5.7 exceptions); square with artillery is fine', () => {
    expect(msgs([u({ id: 'a', formation: 'square', steps: 3 }), u({ id: 'b', formation: 'column', steps: 3, stackPosition: 1 })])).toEqual(['an infantry square with infantry in another formation (5.7 Stacking & Facing: Exception)'])
    expect(msgs([u({ id: 'a', formation: 'square', steps: 3 }), u({ id: 'b', type: 'artillery', formation: 'limbered', steps: 2, originalSteps: 2, stackPosition: 1 })])).toEqual([])
    expect(msgs([u({ id: 'a', formation: 'tirailleurs', fireRange: 2, steps: 3 }), u({ id: 'b', formation: 'line', steps: 3, stackPosition: 1 })])).toEqual(['skirmishers with units that are not skirmishers (5.7 Stacking & Facing: Exception)'])
    expect(msgs([u({ id: 'a', formation: 'tirailleurs', fireRange: 2, steps: 3 }), u({ id: 'b', formation: 'tirailleurs', fireRange: 2, steps: 3, stackPosition: 1 })])).toEqual([])
  })
  it('orders a stack top first and refuses two units at one place or an empty hex', () => {
    expect(stackOrder([u({ id: 'b', stackPosition: 2 }), u({ id: 'a', stackPosition: 0 }), u({ id: 'c', stackPosition: 1 })]).map((x) => x.id)).toEqual(['a', 'c', 'b'])
    const e = errorOf<RulesInputError>(() => stackOrder([u({ name: 'A' }), u({ name: 'B' })], 'target'))
    expect([e.code, e.field, e.message]).toEqual(['out-of-range', 'target.stackPosition', 'target: "B" and "A" share stack position 0.'])
    expect(errorOf<RulesInputError>(() => stackOrder([], 'defenders')).message).toBe('defenders: the hex has no unit.')
  })
})

describe('losses in a stack (5.4, 7.9)', () => {
  const top = u({ id: 't', name: 'Top', steps: 2 })
  const under = u({ id: 'n', name: 'Under', steps: 5, stackPosition: 1 })
  it('go to the top unit, which checks morale', () => {
    const a = allocateLosses([under, top], 1)
    expect(a.losses).toEqual([{ unit: 't', name: 'Top', steps: 1, eliminated: false }])
    expect([a.unapplied, a.moraleCheckBy?.id]).toEqual([0, 't'])
  })
  it('overflow to the next unit, which then checks morale', () => {
    const a = allocateLosses([top, under], 3)
    expect(a.losses).toEqual([{ unit: 't', name: 'Top', steps: 2, eliminated: true }, { unit: 'n', name: 'Under', steps: 1, eliminated: false }])
    expect(a.moraleCheckBy?.id).toBe('n')
  })
  it('a top unit eliminated exactly: the unit underneath checks (7.9)', () => {
    const a = allocateLosses([top, under], 2)
    expect(a.losses).toEqual([{ unit: 't', name: 'Top', steps: 2, eliminated: true }])
    expect(a.moraleCheckBy?.id).toBe('n')
  })
  it('more losses than steps: the rest is unapplied and nobody checks', () => {
    const a = allocateLosses([top], 3)
    expect([a.unapplied, a.moraleCheckBy]).toEqual([1, null])
  })
  it('ignored units take nothing; the first other unit takes and checks', () => {
    const a = allocateLosses([top, under], 2, (x) => x.id === 't')
    expect(a.losses).toEqual([{ unit: 'n', name: 'Under', steps: 2, eliminated: false }])
    expect(a.moraleCheckBy?.id).toBe('n')
  })
  it('no loss: the top unit is the one to check a * result', () => {
    expect(allocateLosses([top, under], 0)).toEqual({ losses: [], unapplied: 0, moraleCheckBy: top })
  })
  it('when every taker is gone, an ignored survivor checks', () => {
    const a = allocateLosses([top, under], 5, (x) => x.id === 't')
    expect(a.losses).toEqual([{ unit: 'n', name: 'Under', steps: 5, eliminated: true }])
    expect(a.moraleCheckBy?.id).toBe('t')
  })
  it('units already at 0 steps take nothing', () => {
    const a = allocateLosses([u({ id: 'z', steps: 0 }), u({ id: 'y', steps: 3, stackPosition: 1 })], 1)
    expect(a.losses.map((l) => l.unit)).toEqual(['y'])
    expect(a.moraleCheckBy?.id).toBe('y')
  })
})
