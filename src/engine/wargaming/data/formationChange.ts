import { check } from '../../core'

export const FORMATIONS = ['Line', 'Column', 'Square', 'Road column'] as const
export type Formation = (typeof FORMATIONS)[number]

/** A cell as printed: a fraction of a phase, or "-" (no change). */
export type FormationChangeCell = '-' | '1/2' | '1/4'

// seed 004, Movement: Changes of formation and facing — rows: original formation,
// columns: new formation (Line, Column, Square, Road column); proportion of a phase.
export const FORMATION_CHANGE: Readonly<Record<Formation, readonly FormationChangeCell[]>> = {
  Line: ['-', '1/2', '1/2', '1/2'],
  Column: ['1/2', '-', '1/4', '1/4'],
  Square: ['1/2', '1/4', '-', '1/2'],
  'Road column': ['1/2', '1/4', '1/2', '-'],
}

// seed 004, Movement: note — "Conscripts take double the above times."
export const CONSCRIPT_TIME_MULTIPLIER = 2

// seed 004, Movement: note — "Troops may NOT change formation if they are 50 yards or closer to
// formed enemy units (excluding skirmishers)." All troops are unformed while changing formation.
export const NO_FORMATION_CHANGE_WITHIN_YARDS = 50

const VALUE: Record<Exclude<FormationChangeCell, '-'>, number> = { '1/2': 1 / 2, '1/4': 1 / 4 }

function checkFormation(f: string, field: string): asserts f is Formation {
  check(
    (FORMATIONS as readonly string[]).includes(f),
    'unknown-value',
    field,
    `Unknown formation "${f}": choose ${FORMATIONS.join(', ')}.`,
  )
}

/** The proportion of a phase a change of formation takes (doubled for conscripts). */
export function formationChangeTime(from: string, to: string, conscript = false): number {
  checkFormation(from, 'from')
  checkFormation(to, 'to')
  // Stryker disable next-line StringLiteral: both formations are checked above, so the fallback is never read (it only types the cell).
  const cell = FORMATION_CHANGE[from][FORMATIONS.indexOf(to)] ?? '-'
  check(cell !== '-', 'not-allowed-together', 'to', `${from} to ${to} is not a change of formation.`)
  return VALUE[cell] * (conscript ? CONSCRIPT_TIME_MULTIPLIER : 1)
}
