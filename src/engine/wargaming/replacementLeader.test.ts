import { describe, expect, it } from 'vitest'
import { chance } from '../core'
import { countByResolve, countsOf } from '@/test-utils/calculatorChecks'
import { replacementLeaderCalculator as repl } from './replacementLeader'

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

  it('rejects ratings outside 0–6 and faces a D6 cannot show', () => {
    expect(() => repl.resolve({ ...repl.example, morale: 7 }, [3, 3, 3])).toThrow(/morale must be a rating from 0 to 6/)
    expect(() => repl.resolve(repl.example, [0, 3, 3])).toThrow(/leadership D6: a D6 cannot show 0/)
  })
})
