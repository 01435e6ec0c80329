import type { TableUnit } from '../core'
import { movementOption, unitType, type MiniUnitType } from './referenceSheet'
import { mini } from './refs'
import { measure, RANGE_BAND_WORDS, RANGE_BANDS, type RangeBand, type SegmentMeasure } from './ruler'
import type { MiniaturesRulings } from './rulings'
import { terrain } from './terrain'

export const COMBAT_RANGE_RULE = mini('7.3 Combat Range')

/** The farthest band with a printed fire value in the row for `moved` segments; null when it cannot fire. */
export function maxRangeBand(type: MiniUnitType, moved = 0): RangeBand | null {
  const fire = movementOption(type, moved).fire
  const last = RANGE_BANDS.filter((b) => typeof fire[b - 1] === 'number')
  return last.length ? last[last.length - 1]! : null
}

export interface RangeBandInput {
  /** The firing unit's reference-sheet type id. */
  readonly firer: string
  /** Tape distance to the target's nearest point; 0 = in contact. */
  readonly distance: number
  readonly unit: TableUnit
  readonly moved?: number
  readonly firingFromSquare?: boolean
  readonly firerTerrain?: string
  readonly rulings?: MiniaturesRulings
}
export interface RangeBandReading {
  readonly measure: SegmentMeasure
  /** The band the distance falls in (ruling 22), whatever the unit. */
  readonly band: RangeBand | null
  /** The farthest band this unit may fire at here. */
  readonly maxBand: RangeBand | null
  readonly inRange: boolean
  /** In plain words: "French Infantry: medium range (2) — in range (up to medium range (2))". */
  readonly reason: string
}

/**
 * seed 003, 7.3 Combat Range: infantry 2 segments, horse artillery 3, medium 4, heavy 5 (the reference sheet's
 * last fire value), "Unit in built up areas or in square can fire only at short range", "Cavalry: only adjacent"
 * (in contact; ruling 22: contact is close range).
 */
export function rangeBandFor(input: RangeBandInput): RangeBandReading {
  const type = unitType(input.firer, 'firer')
  const m = measure(input.distance, input.unit, 'distance', input.rulings)
  const printed = maxRangeBand(type, input.moved ?? 0)
  const shortOnly = input.firingFromSquare === true || terrain(input.firerTerrain, 'firerTerrain').builtUp
  const maxBand = printed !== null && shortOnly ? 1 : printed
  const contactOnly = type.kind === 'cavalry'
  const inRange = m.band !== null && m.band <= (maxBand ?? 0) && (!contactOnly || m.mm === 0)
  const where = m.band === null ? `beyond ${RANGE_BAND_WORDS[5]}` : RANGE_BAND_WORDS[m.band]
  const limit = maxBand === null ? 'no fire value'
    : contactOnly ? 'only adjacent (in contact)'
      : shortOnly ? 'short range only (built-up area or square)' : `up to ${RANGE_BAND_WORDS[maxBand]}`
  return { measure: m, band: m.band, maxBand, inRange, reason: `${type.name}: ${where} — ${inRange ? 'in range' : 'out of range'} (${limit})` }
}
