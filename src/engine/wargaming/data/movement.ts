import { check } from '../../core'

/** The formation columns of the Movement table, as printed. */
export const MOVEMENT_FORMATIONS = ['Line', 'Column / limbered', 'Road *', 'Manhandled', 'Skirmish (if allowed)'] as const
export type MovementFormation = 'line' | 'columnOrLimbered' | 'road' | 'manhandled' | 'skirmish'

/** One row of the Movement table, yards per move; null where the seed prints "-". */
export interface MovementRow {
  readonly troopType: string
  readonly line: number | null
  readonly columnOrLimbered: number | null
  readonly road: number | null
  readonly manhandled: number | null
  readonly skirmish: number | null
}

const row = (troopType: string, ...v: (number | null)[]): MovementRow => ({
  troopType,
  line: v[0] ?? null,
  columnOrLimbered: v[1] ?? null,
  road: v[2] ?? null,
  manhandled: v[3] ?? null,
  skirmish: v[4] ?? null,
})

// seed 004, The Tables: Movement (yards). Columns: Line, Column / limbered, Road *, Manhandled, Skirmish (if allowed).
// RULES.md ruling 12: the Leaders row has values only under Road and Skirmish, kept as printed.
export const MOVEMENT: readonly MovementRow[] = [
  row('Carts', null, 160, 280, null, null),
  row('Infantry', 240, 320, 400, null, 320),
  row('Medium and Heavy Cavalry', 400, 440, 480, null, null),
  row('Light Cavalry', 480, 520, 560, null, 520),
  row('Foot Artillery', null, 160, 280, 30, null),
  row('Horse Artillery', null, 320, 380, 40, null),
  row('Leaders', null, null, 560, null, 520),
]

// seed 004, Movement: the note under the table.
export const ROAD_NOTE = 'Troops must be in column of route formation and on a road to move at road speed.'

export function findMovement(troopType: string): MovementRow {
  const found = MOVEMENT.find((r) => r.troopType === troopType)
  check(
    found !== undefined,
    'unknown-value',
    'troopType',
    `The Movement table has no row "${troopType}"; it lists: ${MOVEMENT.map((r) => r.troopType).join(', ')}.`,
  )
  return found
}

/** Yards per move, or null where the table prints "-" (that troop type cannot move so). */
export function movementRate(troopType: string, formation: MovementFormation): number | null {
  return findMovement(troopType)[formation]
}
