import { describe, expect, it } from 'vitest'
import { countOf, errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core/errors'
import { OTHER_MODIFIER_RULE, otherModifierLines } from '../core/otherModifier'
import { control } from './control'
import { fireCalculator } from './fire'
import { morale } from './morale'

const other = (value: number, reason = 'umpire: fog') => ({ value, reason })

describe('"other ±N" on the wargaming calculators that have a score', () => {
  it('fire: the example (score 5 with dice 3 − 3) becomes 7 with other +2, one more working line, and the odds move', () => {
    const plain = fireCalculator.resolve(fireCalculator.example, [3, 3])
    const r = fireCalculator.resolve({ ...fireCalculator.example, otherModifier: other(2) }, [3, 3])
    expect(r.score).toBe((plain.score ?? 0) + 2)
    expect(r.working).toContainEqual({ label: 'other: umpire: fog', value: 2, rule: OTHER_MODIFIER_RULE })
    expect(fireCalculator.distribution({ ...fireCalculator.example, otherModifier: other(2) })).not.toEqual(fireCalculator.distribution(fireCalculator.example))
  })

  it('fire: other 0 changes nothing', () => {
    expect(fireCalculator.resolve({ ...fireCalculator.example, otherModifier: other(0) }, [3, 3])).toEqual(fireCalculator.resolve(fireCalculator.example, [3, 3]))
  })

  it('morale: −3 lowers the score by 3 and is listed with its reason', () => {
    const plain = morale.resolve(morale.example, [3, 3])
    const r = morale.resolve({ ...morale.example, otherModifier: other(-3, 'house rule: rain') }, [3, 3])
    expect(r.score).toBe(plain.score - 3)
    expect(r.working.at(-1)).toEqual({ label: 'other: house rule: rain', value: -3, rule: OTHER_MODIFIER_RULE })
  })

  it('control: +1 raises the score by 1; the distribution still counts 6 faces', () => {
    const plain = control.resolve(control.example, [3])
    const r = control.resolve({ ...control.example, otherModifier: other(1) }, [3])
    expect(r.score).toBe(plain.score + 1)
    const d = control.distribution({ ...control.example, otherModifier: other(1) })
    expect(control.outcomes(control.example).reduce((n, o) => n + countOf(d, o), 0)).toBe(6)
  })

  it('refuses a fraction, and says "no reason given" for an empty reason', () => {
    expect(errorOf<RulesInputError>(() => fireCalculator.resolve({ ...fireCalculator.example, otherModifier: other(1.5) }, [3, 3])).field).toBe('otherModifier.value')
    expect(otherModifierLines(other(-1, '  '))[0]!.label).toBe('other: no reason given')
    expect(otherModifierLines(null)).toEqual([])
  })
})
