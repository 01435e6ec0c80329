import { check, roundForPeople, tableToYards, type TableUnit } from '@/engine/core'
import { groundScale } from '@/engine/wargaming/data/groundScale'
import { rangeBand } from '@/engine/wargaming/tables/rangeModifiers'
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
