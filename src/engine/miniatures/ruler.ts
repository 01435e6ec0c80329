import { check, toMm, toSegments, type SegmentCount, type TableUnit } from '../core'
import { mini } from './refs'
import type { MiniaturesRulings } from './rulings'

// seed 003, 1.3 The Ruler: "40cm long divided in 5 segments of 8 cm each … two segments of 4 cm each".
export const SEGMENT_MM = 80
export const HALF_SEGMENT_MM = 40
export const RULER_SEGMENTS = 5
export const RULER_RULE = mini('1.3 The Ruler')

/** Range bands of the reference sheet: close 1, med. 2, 1/2 lun 3, long 4, max 5 (seed 003, Reference Sheet). */
export type RangeBand = 1 | 2 | 3 | 4 | 5
export const RANGE_BANDS: readonly RangeBand[] = [1, 2, 3, 4, 5]
export const RANGE_BAND_NAMES: Record<RangeBand, string> = {
  1: 'close 1', 2: 'med. 2', 3: '1/2 lun 3', 4: 'long 4', 5: 'max 5',
}

/**
 * The same bands in plain words for screens and working lines (the reference table keeps the printed header;
 * "1/2 lun" is the sheet's short "half long").
 */
export const RANGE_BAND_WORDS: Record<RangeBand, string> = {
  1: 'close range (1)', 2: 'medium range (2)', 3: 'half long range (3)', 4: 'long range (4)', 5: 'maximum range (5)',
}

export function checkBand(band: unknown, field = 'range'): RangeBand {
  check(RANGE_BANDS.includes(band as RangeBand), 'out-of-range', field,
    `${field} must be a range band 1–5 segments (close 1 … max 5), got ${String(band)}.`)
  return band as RangeBand
}

export interface SegmentMeasure {
  readonly mm: number
  readonly segments: SegmentCount
  /**
   * The range band: a target "within" n segments is in band n, so exactly 8 cm is close (1) and 8.01 cm is
   * medium (2); 0 (contact) is close (ruling 22; the 'longer' reading puts 8.0 cm in medium). Beyond 5 segments:
   * null, out of range (seed 003, 7.3 Combat Range).
   */
  readonly band: RangeBand | null
  /** "A unit is engaged when any part of it is within a 'segment' from an enemy unit" (seed 003, Engagement Range). */
  readonly engaged: boolean
  /** Within a half segment (4 cm): may enter a movement-blocking area (seed 003, 6.0 Movement). */
  readonly withinHalfSegment: boolean
}

/** seed 003, 1.3 and 7.3, with ruling 22 (segment boundaries) read from `rulings`; `exactSegments` says the length in segments. */
export function measure(value: number, unit: TableUnit, field = 'distance', rulings: MiniaturesRulings = {}): SegmentMeasure {
  const mm = toMm(value, unit, field)
  const segments = toSegments(mm, SEGMENT_MM)
  const ratio = Math.round((mm / SEGMENT_MM) * 1e9) / 1e9
  const longer = rulings.segmentBoundary === 'longer'
  const started = longer ? Math.floor(ratio) + 1 : Math.max(1, segments.started)
  const band = started <= RULER_SEGMENTS ? (started as RangeBand) : null
  const within = (limit: number) => (longer ? ratio < limit : ratio <= limit)
  return { mm, segments, band, engaged: within(1), withinHalfSegment: within(0.5) }
}
