import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { RANKS_RULE, ranksModifier, targetRanks } from './ranks'

describe('target ranks within penetration (seed 004, Firing note 1 and 3; ruling 3)', () => {
  it('counts 2 ranks per infantry base, 1 per cavalry base, none for artillery', () => {
    expect(targetRanks({ kind: 'infantry', basesWithinPenetration: 3 })).toBe(6)
    expect(targetRanks({ kind: 'cavalry', basesWithinPenetration: 3 })).toBe(3)
    expect(targetRanks({ kind: 'artillery', basesWithinPenetration: 4 })).toBe(0)
    expect(targetRanks({ ranks: 5 })).toBe(5)
  })

  it('gives +1 per whole 3 ranks, rounded down by default', () => {
    expect([0, 2, 3, 5, 6, 8, 9].map((r) => ranksModifier(r))).toEqual([0, 0, 1, 1, 2, 2, 3])
    // an infantry line one base deep (2 ranks) gets nothing; a column two bases deep (4 ranks) +1
    expect(ranksModifier(targetRanks({ kind: 'infantry', basesWithinPenetration: 1 }))).toBe(0)
    expect(ranksModifier(targetRanks({ kind: 'infantry', basesWithinPenetration: 2 }))).toBe(1)
  })

  it('offers the other reading, rounding to the nearest 3', () => {
    expect([1, 2, 4, 5].map((r) => ranksModifier(r, 'nearest'))).toEqual([0, 1, 1, 2])
  })

  it('refusals in full; 0 bases and 0 ranks are allowed', () => {
    expect(targetRanks({ kind: 'cavalry', basesWithinPenetration: 0 })).toBe(0)
    expect(targetRanks({ ranks: 0 })).toBe(0)
    expect(() => targetRanks({ ranks: -1 })).toThrow('ranks must be a whole number of 0 or more, got -1.')
    expect(() => targetRanks({ kind: 'infantry', basesWithinPenetration: 0.5 })).toThrow('basesWithinPenetration must be a whole number of 0 or more, got 0.5.')
    expect(() => targetRanks({ kind: 'dragon' as 'infantry', basesWithinPenetration: 1 })).toThrow('Unknown target kind "dragon" (infantry, cavalry or artillery).')
    expect([7, 8].map((r) => ranksModifier(r, 'nearest'))).toEqual([2, 3])
    expect([7, 8].map((r) => ranksModifier(r, 'down'))).toEqual([2, 2])
    expect([7, 8].map((r) => ranksModifier(r))).toEqual([2, 2])
    const codeAndField = (f: () => unknown) => { const e = errorOf<RulesInputError>(f); return [e.code, e.field] }
    expect(codeAndField(() => targetRanks({ ranks: -1 }))).toEqual(['out-of-range', 'ranks'])
    expect(codeAndField(() => targetRanks({ kind: 'dragon' as 'infantry', basesWithinPenetration: 1 }))).toEqual(['unknown-value', 'kind'])
    expect(codeAndField(() => targetRanks({ kind: 'infantry', basesWithinPenetration: -1 }))).toEqual(['out-of-range', 'basesWithinPenetration'])
    expect(RANKS_RULE).toEqual({ seed: '004', section: 'Firing: Modifiers, note 3 and note 1' })
  })

  it('rejects unknown kinds and negative counts, naming the field', () => {
    expect(() => targetRanks({ kind: 'dragon' as 'infantry', basesWithinPenetration: 1 })).toThrow(/Unknown target kind "dragon"/)
    expect(() => targetRanks({ kind: 'infantry', basesWithinPenetration: -1 })).toThrow(/basesWithinPenetration must be/)
    expect(() => targetRanks({ ranks: 1.5 })).toThrow(/ranks must be/)
  })
})
