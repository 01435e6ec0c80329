import { check } from './errors'

/**
 * A die: every face equally likely. Faces may repeat (the average die shows 3 and 4 twice)
 * and may be pictures (the boardgame's battle dice), so a face is a number or a string.
 */
export interface Die<F extends number | string = number | string> {
  readonly id: string
  readonly name: string
  readonly faces: readonly F[]
}

function numbered(id: string, name: string, sides: number): Die<number> {
  return { id, name, faces: Array.from({ length: sides }, (_, i) => i + 1) }
}

export const D4 = numbered('d4', 'D4', 4)
export const D6 = numbered('d6', 'D6', 6)
export const D8 = numbered('d8', 'D8', 8)
export const D20 = numbered('d20', 'D20', 20)
/** A D10 reads 1–10 here; the "0" face of a real D10 is entered as 10. */
export const D10 = numbered('d10', 'D10', 10)
/** seed 004, Scale and Equipment: "average dice" — faces 2, 3, 3, 4, 4, 5. */
export const AVERAGE_DIE: Die<number> = { id: 'average', name: 'average die', faces: [2, 3, 3, 4, 4, 5] }
/** Percentile: two D10 read as tens and units, "00" = 100 (seed 004, Leader Casualties). */
export const PERCENTILE = numbered('d100', 'percentile (2 D10)', 100)

/** A die with faces of the caller's choosing: picture dice, flag dice, custom dice. */
export function customDie<F extends number | string>(id: string, name: string, faces: readonly F[]): Die<F> {
  check(faces.length > 0, 'out-of-range', 'faces', `Die "${name}" needs at least one face.`)
  return { id, name, faces }
}

/** Throws a RulesInputError unless `face` is one the die can show. */
export function checkFace<F extends number | string>(die: Die<F>, face: unknown, field = die.name): F {
  check(
    (die.faces as readonly unknown[]).includes(face),
    'bad-face',
    field,
    `${field}: a ${die.name} cannot show ${JSON.stringify(face)} (faces: ${[...new Set(die.faces)].join(', ')}).`,
  )
  return face as F
}

/** Percentile dice as rolled: tens die 0–9 and units die 0–9; "00" reads 100. */
export function percentileFromD10s(tens: number, units: number): number {
  check(Number.isInteger(tens) && tens >= 0 && tens <= 9, 'bad-face', 'tens', `Tens die must be 0–9, got ${tens}.`)
  check(Number.isInteger(units) && units >= 0 && units <= 9, 'bad-face', 'units', `Units die must be 0–9, got ${units}.`)
  const value = tens * 10 + units
  return value === 0 ? 100 : value
}
