import { check, type ReferenceTable, type RuleRef } from '../../core'

export const RANGE_RULE: RuleRef = { seed: '004', section: 'Firing: Modifiers, Range' }

/** seed 004, Firing: Range — the yard bands as printed (column headings). */
export const RANGE_BANDS = [
  '0 - 50', '50.1 - 100', '100.1 - 150', '150.1 - 200', '200.1 - 300',
  '300.1 - 500', '500.1 - 700', '700.1 - 900', '900.1 - 1100', '1100.1 - 1300',
] as const
export type RangeBand = (typeof RANGE_BANDS)[number]
/** Upper limit of each band in yards (RULES.md ruling 1: a band includes its printed upper limit). */
export const RANGE_BAND_LIMITS: readonly number[] = [50, 100, 150, 200, 300, 500, 700, 900, 1100, 1300]
/** The longest range in the range table (its last column, 1100.1 - 1300): no weapon reaches farther. */
export const LONGEST_RANGE_YARDS = RANGE_BAND_LIMITS[RANGE_BAND_LIMITS.length - 1]!

export type RangeCell = number | '-'
export interface WeaponRow {
  readonly weapon: string
  readonly smallArms: boolean
  readonly ranges: readonly RangeCell[]
  /** Penetration in yards (note 3: measured from the closest point of the target). */
  readonly penetration: number
}

// seed 004, Firing: Modifiers, Range — copied exactly as printed ('-' = out of range).
export const RANGE_TABLE: readonly WeaponRow[] = [
  { weapon: 'Musket', smallArms: true, ranges: [1, 0, -2, -4, '-', '-', '-', '-', '-', '-'], penetration: 50 },
  { weapon: 'Rifle', smallArms: true, ranges: [0, -1, -2, -3, -5, '-', '-', '-', '-', '-'], penetration: 50 },
  { weapon: 'Carbine', smallArms: true, ranges: [0, -2, -3, '-', '-', '-', '-', '-', '-', '-'], penetration: 50 },
  { weapon: '3/4 pdr', smallArms: false, ranges: [-1, -2, -3, -4, -5, -6, -7, -8, '-', '-'], penetration: 150 },
  { weapon: '6/7 pdr', smallArms: false, ranges: [0, -1, -2, -3, -4, -5, -6, -7, '-', '-'], penetration: 175 },
  { weapon: '8/9 pdr', smallArms: false, ranges: [1, 0, -1, -2, -3, -4, -5, -6, -7, '-'], penetration: 200 },
  { weapon: '12 pdr', smallArms: false, ranges: [3, 1, 0, -1, -2, -3, -4, -5, -6, -7], penetration: 250 },
  { weapon: '5.5" howitzer', smallArms: false, ranges: [0, -1, -2, -3, -4, -5, -6, -7, '-', '-'], penetration: 50 },
  { weapon: '6/7" howitzer', smallArms: false, ranges: [1, 0, -2, -3, -4, -5, -6, -7, -8, '-'], penetration: 70 },
  { weapon: '8" howitzer', smallArms: false, ranges: [2, 1, 0, -1, -2, -3, -4, -5, -6, -7], penetration: 100 },
]

export const WEAPONS: readonly string[] = RANGE_TABLE.map((r) => r.weapon)

export function weaponRow(weapon: string, field = 'weapon'): WeaponRow {
  const row = RANGE_TABLE.find((r) => r.weapon === weapon)
  check(row !== undefined, 'unknown-value', field, `Unknown weapon "${weapon}" (the range table lists ${WEAPONS.join(', ')}).`)
  return row
}

export type RangeLookup =
  | { readonly inRange: true; readonly band: RangeBand; readonly modifier: number }
  | { readonly inRange: false; readonly band: RangeBand | null; readonly reason: string }

/** RULES.md ruling 1: 50 yd is in "0 - 50", 50.05 yd in "50.1 - 100"; past 1300 yd or on '-' → out of range. */
export function rangeBand(weapon: string, yards: number): RangeLookup {
  const row = weaponRow(weapon)
  check(Number.isFinite(yards), 'out-of-range', 'distanceYards', `distanceYards must be a number, got ${yards}.`)
  check(yards >= 0, 'out-of-range', 'distanceYards', `distanceYards cannot be negative (got ${yards}).`)
  const i = RANGE_BAND_LIMITS.findIndex((limit) => yards <= limit)
  if (i < 0) return { inRange: false, band: null, reason: `${yards} yd is beyond the last column (1300 yd)` }
  const band = RANGE_BANDS[i]!
  const cell = row.ranges[i]!
  if (cell === '-') return { inRange: false, band, reason: `${weapon} cannot reach ${band} yd ('-' in the range table)` }
  return { inRange: true, band, modifier: cell }
}

/** seed 004, Effect of Weather: "Penetration distances are halved after one turn of rain or snow." */
export function penetrationYards(weapon: string, afterOneTurnOfRainOrSnow = false): number {
  const p = weaponRow(weapon).penetration
  return afterOneTurnOfRainOrSnow ? p / 2 : p
}

export const RANGE_REFERENCE: ReferenceTable = {
  id: 'wargaming.range',
  title: 'Range (centre of firing unit to nearest point of target)',
  rule: RANGE_RULE,
  columns: ['Weapon', ...RANGE_BANDS, 'Penetration*'],
  rows: RANGE_TABLE.map((r) => [r.weapon, ...r.ranges, r.penetration]),
  notes: [
    '*Penetration is measured from the closest point of target and is used to determine the number of ranks of the target.',
    'Ruling 1: a band runs from just above the previous limit up to and including its printed limit.',
  ],
}
