import { exactSegments, measure, RANGE_BAND_WORDS, type ExactSegments, type MiniaturesRulings, type RangeBand, type SegmentMeasure } from '@/engine/miniatures'
import type { TableUnit } from '@/engine/core'

/** A tape reading in the rules' terms: exact segments and half segments, the range band, contact, engagement. */
export interface TapeReading {
  readonly value: number
  readonly unit: TableUnit
  readonly measure: SegmentMeasure
  readonly exact: ExactSegments
  /** The range band (ruling 22: on a boundary, the shorter), null beyond 5 segments. */
  readonly band: RangeBand | null
  /**
   * 0 on the tape: base to base, what the rules call "adjacent" ("only if facing and adjacent", seed 003, 7.3;
   * "forced to retreat by an adjacent unit", 10.0 #6); ruling 22: contact is close range.
   */
  readonly contact: boolean
  /** "23 cm = 2⅞ segments · half long range (3) · not engaged". */
  readonly text: string
}

/**
 * The typed tape reading (comma or point) in segments, with the battle's ruling 22; null while the field is not a
 * number. A negative length throws the engine's RulesInputError (field 'distance').
 */
export function readTape(typed: string, unit: TableUnit, rulings: MiniaturesRulings = {}): TapeReading | null {
  const value = Number(typed.replace(',', '.'))
  if (typed.trim() === '' || !Number.isFinite(value)) return null
  const m = measure(value, unit, 'distance', rulings)
  const exact = exactSegments(value, unit)
  const contact = m.mm === 0
  const where = contact ? `${value} ${unit}: in contact (adjacent)` : exact.label
  const band = m.band === null ? `beyond ${RANGE_BAND_WORDS[5]}` : RANGE_BAND_WORDS[m.band]
  return { value, unit, measure: m, exact, band: m.band, contact, text: `${where} · ${band} · ${m.engaged ? 'engaged' : 'not engaged'}` }
}
