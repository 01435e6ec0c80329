import { check } from './errors'

/** The units a player's tape measure reads. */
export type TableUnit = 'mm' | 'cm' | 'in'
export const TABLE_UNITS: readonly TableUnit[] = ['mm', 'cm', 'in']

const MM_PER: Record<TableUnit, number> = { mm: 1, cm: 10, in: 25.4 }

function checkLength(value: number, field: string) {
  check(Number.isFinite(value), 'out-of-range', field, `${field} must be a number, got ${value}.`)
  check(value >= 0, 'out-of-range', field, `${field} cannot be negative (got ${value}).`)
}

export function toMm(value: number, unit: TableUnit, field = 'distance'): number {
  checkLength(value, field)
  check(unit in MM_PER, 'unknown-value', 'unit', `Unknown table unit "${unit}" (mm, cm or in).`)
  return value * MM_PER[unit]
}

export function fromMm(mm: number, unit: TableUnit): number {
  return mm / MM_PER[unit]
}

/**
 * A ground scale: how many of the rules' yards one table millimetre stands for.
 * Built by a ruleset from its own scale table (seed 004, Ground Scale).
 */
export interface GroundScale {
  readonly yardsPerMm: number
}

export function mmToYards(mm: number, scale: GroundScale): number {
  checkLength(mm, 'distance')
  return mm * scale.yardsPerMm
}

export function yardsToMm(yards: number, scale: GroundScale): number {
  checkLength(yards, 'yards')
  return yards / scale.yardsPerMm
}

/** Table distance → yards, e.g. 23 cm at 1.5 yd/mm → 345 yd. */
export function tableToYards(value: number, unit: TableUnit, scale: GroundScale): number {
  return mmToYards(toMm(value, unit), scale)
}

/** Yards → table distance in the battle's unit. */
export function yardsToTable(yards: number, unit: TableUnit, scale: GroundScale): number {
  return fromMm(yardsToMm(yards, scale), unit)
}

/** A measured length split into whole segments plus the rest (seed 003 §1.3: 8 cm segments). */
export interface SegmentCount {
  readonly whole: number
  readonly restMm: number
  /** Segments "or fraction": a started segment counts (RULES.md ruling for special-action dice). */
  readonly started: number
}

export function toSegments(mm: number, segmentMm: number): SegmentCount {
  checkLength(mm, 'distance')
  check(segmentMm > 0, 'out-of-range', 'segment', 'A segment must be longer than 0 mm.')
  // Round to 1e-9 mm so 24 cm typed as 240 mm is exactly 3 segments, not 2.9999.
  const ratio = Math.round((mm / segmentMm) * 1e9) / 1e9
  const whole = Math.floor(ratio)
  return { whole, restMm: Math.max(0, mm - whole * segmentMm), started: Math.ceil(ratio) }
}

/** Hexes on a table, when a hex stands for a fixed table length (seed 003 §2.1: 1 hex ≈ 8 cm). */
export function toHexes(mm: number, hexMm: number): SegmentCount {
  return toSegments(mm, hexMm)
}

/** A number rounded for people: at most one decimal, no trailing ".0". */
export function roundForPeople(x: number, decimals = 1): string {
  const f = 10 ** decimals
  return String(Math.round(x * f) / f)
}
