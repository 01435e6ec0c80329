import { check, toMm, type TableUnit } from '../core'
import { mini } from './refs'

// seed 003, 2.1 The Gaming Table: "180 x 120 cm … divided in three equal sections … each 60 cm width".
export const TABLE_WIDTH_CM = 180
export const TABLE_DEPTH_CM = 120
export const SECTOR_WIDTH_CM = 60
export const TABLE_RULE = mini('2.1 The Gaming Table')

/** As seen from the edge the position is measured from. */
export type Sector = 'left' | 'centre' | 'right'
export const SECTORS: readonly Sector[] = ['left', 'centre', 'right']

/**
 * Which sector a position across the table's 180 cm width falls in. A position exactly on one of
 * the two lines (60 or 120 cm) is counted in the centre: the text does not say; the lines bound the centre.
 */
export function sectorOf(across: number, unit: TableUnit = 'cm'): Sector {
  const cm = toMm(across, unit, 'position') / 10
  check(cm <= TABLE_WIDTH_CM, 'out-of-range', 'position',
    `position ${across} ${unit} is off the ${TABLE_WIDTH_CM} cm table.`)
  if (cm < SECTOR_WIDTH_CM) return 'left'
  if (cm <= 2 * SECTOR_WIDTH_CM) return 'centre'
  return 'right'
}
