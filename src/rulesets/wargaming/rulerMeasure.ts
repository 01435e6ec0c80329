import type { RuleRef } from '@/engine/core/calculator'
import { check } from '@/engine/core/errors'
import { roundForPeople, yardsToTable, type GroundScale, type TableUnit } from '@/engine/core/distance'
import { groundScale } from '@/engine/wargaming/data/groundScale'
import type { BattleSetup } from '@/model/types'

/**
 * The ruler's measure and its lines: what both the ruler (ruler.ts) and its sections
 * (rulerSections.ts) read, kept apart so neither imports the other.
 */

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

export const UNIT_WORD: Record<TableUnit, string> = { mm: 'mm', cm: 'cm', in: 'in' }

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
