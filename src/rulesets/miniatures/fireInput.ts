import { measure, type CombatEffectsInput, type FireInput, type HitsTable, type RangeBand, type SegmentMeasure } from '@/engine/miniatures'
import { terrain, unitType } from '@/engine/miniatures'
import type { TableUnit } from '@/engine/core'
import type { Unit } from '@/model/types'
import { miniState } from './unitState'

/** What the players set on the fire screen beyond the two units' own state. */
export interface FireChoices {
  moved: number
  /** Base to base ("in contact"); cavalry always is. */
  adjacent: boolean
  onFlankOrRear: boolean
  firerTerrain: string
  targetTerrain: string
  retreatBlocked: boolean
}
export const NO_CHOICES: FireChoices = { moved: 0, adjacent: false, onFlankOrRear: false, firerTerrain: 'open', targetTerrain: 'open', retreatBlocked: false }

/** "23 cm = 2 segments + 7 cm, range 3, not engaged" (seed 003, 1.3 The Ruler, 7.3 Combat Range, Engagement Range). */
export function measureText(m: SegmentMeasure): string {
  return `${m.label}, ${m.band === null ? 'out of range' : `range ${m.band}`}, ${m.engaged ? 'engaged' : 'not engaged'}`
}

export function measureTyped(text: string, unit: TableUnit): SegmentMeasure | null {
  const v = Number(text.replace(',', '.'))
  if (text.trim() === '' || !Number.isFinite(v)) return null
  return measure(v, unit)
}

/** The fire input from both units' state (DP, attached general, square) and the players' choices. */
export function fireInputFor(firer: Unit, target: Unit, band: RangeBand, c: FireChoices, hitsTable?: HitsTable): FireInput {
  const f = miniState(firer)
  const t = miniState(target)
  return {
    firer: f.type, moved: c.moved, range: band, disorderPoints: f.disorderPoints, generalAttached: f.generalAttached,
    adjacent: c.adjacent || unitType(f.type).kind === 'cavalry', firingFromSquare: f.inSquare, firerTerrain: c.firerTerrain,
    target: t.type, targetInSquare: t.inSquare, onFlankOrRear: c.onFlankOrRear, targetTerrain: c.targetTerrain,
    targetDisorderPoints: t.disorderPoints, targetGeneralAttached: t.generalAttached, retreatBlocked: c.retreatBlocked,
    ...(hitsTable ? { hitsTable } : {}),
  }
}

/** The combat effects input when the players read the hits from their own rule book. */
export function effectsInputFor(fire: FireInput, hits: number): CombatEffectsInput {
  const firerKind = unitType(fire.firer).kind
  return {
    hits, target: fire.target, disorderPoints: fire.targetDisorderPoints ?? 0,
    generalAttached: fire.targetGeneralAttached ?? false, inSquare: fire.targetInSquare ?? false,
    inBuiltUpArea: terrain(fire.targetTerrain).builtUp, retreatBlocked: fire.retreatBlocked ?? false,
    cause: { kind: firerKind === 'general' ? 'infantry' : firerKind, adjacent: fire.adjacent ?? firerKind === 'cavalry', range: fire.range },
  }
}

/** The typed distance as a number (0 = adjacent), or null while it is not one. */
export function specialDistance(text: string): number | null {
  const v = Number(text.replace(',', '.'))
  return text.trim() === '' || !Number.isFinite(v) || v < 0 ? null : v
}
