import { RulesInputError, type Calculator, type CalculatorResult, type NamedDie, type WorkingLine } from '@/engine/core'
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
/** "2–12" for counts; "−3…+3" once a sign is needed (an en dash beside a minus reads as a subtraction). */
const rangeOf = (a: number, b: number, signedEnds = false): string => {
  if (a === b) return signedEnds ? signed(a) : plain(a)
  if (a >= 0 && !signedEnds) return `${a}–${b}`
  return signedEnds ? `${signed(a)}…${signed(b)}` : `${plain(a)}…${plain(b)}`
}

/** True when no face moves the score (a fire value the dice then read on a table): the dice do not make it. */
const diceLeaveScore = (span: ScoreSpan): boolean => span.min === span.max

/** The dice to roll, counted and with their faces: "2 D6 (1–6 each)", "3 battle dice", "average die (2–5)". */
export function diceInWords(dice: readonly NamedDie[]): string {
  const groups = new Map<string, { die: NamedDie['die']; n: number }>()
  for (const { die } of dice) groups.set(die.id, { die, n: (groups.get(die.id)?.n ?? 0) + 1 })
  return [...groups.values()].map(({ die, n }) => {
    const name = n === 1 ? die.name : / die$/.test(die.name) ? `${n} ${die.name.slice(0, -4)} dice` : `${n} ${die.name}`
    const faces = die.faces.filter((f): f is number => typeof f === 'number')
    if (faces.length !== die.faces.length) return name
    return `${name} (${rangeOf(Math.min(...faces), Math.max(...faces))}${n > 1 ? ' each' : ''})`
  }).join(', ')
}

/**
 * The end of the pre-roll working, always with numbers: "= 3 + dice (2–12) → 5–15" when the lines add up
 * to the score; "roll 2 D6 (1–6 each) → 2–12" when the score is not their sum; "= 5, roll D6 (1–6)" when the
 * die is read against the score; "roll 3 battle dice" (after "= 8" when the lines are tagged and add up) when
 * the result has no score. Nothing when there is nothing to roll.
 */
export function sayPreRollTotal(span: ScoreSpan | null, dice: readonly NamedDie[] = [], preRoll: readonly WorkingLine[] = []): string | undefined {
  const roll = dice.length ? `roll ${diceInWords(dice)}` : 'roll the dice'
  if (!span) {
    if (!dice.length) return undefined
    const vouched = preRoll.some((l) => l.kind) && hasSum(preRoll) && !preRoll.some((l) => l.kind === 'total')
    return vouched ? `= ${plain(workingSum(preRoll))}, ${roll}` : roll
  }
  // A working that ends with its own total line ("= 2") is not said "= 2" twice.
  const last = preRoll[preRoll.length - 1]
  const said = (n: number) => (last?.kind === 'total' && last.value === n ? '' : `= ${plain(n)}`)
  const join = (...parts: string[]) => parts.filter(Boolean).join(', ')
  // The die is read against the score (a fire value, a rating): its sum when the lines make it, then the die.
  if (diceLeaveScore(span)) return span.fixed === span.min ? join(said(span.min), dice.length ? roll : '') || undefined : roll
  if (span.fixed === null) return `${roll} → ${rangeOf(span.min, span.max)}`
  return `${said(span.fixed)} + dice (${rangeOf(span.min - span.fixed, span.max - span.fixed, span.min - span.fixed < 0)}) → ${rangeOf(span.min, span.max)}`.trim()
}

/**
 * After the roll: "= 5 with the dice (5, 2)" for the app's dice, "= 5 with your dice (5, 2)" for the players'
 * own. Nothing when no dice were thrown (a result the players typed) or when the dice do not move the score
 * (`span`): a fire value of 5 read with a hits die of 6 is not "5 with the dice", and the working says the rest.
 */
export function sayRolledTotal(score: number | undefined, faces: readonly (number | string)[], span?: ScoreSpan | null, source: 'app' | 'physical' = 'app'): string | undefined {
  if (typeof score !== 'number' || !faces.length || (span && diceLeaveScore(span))) return undefined
  return `= ${plain(score)} with ${source === 'app' ? 'the' : 'your'} dice (${faces.join(', ')})`
}
