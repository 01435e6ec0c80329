import { RulesInputError, type Calculator, type CalculatorResult, type WorkingLine } from '@/engine/core'
import { signed } from './formatWorking'
import { hasSum, workingSum } from './workingSum'

/** Face combinations enumerated at most; beyond this only each die's lowest and highest face are tried. */
const MAX_COMBOS = 4096

/** The score the dice can give, and (when the working adds up) the fixed part and the dice's share. */
export interface ScoreSpan {
  /** The sum of the pre-roll working, when every line is a number and the working adds up to the score. */
  readonly fixed: number | null
  readonly min: number
  readonly max: number
}

function combos(faceSets: readonly (readonly (number | string)[])[]): (number | string)[][] {
  return faceSets.reduce<(number | string)[][]>((acc, faces) => acc.flatMap((c) => faces.map((f) => [...c, f])), [[]])
}

function extremes(faces: readonly (number | string)[]): (number | string)[] {
  if (!faces.every((f) => typeof f === 'number')) return [faces[0]!, faces[faces.length - 1]!]
  const n = faces as readonly number[]
  return [...new Set([Math.min(...n), Math.max(...n)])]
}

/** The sum on screen: the base and modifier lines (counts, thresholds, totals, "removed" say, they do not add). */
const total = workingSum

/**
 * The exact range of the score over every face the dice can show (every combination up to 4096 of them,
 * which covers every calculator the app has; else each die's extremes, exact for a score that rises or
 * falls with each die). `fixed` is the pre-roll sum only when, for every combination, the working's number
 * lines add up to the score (a "×½" or a table lookup breaks that): otherwise "= N" would not be the arithmetic.
 * Null when a result has no score or a face is refused.
 */
export function scoreSpan<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I, preRoll: readonly WorkingLine[]): ScoreSpan | null {
  const dice = calc.dice(input)
  if (!dice.length) return null
  const sets = dice.map((d) => [...new Set(d.die.faces)])
  const all = sets.reduce((n, s) => n * s.length, 1) <= MAX_COMBOS
  let [min, max] = [Infinity, -Infinity]
  let adds = hasSum(preRoll)
  try {
    for (const faces of combos(all ? sets : sets.map(extremes))) {
      const r = calc.resolve(input, faces)
      if (typeof r.score !== 'number') return null
      ;[min, max] = [Math.min(min, r.score), Math.max(max, r.score)]
      adds &&= total(r.working) === r.score
    }
  } catch (e) {
    if (e instanceof RulesInputError) return null
    throw e
  }
  return { fixed: adds ? total(preRoll) : null, min, max }
}

/** A number as the umpire says a total: "2", "−1". */
const plain = (n: number): string => (n < 0 ? `−${Math.abs(n)}` : String(n))
const rangeOf = (a: number, b: number, say: (n: number) => string) => (a === b ? say(a) : `${say(a)}…${say(b)}`)

/** True when no face moves the score (a fire value the dice then read on a table): the dice do not make it. */
const diceLeaveScore = (span: ScoreSpan): boolean => span.min === span.max

/**
 * "= 2, + dice −3…+3 → score −1…5", or "+ dice → score −1…5" when the working does not simply add up;
 * just "= 5" when the dice do not move the score (they are read against it instead).
 */
export function sayPreRollTotal(span: ScoreSpan | null): string | undefined {
  if (!span) return undefined
  if (diceLeaveScore(span)) return span.fixed === span.min ? `= ${plain(span.min)}` : undefined
  const score = `score ${rangeOf(span.min, span.max, plain)}`
  if (span.fixed === null) return `+ dice → ${score}`
  return `= ${plain(span.fixed)}, + dice ${rangeOf(span.min - span.fixed, span.max - span.fixed, (n) => String(signed(n)))} → ${score}`
}

/**
 * After the roll: "= 5 with the dice (5, 2)". Nothing when the dice do not move the score (`span`): a
 * fire value of 5 read with a hits die of 6 is not "5 with the dice", and the working's lines say the rest.
 */
export function sayRolledTotal(score: number | undefined, faces: readonly (number | string)[], span?: ScoreSpan | null): string | undefined {
  if (typeof score !== 'number' || (span && diceLeaveScore(span))) return undefined
  return `= ${plain(score)} with the dice${faces.length ? ` (${faces.join(', ')})` : ''}`
}
