import { terrain, unitType, type CombatEffectsInput, type FireInput, type HitsTable, type MiniaturesRulings, type RangeBand } from '@/engine/miniatures'
import type { Unit } from '@/model/types'
import { miniState } from './unitState'

/** What the players set on the fire screen beyond the two units' own state and the tape. */
export interface FireChoices {
  moved: number
  onFlankOrRear: boolean
  firerTerrain: string
  targetTerrain: string
  retreatBlocked: boolean
}
export const NO_CHOICES: FireChoices = { moved: 0, onFlankOrRear: false, firerTerrain: 'open', targetTerrain: 'open', retreatBlocked: false }

/** Where the target is, from the tape (see `readTape`): its range band and whether the units are in contact. */
export interface FireRange {
  readonly band: RangeBand
  /** 0 on the tape: adjacent (cavalry attacks only so, 7.3; artillery converts a retreat only so, 10.0 #6 and ruling 25). */
  readonly contact: boolean
}

/** The fire input from both units' state (DP, attached general, square), the tape and the players' choices. */
export function fireInputFor(firer: Unit, target: Unit, at: FireRange, c: FireChoices, hitsTable?: HitsTable, rulings?: MiniaturesRulings): FireInput {
  const f = miniState(firer)
  const t = miniState(target)
  return {
    firer: f.type, moved: c.moved, range: at.band, disorderPoints: f.disorderPoints, generalAttached: f.generalAttached,
    adjacent: at.contact, firingFromSquare: f.inSquare, firerTerrain: c.firerTerrain,
    target: t.type, targetInSquare: t.inSquare, onFlankOrRear: c.onFlankOrRear, targetTerrain: c.targetTerrain,
    targetDisorderPoints: t.disorderPoints, targetGeneralAttached: t.generalAttached, retreatBlocked: c.retreatBlocked,
    ...(hitsTable ? { hitsTable } : {}), ...(rulings ? { rulings } : {}),
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
    ...(fire.rulings ? { rulings: fire.rulings } : {}),
  }
}

/** The typed distance as a number (0 = adjacent), or null while it is not one. */
export function specialDistance(text: string): number | null {
  const v = Number(text.replace(',', '.'))
  return text.trim() === '' || !Number.isFinite(v) || v < 0 ? null : v
}
