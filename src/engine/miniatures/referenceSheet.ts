import { check } from '../core'
import { mini } from './refs'

/** A fire-value cell as printed: a number, "NO" (may not fire after this move) or "-" (no fire at this range). */
export type FireCell = number | 'NO' | '-'
export type UnitKind = 'infantry' | 'cavalry' | 'artillery' | 'general' | 'garrison'

/** One printed row: the segments moved ("Mov. SEGM."), the "and" column, fire value at ranges 1–5. */
export interface MovementOption {
  readonly move: number | 'no'
  /** "and" = may move and fire; "" = the printed blank (move only); "-" as printed for the General and Garrison. */
  readonly and: 'and' | '' | '-'
  readonly fire: readonly [FireCell, FireCell, FireCell, FireCell, FireCell]
}

export interface MiniUnitType {
  readonly id: string
  /** In words, as the screens say it: the Unit column without its abbreviations ("Heavy Cavalry", not "Heavy Cavalry (H)"). */
  readonly name: string
  /** As printed in the Unit column, where it differs from `name` (the reference sheet shows it). */
  readonly printed?: string
  readonly kind: UnitKind
  /** "disor." column: disorder points at which the unit is removed. */
  readonly disorder: number
  readonly options: readonly MovementOption[]
}

const NO_FIRE_AFTER_2 = { move: 2, and: '', fire: ['NO', 'NO', '-', '-', '-'] } as const
const NO_FIRE_AFTER_1 = { move: 1, and: '', fire: ['-', '-', '-', '-', '-'] } as const
const foot = (id: string, name: string, close: number, medium: number): MiniUnitType => ({
  id, name, kind: 'infantry', disorder: 4,
  options: [{ move: 1, and: 'and', fire: [close, medium, '-', '-', '-'] }, NO_FIRE_AFTER_2],
})
const horse = (id: string, name: string, printed: string, close: number): MiniUnitType => ({
  id, name, printed, kind: 'cavalry', disorder: 3, options: [{ move: 3, and: 'and', fire: [close, '-', '-', '-', '-'] }],
})

// seed 003, Reference Sheet: Army Units (1.1) × Fire Value RANGE — every row, in printed order.
export const UNIT_TYPES: readonly MiniUnitType[] = [
  foot('old-guard', 'Old Guard', 12, 6),
  foot('elite-infantry', 'Elite Infantry', 11, 6),
  foot('english-infantry', 'English Infantry', 10, 5),
  foot('french-infantry', 'French Infantry', 9, 5),
  foot('regular-infantry', 'Regular Infantry', 8, 5),
  foot('infantry-militia', 'Infantry Militia', 7, 4),
  // (H), (M), (L): heavy, medium and light cavalry; the medium row is named for its dragoons and lancers.
  horse('heavy-cavalry', 'Heavy Cavalry', 'Heavy Cavalry (H)', 14),
  horse('dragons-lanciers', 'Medium Cavalry (dragoons, lancers)', 'Dragons/Lanciers (M)', 12),
  horse('light-cavalry', 'Light Cavalry', 'Light Cavalry (L)', 9),
  { id: 'heavy-artillery', name: 'Heavy Artillery', kind: 'artillery', disorder: 3,
    options: [{ move: 0, and: 'and', fire: [18, 10, 7, 4, 2] }, NO_FIRE_AFTER_1] },
  { id: 'medium-artillery', name: 'Medium Artillery', printed: 'medium Artillery', kind: 'artillery', disorder: 3,
    options: [{ move: 0, and: 'and', fire: [16, 9, 6, 3, '-'] }, NO_FIRE_AFTER_1] },
  { id: 'horse-artillery', name: 'Horse Artillery', kind: 'artillery', disorder: 3,
    options: [{ move: 0, and: 'and', fire: [14, 8, 4, '-', '-'] }, { move: 2, and: 'and', fire: [10, 6, 3, '-', '-'] }] },
  { id: 'general', name: 'General', kind: 'general', disorder: 1,
    options: [{ move: 3, and: '-', fire: ['-', '-', '-', '-', '-'] }] },
  { id: 'garrison', name: 'Garrison', kind: 'garrison', disorder: 1,
    options: [{ move: 'no', and: '-', fire: [4, '-', '-', '-', '-'] }] },
]
export const REFERENCE_SHEET_RULE = mini('Reference Sheet: Army Units (1.1), Fire Value RANGE')

export function unitType(id: unknown, field = 'unit type'): MiniUnitType {
  const found = UNIT_TYPES.find((u) => u.id === id)
  check(found !== undefined, 'unknown-value', field,
    `${field}: the reference sheet has no unit type "${String(id)}" (known: ${UNIT_TYPES.map((u) => u.id).join(', ')}).`)
  return found
}

/** The "does not move" row: the garrison's only row. */
// Stryker disable next-line ConditionalExpression: the only type with a 'no' row has no other row, so any row is it
const standing = (type: MiniUnitType) => type.options.find((o) => o.move === 'no')

/**
 * The printed row a unit fires from after moving `moved` segments: the first row whose "Mov. SEGM." is at
 * least the distance moved (a unit moving 0 or 1 segment uses the infantry "1 and" row). A partial segment
 * counts as a segment: "the unused distance is lost" (seed 003, 6.0 Movement).
 */
export function movementOption(type: MiniUnitType, moved: number): MovementOption {
  check(Number.isFinite(moved) && moved >= 0, 'out-of-range', 'moved', `moved must be 0 or more segments, got ${moved}.`)
  const segments = Math.ceil(moved)
  const row = type.options.find((o) => {
    // Stryker disable next-line ConditionalExpression: segments <= 'no' is false anyway; the test is for TypeScript
    if (o.move === 'no') return false
    return segments <= o.move
  }) ?? (segments === 0 ? standing(type) : undefined)
  const most = Math.max(0, ...type.options.map((o) => (o.move === 'no' ? 0 : o.move)))
  check(row !== undefined, 'out-of-range', 'moved',
    `${type.name} cannot move ${moved} segment${moved === 1 ? '' : 's'} (reference sheet: at most ${most}).`)
  return row
}
