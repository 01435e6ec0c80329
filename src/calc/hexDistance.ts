import { fromMm, roundForPeople, toHexes, toMm, type TableUnit } from '@/engine/core/distance'

/** A tape reading turned into hexes, for a hex ruleset played with miniatures on a table. */
export interface HexReading {
  /** The reading in hexes, unrounded: what the tape says (2.4). */
  readonly exact: number
  /** The hexes the rules count: a started hex counts, a reading exactly on a hex's edge is the shorter (3 for 2.4, 2 for 2.0). */
  readonly hexes: number
}

/**
 * Converts a tape reading to hexes, one hex being `hexMm` of table. The edge case follows RULES.md
 * ruling 22 for 8 cm segments (seed 003 §2.1 makes a hex one segment): 8.0 cm is one hex, 8.1 cm is two.
 */
export function hexesFromTape(value: number, unit: TableUnit, hexMm: number): HexReading {
  const mm = toMm(value, unit)
  const count = toHexes(mm, hexMm)
  return { exact: mm / hexMm, hexes: count.started }
}

/** One hex's table length in the tape's unit, for the form and the distance field ("8 cm"). */
export function hexLengthText(hexMm: number, unit: TableUnit): string {
  return `${roundForPeople(fromMm(hexMm, unit), 2)} ${unit}`
}

/**
 * The most hexes a distance field takes unless the screen says less: not a rule but the size of a map
 * (the printed maps are a few dozen hexes across), so a typo is refused rather than logged.
 */
export const HEX_COUNT_MAX = 200

/** A tape reading's bounds in its unit: 0 to 10 m, longer than any table (not a rule: the table's size). */
export function tapeBounds(unit: TableUnit): { min: number; max: number } {
  return { min: 0, max: Math.round(fromMm(10_000, unit) * 10) / 10 }
}
