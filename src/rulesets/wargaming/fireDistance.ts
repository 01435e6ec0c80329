import { check, roundForPeople, tableToYards, yardsToTable, type TableUnit } from '@/engine/core'
import { groundScale } from '@/engine/wargaming/data/groundScale'
import { LONGEST_RANGE_YARDS, rangeBand } from '@/engine/wargaming/tables/rangeModifiers'
import type { BattleSetup } from '@/model/types'

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

/** "23 cm = 345 yd at 15 mm, band 300.1 - 500" for a tape reading in the battle's table unit. */
export function distanceReadout(value: number, setup: BattleSetup, weapon?: string): { yards: number; text: string } {
  check(setup.figureScale !== undefined, 'out-of-range', 'figureScale', 'This battle has no figure scale: set it in the battle settings.')
  const unit: TableUnit = setup.tableUnit ?? 'cm'
  const yards = tableToYards(value, unit, groundScale(setup.figureScale, setup.scaleFactor ?? 1))
  let text = `${roundForPeople(value)} ${unit} = ${roundForPeople(yards)} yd at ${setup.figureScale} mm`
  if (weapon) {
    const r = rangeBand(weapon, yards)
    text += r.inRange ? `, band ${r.band} (${signed(r.modifier)})` : r.band ? `, band ${r.band}: out of range` : ': out of range'
  }
  return { yards, text }
}

/**
 * The tape readings the fire screen takes: 0 up to the longest range in the range table (seed 004, Firing:
 * Modifiers, Range: 1300 yd) in the battle's unit and scale, rounded up to a tenth. No weapon reaches farther,
 * so a longer reading is a slip of the thumb, not a shot. Null when the battle has no figure scale.
 */
export function fireDistanceBounds(setup: BattleSetup): { min: number; max: number; hint: string } | null {
  if (setup.figureScale === undefined) return null
  const unit: TableUnit = setup.tableUnit ?? 'cm'
  const max = Math.ceil(yardsToTable(LONGEST_RANGE_YARDS, unit, groundScale(setup.figureScale, setup.scaleFactor ?? 1)) * 10) / 10
  return { min: 0, max, hint: `up to ${max} ${unit}: ${LONGEST_RANGE_YARDS} yd, the longest range in the tables` }
}
