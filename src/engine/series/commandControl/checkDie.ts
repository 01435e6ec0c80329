import { check, checkFace, D6, fromDie, map, ordered, type Calculator, type CalculatorResult, type RuleRef } from '../../core'

/**
 * The shape shared by the single-D6 checks of §17: succeed when the die is lower than or equal to a value
 * (obedience, initiative). `value` outside 0–6 is refused; 0 never succeeds and 6 always does, as a D6 reads.
 */
export function checkValue(v: number, field: string, what: string): number {
  check(Number.isInteger(v) && v >= 0 && v <= 6, 'out-of-range', field, `${what} must be a whole number from 0 to 6, got ${v}.`)
  return v
}

export type CheckOutcome = 'success' | 'failure'
export const CHECK_OUTCOMES: readonly CheckOutcome[] = ['success', 'failure']

/** Builds a "D6 ≤ value" calculator; `automatic` inputs succeed without a roll. */
export function dieUnderCalculator<I>(spec: {
  id: string; title: string; rule: RuleRef; example: I; die: string
  value: (i: I) => number
  automatic?: (i: I) => string | null
  effect: (i: I, outcome: CheckOutcome) => string
}): Calculator<I, CheckOutcome, CalculatorResult<CheckOutcome> & { readonly effect: string }> {
  const auto = (i: I) => spec.automatic?.(i) ?? null
  return {
    id: spec.id, title: spec.title, rule: spec.rule, example: spec.example,
    dice: (i) => (spec.value(i), auto(i) ? [] : [{ role: spec.die, die: D6 }]),
    resolve(i, faces) {
      const value = spec.value(i)
      const why = auto(i)
      if (why) return { outcome: 'success', effect: spec.effect(i, 'success'), working: [{ label: why, value: 'success', rule: spec.rule }, { label: 'Effect', value: spec.effect(i, 'success'), rule: spec.rule }] }
      const face = checkFace(D6, faces[0], spec.die)
      const outcome: CheckOutcome = face <= value ? 'success' : 'failure'
      // The die is the score, said as a number; the check against the value is said in words.
      return { outcome, score: face, effect: spec.effect(i, outcome), working: [
        { label: spec.die, value: face, rule: spec.rule, kind: 'base' },
        { label: `${spec.die} ${face} ${face <= value ? '≤' : '>'} ${value}`, value: outcome, rule: spec.rule },
        { label: 'Effect', value: spec.effect(i, outcome), rule: spec.rule }] }
    },
    distribution(i) {
      const value = spec.value(i)
      if (auto(i)) return { total: 1, outcomes: [{ value: 'success', count: 1 }] }
      return ordered(map(fromDie(D6), (f): CheckOutcome => (f <= value ? 'success' : 'failure')), CHECK_OUTCOMES)
    },
    outcomes: () => CHECK_OUTCOMES,
  }
}
