import type { RuleRef } from '@/engine/core/calculator'
import { check } from '@/engine/core/errors'
import { roundForPeople, tableToYards, yardsToTable, type GroundScale, type TableUnit } from '@/engine/core/distance'
import { groundScale } from '@/engine/wargaming/data/groundScale'
import { rangeBand, RANGE_TABLE } from '@/engine/wargaming/tables/rangeModifiers'
import type { BattleSetup, Op } from '@/model/types'
import { rulerSections } from './rulerSections'

/** The battle's measuring: table unit, figure scale and "scaling up or down" factor (seed 004, Scale). */
export interface Measure {
  readonly unit: TableUnit
  readonly figureScale: number
  readonly scaleFactor: number
  readonly scale: GroundScale
}

export function measureOf(setup: Pick<BattleSetup, 'tableUnit' | 'figureScale' | 'scaleFactor'>): Measure {
  check(setup.figureScale !== undefined, 'missing-table', 'figureScale', 'figureScale: this battle has no figure scale; set 5, 15 or 25 mm in the battle settings.')
  const scaleFactor = setup.scaleFactor ?? 1
  return { unit: setup.tableUnit ?? 'cm', figureScale: setup.figureScale, scaleFactor, scale: groundScale(setup.figureScale, scaleFactor) }
}

const UNIT_WORD: Record<TableUnit, string> = { mm: 'mm', cm: 'cm', in: 'in' }

/** "16.0 cm": one decimal for cm and inches, whole millimetres. */
export function tableText(yards: number, m: Measure): string {
  const v = yardsToTable(yards, m.unit, m.scale)
  return `${m.unit === 'mm' ? Math.round(v) : v.toFixed(1)} ${UNIT_WORD[m.unit]}`
}

export function scaleText(m: Measure): string {
  return `${m.figureScale} mm${m.scaleFactor !== 1 ? `, scale ÷${roundForPeople(m.scaleFactor, 2)}` : ''}`
}

export interface RulerLine {
  readonly label: string
  readonly yards: number
  /** The same distance in the battle's table unit. */
  readonly table: string
  /** "Infantry, line: 240 yd = 16.0 cm at 15 mm". */
  readonly text: string
}

export interface RulerSection {
  readonly title: string
  readonly rule: RuleRef
  readonly lines: readonly RulerLine[]
}

export function rulerLine(label: string, yards: number, m: Measure): RulerLine {
  const table = tableText(yards, m)
  return { label, yards, table, text: `${label}: ${roundForPeople(yards)} yd = ${table} at ${scaleText(m)}` }
}

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
