import { check } from '@/engine/core/errors'
import { roundForPeople, tableToYards } from '@/engine/core/distance'
import { rangeBand, RANGE_TABLE } from '@/engine/wargaming/tables/rangeModifiers'
import type { BattleSetup, Op } from '@/model/types'
import { measureOf, scaleText, UNIT_WORD, type RulerSection } from './rulerMeasure'
import { rulerSections } from './rulerSections'

/** The screen's names for the measure (RulerTab reads them here, beside the ruler). */
export { measureOf, scaleText, type Measure, type RulerLine, type RulerSection } from './rulerMeasure'

/** Every move, range and radius of the rules at this battle's scale. */
export function ruler(setup: BattleSetup): RulerSection[] {
  return rulerSections(measureOf(setup))
}

export interface Converted {
  readonly yards: number
  readonly text: string
  /** Each weapon's band and modifier at that range (RULES.md ruling 1 for band edges). */
  readonly bands: readonly { weapon: string; band: string | null; modifier: number | null }[]
}

/** A measured table distance → yards and range band: "23 cm = 345 yd at 15 mm". */
export function convertDistance(value: number, setup: BattleSetup): Converted {
  const m = measureOf(setup)
  const yards = tableToYards(value, m.unit, m.scale)
  const bands = RANGE_TABLE.map((r) => {
    const b = rangeBand(r.weapon, yards)
    return { weapon: r.weapon, band: b.band, modifier: b.inRange ? b.modifier : null }
  })
  return { yards, text: `${roundForPeople(value, 2)} ${UNIT_WORD[m.unit]} = ${roundForPeople(yards)} yd at ${scaleText(m)}`, bands }
}

/**
 * seed 004, Scaling Up or Down: "divide the distances by four" when a base stands for a battalion at
 * 25 mm, i.e. scaleFactor 4. An undoable setup change; 1 is the standard scale.
 */
export function scaleFactorDraft(setup: BattleSetup, scaleFactor: number): { kind: string; label: string; ops: Op[] } | null {
  check(Number.isFinite(scaleFactor) && scaleFactor > 0, 'out-of-range', 'scaleFactor', `scaleFactor must be a number above 0 (got ${scaleFactor}); 1 is the standard scale.`)
  if ((setup.scaleFactor ?? 1) === scaleFactor) return null
  const words = scaleFactor === 1 ? 'standard scale (1:30)' : `distances divided by ${roundForPeople(scaleFactor, 2)}`
  return { kind: 'setup.scale', label: `Scale: ${words}`, ops: [{ op: 'setup.patch', patch: { scaleFactor } }] }
}
