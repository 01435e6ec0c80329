import { fromMm, type TableUnit } from '@/engine/core'
import { SEGMENT_MM } from '@/engine/miniatures/ruler'

/** A number field's bounds (NumberField's `min`, `max`, `integer`). */
export interface FieldBounds {
  readonly min: number
  readonly max: number
  readonly integer?: boolean
}

/** The farthest range on the reference sheet: "max 5 HEXES", five 8 cm segments (seed 003, Reference Sheet; 2.1). */
export const LONGEST_RANGE_SEGMENTS = 5

/**
 * The tape readings the Fire tab takes: 0 (in contact) up to the longest range, five segments (40 cm), in the
 * battle's unit, rounded up to a tenth. Nothing fires farther and a charge's special-action dice are counted
 * within a cavalry move (3 segments), so a longer reading is a slip, not a distance the rules use.
 */
export function tapeBounds(unit: TableUnit): FieldBounds {
  return { min: 0, max: Math.ceil(fromMm(LONGEST_RANGE_SEGMENTS * SEGMENT_MM, unit) * 10) / 10 }
}

/**
 * Hits the players read from their own table (the texts have none; seed 003, 9.1 reads "3 or + hits" as one
 * column): 0 up to 20, the form's bound, not a rule.
 */
export const HITS: FieldBounds = { min: 0, max: 20, integer: true }

/** Units an order card orders (printed on the card, not in the texts): 0 up to the side's units on the table. */
export const cardOrders = (unitsOnTable: number): FieldBounds => ({ min: 0, max: unitsOnTable, integer: true })
