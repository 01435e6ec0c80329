import { check, checkFace, D6, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type RuleRef, type WorkingLine } from '../core'
import { wl } from './refs'
import { waterlooRuling } from './rulings'
import { checkStepLosses } from './stepTrack'
import { checkRating, elanWorking, markerErChanges, modifiedElan, type ErChange } from './values'

export const ELAN_RULE = wl('A-2a Elan Tests')

/** An Elan Test: the ER printed on the side showing, the unit's Step Losses (for its marker), the battle's rulings. */
export interface ElanInput {
  readonly elanRating: number
  readonly stepLosses?: number
  readonly rulings?: Readonly<Record<string, unknown>>
}

/** How an Elan Test came out: a pass by two or more on the first die is 'confident' (F-4d). */
export type ElanGrade = 'confident' | 'pass' | 'fail'

/** The ER tested: printed, with the marker's −1 (ruling 15 for the clamp). Extra changes come from the caller. */
export function testedElan(input: ElanInput, extra: readonly ErChange[] = []): { er: number; working: WorkingLine[] } {
  checkRating(input.elanRating, 'elanRating', 1, 6)
  const changes = [...markerErChanges(checkStepLosses(input.stepLosses ?? 0)), ...extra]
  const er = modifiedElan(input.elanRating, changes, input.rulings)
  return { er, working: elanWorking(input.elanRating, changes, er) }
}

/** One D6; an ER 6 unit also names the re-roll, read only when the first die shows 6. */
export function elanDice(er: number): NamedDie[] {
  const first = { role: 'Elan die', die: D6 }
  return er === 6 ? [first, { role: 're-roll (only if the first die shows 6)', die: D6 }] : [first]
}

/**
 * seed 002, A-2a: pass on D6 ≤ ER. ER 6: a 6 re-rolls and the unit then fails on 4–6. Confident = passed by
 * two or more (F-4d); a pass on the re-roll is not Confident (ruling 14) unless the battle chose 'reroll 1'.
 */
export function gradeElan(er: number, faces: readonly (number | string)[], rulings?: Readonly<Record<string, unknown>>): { grade: ElanGrade; line: WorkingLine } {
  check(faces.length >= 1, 'out-of-range', 'faces', 'Roll one die for the Elan Test.')
  const first = checkFace(D6, faces[0], 'Elan die')
  if (er === 6 && first === 6) {
    check(faces.length === 2, 'out-of-range', 'faces', 'ER 6 and a 6: roll the die again (enter the re-roll).')
    const again = checkFace(D6, faces[1], 're-roll')
    const confident = again === 1 && waterlooRuling('reRollConfident', rulings) === 'reroll 1'
    const grade: ElanGrade = again >= 4 ? 'fail' : confident ? 'confident' : 'pass'
    return { grade, line: { label: `rolled 6, re-rolled ${again} (ER 6 fails on 4–6)`, value: grade, rule: ELAN_RULE } }
  }
  check(faces.length === 1 || er === 6, 'out-of-range', 'faces', 'Only an ER 6 unit that rolls a 6 rolls again.')
  const grade: ElanGrade = first > er ? 'fail' : first <= er - 2 ? 'confident' : 'pass'
  return { grade, line: { label: `rolled ${first} against ER ${er}`, value: grade, rule: ELAN_RULE } }
}

/** Exact counts of each grade: 6 faces, or 36 for ER 6 (the re-roll die is counted for every first face). */
export function elanGrades(er: number, rulings?: Readonly<Record<string, unknown>>): Distribution<ElanGrade> {
  const counts: Record<ElanGrade, number> = { confident: 0, pass: 0, fail: 0 }
  const faces = elanDice(er).length === 2 ? 36 : 6
  for (let i = 0; i < faces; i++) {
    const f = er === 6 ? [Math.floor(i / 6) + 1, (i % 6) + 1] : [i + 1]
    counts[gradeElan(er, f[0] === 6 ? f : [f[0]!], rulings).grade]++
  }
  return { total: faces, outcomes: (['confident', 'pass', 'fail'] as const).map((g) => ({ value: g, count: counts[g] })).filter((o) => o.count > 0) }
}

/**
 * An Elan Test calculator whose outcomes are named the way its rule names them. `names` maps each grade to the
 * outcome; grades with the same name merge (most tests do not care about Confident).
 */
export function elanCalculator<I extends ElanInput, O extends string>(spec: {
  id: string
  title: string
  rule: RuleRef
  example: I
  order: readonly O[]
  name: (grade: ElanGrade, input: I) => O
  extra?: (input: I) => ErChange[]
  note?: (outcome: O, input: I) => WorkingLine[]
  check?: (input: I) => void
}): Calculator<I, O> {
  const er = (input: I) => {
    spec.check?.(input)
    return testedElan(input, spec.extra?.(input) ?? [])
  }
  const dice = (input: I) => elanDice(er(input).er)
  return {
    id: spec.id,
    title: spec.title,
    rule: spec.rule,
    example: spec.example,
    dice,
    resolve(input, faces): CalculatorResult<O> {
      const t = er(input)
      const { grade, line } = gradeElan(t.er, faces, input.rulings)
      const outcome = spec.name(grade, input)
      return { outcome, score: t.er, working: [...t.working, line, ...(spec.note?.(outcome, input) ?? [])] }
    },
    distribution(input) {
      const d = elanGrades(er(input).er, input.rulings)
      const merged = new Map<O, number>()
      for (const o of d.outcomes) { const n = spec.name(o.value, input); merged.set(n, (merged.get(n) ?? 0) + o.count) }
      return { total: d.total, outcomes: spec.order.filter((o) => merged.has(o)).map((value) => ({ value, count: merged.get(value)! })) }
    },
    outcomes: () => spec.order,
  }
}

/** seed 002, A-2a Elan Tests: the plain test. */
export const elanTest = elanCalculator<ElanInput, 'pass' | 'fail'>({
  id: 'elan-test',
  title: 'Elan Test',
  rule: ELAN_RULE,
  example: { elanRating: 6 },
  order: ['pass', 'fail'],
  name: (g) => (g === 'fail' ? 'fail' : 'pass'),
})
