import { forbid } from '../../core/errors'
import { movementAllowance } from '../elanTests'
import type { Elevation, Terrain } from '../terrain'
import type { CavalryWeight, UnitType } from '../units'
import { forcedMarchStep } from './owedSteps'
import type { ResultUnit, WlOwed } from './types'

/** One hex entered, with what the text reads of it (F-1c–F-1i). */
export interface PathHex {
  readonly terrain: Terrain
  readonly elevation: Elevation
  /** Entered along a connected Road from the hex before (F-1g). */
  readonly road: boolean
  /** Entered across a River hexside (F-1f). */
  readonly river: boolean
  /** Adjacent to an enemy unit (F-1d). */
  readonly enemyAdjacent: boolean
}

export interface ManeuverInput {
  readonly unitType: UnitType
  readonly cavalryWeight?: CavalryWeight | null
  readonly from: Elevation
  readonly path: readonly PathHex[]
  /** The player increases the allowance by one hex (F-1b). */
  readonly forcedMarch: boolean
  /** Napoleon's Pas de Charge: one more hex (F-2 Bombardment Example). */
  readonly pasDeCharge?: boolean
  /** The unit's army and the hex it ends in, for the Prussian Zone Restriction (F-1i). */
  readonly army?: 'French' | 'Anglo-Allied' | 'Prussian'
  readonly endHex?: string | null
  /** A Prussian unit has entered the map (I). */
  readonly prussiansOnMap?: boolean
}

export interface ManeuverResult {
  readonly allowance: number
  readonly counted: number
  readonly owed: readonly WlOwed[]
}

const F1 = (x: string) => `seed 002, F-1${x}`

/**
 * seed 002, F-1 Maneuver: the hexes of the path counted against the allowance. Flat to Ridge counts two and cannot be
 * the last hex of the allowance (F-1e); Woods and Buildings stop the move, and so does a hex next to the enemy
 * (F-1c, F-1d); no River hexside except along a Road (F-1f); a Road negates all but the Enemy Threat (F-1g). A
 * Forced March owes its Elan Test (F-1b). Every refusal quotes the rule.
 */
export function maneuver(input: ManeuverInput, u: ResultUnit): ManeuverResult {
  const allowance = movementAllowance(input.unitType, input.cavalryWeight) + (input.pasDeCharge ? 1 : 0) + (input.forcedMarch ? 1 : 0)
  let counted = 0
  let from = input.from
  input.path.forEach((h, i) => {
    const last = i === input.path.length - 1
    forbid(!h.river || h.road, 'river', F1('f'), 'A unit may not cross a River hexside, except along a Road.')
    const cost = !h.road && from === 'Flat' && h.elevation === 'Ridge' ? 2 : 1
    forbid(cost === 1 || allowance - counted >= 2, 'elevation', F1('e'), 'If a unit has only one hex remaining in its Movement Allowance, it can\'t move onto the Ridge hex.')
    counted += cost
    forbid(counted <= allowance, 'path', F1('a'), `Units are moved … up to their maximum allowance (${allowance} hexes here).`)
    forbid(last || !h.enemyAdjacent, 'enemyAdjacent', F1('d'), 'A unit must stop moving when it enters a hex adjacent to an enemy unit.')
    forbid(last || h.road || h.terrain === 'Clear', 'terrain', F1('c'), 'A unit must stop moving when it enters a Woods, Buildings, or Walled Buildings hex, except when following along a Road.')
    from = h.elevation
  })
  const zone = /^(19|20)\d\d$/.test(input.endHex ?? '')
  forbid(!(input.army === 'French' && zone && input.prussiansOnMap !== true), 'endHex', F1('i'),
    'French units (only) may not voluntarily end their movement in any 19xx or 20xx numbered hex until the first Prussian unit enters the map.')
  const base = allowance - (input.forcedMarch ? 1 : 0)
  return { allowance, counted, owed: input.forcedMarch && counted > base ? [forcedMarchStep(u)] : [] }
}
