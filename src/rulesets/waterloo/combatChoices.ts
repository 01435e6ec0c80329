import type { BombardmentInput } from '@/engine/waterloo/bombardment'
import type { CloseCombatInput } from '@/engine/waterloo/closeCombatPlan'
import type { Elevation, Terrain } from '@/engine/waterloo/terrain'
import { combatSide, type UnitNow } from './combatInput'

/** What the players say about a Bombardment (seed 002, F-2) that the units' state cannot know. */
export interface BombardChoices {
  hexes: number | null
  firerElevation: Elevation
  targetElevation: Elevation
  targetTerrain: Terrain
  adjacentToEnemyCavalry: boolean
  desultoryFire: boolean
  /** F-2e Combined Fire: the second firer's range in hexes. */
  secondHexes: number | null
  secondElevation: Elevation
}
export const NO_BOMBARD: BombardChoices = {
  hexes: null, firerElevation: 'Flat', targetElevation: 'Flat', targetTerrain: 'Clear', adjacentToEnemyCavalry: false, desultoryFire: false,
  secondHexes: null, secondElevation: 'Flat',
}

/** The calculator's input from the units now and the choices, or null while a value or the range is missing. */
export function bombardInput(firer: UnitNow, target: UnitNow, c: BombardChoices, second?: UnitNow | null): BombardmentInput | null {
  if (firer.artilleryFactor === null || target.type === null || c.hexes === null) return null
  if (second && (second.artilleryFactor === null || c.secondHexes === null)) return null
  const base = {
    firer: { artilleryFactor: firer.artilleryFactor, stepLosses: firer.stepLosses, heavyArtillery: firer.heavyArtillery, hexes: c.hexes, elevation: c.firerElevation, type: firer.type,
      ...(c.desultoryFire ? { desultoryFire: true } : {}) },
    target: { type: target.type, terrain: c.targetTerrain, elevation: c.targetElevation, detachment: target.detachment,
      ...(c.adjacentToEnemyCavalry ? { adjacentToEnemyCavalry: true } : {}) },
  }
  return second && second.artilleryFactor !== null && c.secondHexes !== null
    ? { ...base, combinedWith: { artilleryFactor: second.artilleryFactor, stepLosses: second.stepLosses, heavyArtillery: second.heavyArtillery, hexes: c.secondHexes, elevation: c.secondElevation } }
    : base
}

/** What the players say about a Close Combat (seed 002, F-4). */
export interface CloseChoices {
  confident: boolean
  enfilade: number
  defenderElevation: Elevation
  attackerFromElevation: Elevation
  defenderTerrain: Terrain
  riverCrossed: boolean
  formSquare: 'passed' | 'failed' | null
  defenderStacked: boolean
}
export const NO_CLOSE: CloseChoices = {
  confident: false, enfilade: 0, defenderElevation: 'Flat', attackerFromElevation: 'Flat', defenderTerrain: 'Clear', riverCrossed: false, formSquare: null, defenderStacked: false,
}

export function closeInput(attacker: UnitNow, defender: UnitNow, c: CloseChoices, rulings: Readonly<Record<string, unknown>>): CloseCombatInput | null {
  const a = combatSide(attacker)
  const d = combatSide(defender)
  if (!a || !d) return null
  return {
    attacker: a, defender: d, confident: c.confident, enfilade: c.enfilade, defenderElevation: c.defenderElevation, attackerFromElevation: c.attackerFromElevation,
    defenderTerrain: c.defenderTerrain, riverCrossed: c.riverCrossed, defenderStacked: c.defenderStacked, rulings: { ...rulings },
    ...(c.formSquare ? { formSquare: c.formSquare } : {}),
  }
}
