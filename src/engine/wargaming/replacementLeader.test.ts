import { describe, expect, it } from 'vitest'
import { chance } from '../core'
import { countByResolve, countsOf } from '@/test-utils/calculatorChecks'
import { ratingChange, replacementLeaderCalculator as repl } from './replacementLeader'

describe('replacement leader (seed 004, Replacement Leaders; ruling 8)', () => {
  it('lowers on 1–2, raises on 6, and reverses both for command indecision', () => {
    // leadership 3, D6 1 → 2; morale 2, D6 6 → 3; command indecision 1, D6 2 → 2 (reversed)
    expect(repl.resolve(repl.example, [1, 6, 2]).outcome).toEqual({ leadership: 2, morale: 3, commandIndecision: 2 })
    expect(repl.resolve(repl.example, [4, 5, 6]).outcome).toEqual({ leadership: 3, morale: 2, commandIndecision: 0 })
  })

  it('keeps all three ratings within 0–6 by default; only leadership in the other reading', () => {
    const edge = { leadership: 6, morale: 0, commandIndecision: 0 }
    expect(repl.resolve(edge, [6, 1, 6]).outcome).toEqual({ leadership: 6, morale: 0, commandIndecision: 0 })
    expect(repl.resolve({ ...edge, clamp: 'leadership-only' }, [6, 1, 6]).outcome).toEqual({ leadership: 6, morale: -1, commandIndecision: -1 })
  })

  it('gives leadership 3 → 2 in 72 of 216, 3 in 108, 4 in 36', () => {
    const d = repl.distribution(repl.example)
    expect(d.total).toBe(216)
    expect(['2', '3', '4'].map((v) => chance(d, (r) => r.leadership === Number(v)).count)).toEqual([72, 108, 36])
    // command indecision 1: a 6 lowers it to 0 (36 of 216), 1–2 raise it to 2 (72)
    expect(chance(d, (r) => r.commandIndecision === 0).count).toBe(36)
    expect(chance(d, (r) => r.commandIndecision === 2).count).toBe(72)
  })

  it('agrees with resolve over all 216 rolls', () => {
    for (const input of [repl.example, { leadership: 0, morale: 6, commandIndecision: 6 }, { leadership: 0, morale: 6, commandIndecision: 6, clamp: 'leadership-only' as const }]) {
      const d = repl.distribution(input)
      expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(d.total)
      expect(countsOf(d)).toEqual(countByResolve(repl, input).counts)
      expect(repl.outcomes(input)).toEqual(d.outcomes.map((o) => o.value))
    }
  })

  it('each face by hand: 1 and 2 lower, 3–5 keep, 6 raises; command indecision the other way round', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => ratingChange('leadership', f))).toEqual([-1, -1, 0, 0, 0, 1])
    expect([1, 2, 3, 4, 5, 6].map((f) => ratingChange('morale', f))).toEqual([-1, -1, 0, 0, 0, 1])
    expect([1, 2, 3, 4, 5, 6].map((f) => ratingChange('commandIndecision', f)).map((v) => v + 0)).toEqual([1, 1, 0, 0, 0, -1])
  })

  it('full working lines, with the clamp said where it bites', () => {
    expect(repl.resolve(repl.example, [2, 6, 1]).working.map((l) => [l.label, l.value])).toEqual([
      ['leadership 3, D6 2 → 2', -1],
      ['morale 2, D6 6 → 3', 1],
      ['command indecision 1, D6 1 → 2', 1],
    ])
    const edge = { leadership: 0, morale: 6, commandIndecision: 6 }
    expect(repl.resolve(edge, [1, 6, 1]).working.map((l) => l.label)).toEqual([
      'leadership 0, D6 1 → 0 (kept within 0–6)',
      'morale 6, D6 6 → 6 (kept within 0–6)',
      'command indecision 6, D6 1 → 6 (kept within 0–6)',
    ])
    expect(repl.resolve({ ...edge, clamp: 'leadership-only' }, [1, 6, 1])).toMatchObject({
      outcome: { leadership: 0, morale: 7, commandIndecision: 7 },
      changes: { leadership: -1, morale: 1, commandIndecision: 1 },
    })
    expect(repl.resolve({ ...edge, clamp: 'all' }, [1, 6, 1]).outcome).toEqual({ leadership: 0, morale: 6, commandIndecision: 6 })
    expect(repl.resolve({ leadership: 6, morale: 3, commandIndecision: 3 }, [6, 3, 3]).working[0]?.label).toBe('leadership 6, D6 6 → 6 (kept within 0–6)')
    expect(repl.dice(repl.example).map((d) => d.role)).toEqual(['leadership D6', 'morale D6', 'command indecision D6'])
  })

  it('distribution by hand at the edges and in order: leadership 6, morale 0, indecision 0 clamped (ruling 8 "all")', () => {
    const d = repl.distribution({ leadership: 6, morale: 0, commandIndecision: 0 })
    // leadership: 5 on 1–2 (2 faces), 6 otherwise (4); morale: 0 on 1–5 (5), 1 on 6 (1); indecision: 1 on 1–2 (2), 0 otherwise (4)
    expect(d.outcomes.map((o) => [o.value.leadership, o.value.morale, o.value.commandIndecision, o.count])).toEqual([
      [5, 0, 0, 2 * 5 * 4],
      [5, 0, 1, 2 * 5 * 2],
      [5, 1, 0, 2 * 1 * 4],
      [5, 1, 1, 2 * 1 * 2],
      [6, 0, 0, 4 * 5 * 4],
      [6, 0, 1, 4 * 5 * 2],
      [6, 1, 0, 4 * 1 * 4],
      [6, 1, 1, 4 * 1 * 2],
    ])
    const loose = repl.distribution({ leadership: 6, morale: 0, commandIndecision: 0, clamp: 'leadership-only' })
    expect(chance(loose, (r) => r.morale === -1).count).toBe(2 * 36)
    expect(chance(loose, (r) => r.commandIndecision === -1).count).toBe(36)
  })

  it('refusals: every rating 0–6 and whole, the clamp one of two', () => {
    expect(() => repl.resolve({ ...repl.example, leadership: -1 }, [3, 3, 3])).toThrow('leadership must be a rating from 0 to 6, got -1.')
    expect(() => repl.distribution({ ...repl.example, commandIndecision: 2.5 })).toThrow('commandIndecision must be a rating from 0 to 6, got 2.5.')
    expect(() => repl.resolve({ ...repl.example, clamp: 'none' as 'all' }, [3, 3, 3])).toThrow('Unknown clamp "none" (all or leadership-only).')
    expect(() => repl.resolve(repl.example, [3, 3, 7])).toThrow(/command indecision D6: a D6 cannot show 7/)
  })

  it('rejects ratings outside 0–6 and faces a D6 cannot show', () => {
    expect(() => repl.resolve({ ...repl.example, morale: 7 }, [3, 3, 3])).toThrow(/morale must be a rating from 0 to 6/)
    expect(() => repl.resolve(repl.example, [0, 3, 3])).toThrow(/leadership D6: a D6 cannot show 0/)
  })
})
