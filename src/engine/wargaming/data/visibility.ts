import { check } from '../../core'

/** Where the observer stands: the columns of the dead-ground table, as printed. */
export const OBSERVER_LEVELS = ['Level ground', '1 contour', '2 contours', '3 contours', '4 contours'] as const
export type ObserverLevel = (typeof OBSERVER_LEVELS)[number]

/** Yards of dead ground behind the obstruction, or 'X' = no visibility beyond it at all. */
export type DeadGroundCell = number | 'X'

export interface DeadGroundRow {
  readonly obstruction: string
  readonly cells: readonly DeadGroundCell[]
}

// seed 004, The Tables: Visibility — "Observer is on" (columns) × "Obstruction" (rows).
// "Value is distance visibility is obscured for (yards). X = no visibility beyond the obstruction at all."
// "Remember a tree or house is equivalent to one contour high."
export const DEAD_GROUND: readonly DeadGroundRow[] = [
  { obstruction: '1 contour', cells: ['X', 'X', 200, 150, 100] },
  { obstruction: '2 contours', cells: ['X', 'X', 'X', 150, 100] },
  { obstruction: '3 contours', cells: ['X', 'X', 'X', 'X', 100] },
  { obstruction: '4 contours', cells: ['X', 'X', 'X', 'X', 'X'] },
  { obstruction: 'Smoke', cells: ['X', 150, 75, 30, 10] },
  { obstruction: 'Infantry battalion', cells: [100, 50, 25, 0, 0] },
  { obstruction: 'Cavalry regiment', cells: [150, 75, 30, 10, 0] },
  { obstruction: 'Artillery battery', cells: [50, 25, 0, 0, 0] },
  { obstruction: 'Skirmishers', cells: [30, 0, 0, 0, 0] },
]

/** The dead ground behind `obstruction` for an observer on `observerOn`. */
export function deadGround(obstruction: string, observerOn: string): DeadGroundCell {
  const row = DEAD_GROUND.find((r) => r.obstruction === obstruction)
  check(
    row !== undefined,
    'unknown-value',
    'obstruction',
    `Unknown obstruction "${obstruction}": the table lists ${DEAD_GROUND.map((r) => r.obstruction).join(', ')}.`,
  )
  const col = (OBSERVER_LEVELS as readonly string[]).indexOf(observerOn)
  check(col >= 0, 'unknown-value', 'observerOn', `Unknown observer level "${observerOn}": choose ${OBSERVER_LEVELS.join(', ')}.`)
  // Stryker disable next-line StringLiteral: the column is checked above, so the fallback is never read (it only types the cell).
  return row.cells[col] ?? 'X'
}
