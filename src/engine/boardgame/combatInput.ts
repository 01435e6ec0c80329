import { check } from '../core'
import type { BoardgameRulings } from './rulings'
import { terrainData, type Terrain } from './terrain'
import { unitType, type UnitType, type UnitTypeData } from './units'

export interface Firer {
  readonly type: UnitType
  /** Counter + chips left: caps infantry hits (7.31). */
  readonly elements: number
  readonly generalAttached?: boolean
  /** Leadership card this round: an attached general gives 2 dice instead of 1. */
  readonly leadership?: boolean
  /** Infantry firing in square (9.4 #5). */
  readonly inSquare?: boolean
  /** The firer's hex: hill (artillery range +1), stream or marsh (−1 die), buildings (no cavalry fire). Default open. */
  readonly terrain?: Terrain
  /** Moved into woods or buildings this round: may not fire (8.1, 8.4). */
  readonly enteredWoodsOrBuildings?: boolean
}

export interface Target {
  /** A unit type, or a general alone in his hex (9.5). */
  readonly type: UnitType | 'lone-general'
  /** Counter + chips left (a lone general: ignored, he is one piece). */
  readonly elements?: number
  readonly inSquare?: boolean
  readonly terrain?: Terrain
}

export interface CombatInput {
  readonly firer: Firer
  readonly target: Target
  /** Hexes to the target: 1 = adjacent. */
  readonly range: number
  /** Firing on the target's flank or rear (advanced rule: facing, 6.22). */
  readonly flankOrRear?: boolean
  readonly rulings?: BoardgameRulings
}

export interface CheckedCombat {
  readonly firer: UnitTypeData
  /** Null for a lone general. */
  readonly target: UnitTypeData | null
  readonly firerTerrain: Terrain
  readonly targetTerrain: Terrain
  readonly targetElements: number
}

const whole = (n: unknown, max: number, field: string) =>
  check(Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max, 'out-of-range', field,
    `${field}: elements left are counted 1–${max} (counter + chips), got ${String(n).slice(0, 100)}.`)

function terrainOf(t: Terrain | undefined, field: string): Terrain {
  const v = t ?? 'open'
  check(terrainData(v) !== undefined, 'unknown-value', field, `${field}: "${String(v).slice(0, 100)}" is not a terrain of 8.0.`)
  return v
}

/** Every refusal of 6.1, 7.31, 8.x and 9.4 #9–10 before any dice are counted. */
export function checkCombat(input: CombatInput): CheckedCombat {
  const firer = unitType(input.firer.type, 'firer.type')
  const lone = input.target.type === 'lone-general'
  const target = lone ? null : unitType(input.target.type as UnitType, 'target.type')
  const firerTerrain = terrainOf(input.firer.terrain, 'firer.terrain')
  const targetTerrain = terrainOf(input.target.terrain, 'target.terrain')
  whole(input.firer.elements, firer.elements, 'firer.elements')
  if (target) whole(input.target.elements, target.elements, 'target.elements')
  const squareGround = (t: Terrain) => t === 'open' || t === 'hill' || t === 'road'
  for (const [side, data, inSquare, ground] of [['firer', firer, input.firer.inSquare, firerTerrain], ['target', target, input.target.inSquare, targetTerrain]] as const) {
    if (!inSquare) continue
    check(data?.arm === 'infantry', 'not-allowed-together', `${side}.inSquare`, `${side}: only infantry forms square (6.1).`)
    check(squareGround(ground), 'not-allowed-together', `${side}.inSquare`, `${side}: square only on clear or hill terrain (6.1), not ${ground}.`)
  }
  check(firerTerrain !== 'rough' && targetTerrain !== 'rough', 'not-allowed-together', 'terrain', 'Rough terrain: combat not allowed (8.8).')
  check(!input.firer.enteredWoodsOrBuildings, 'not-allowed-together', 'firer.enteredWoodsOrBuildings',
    'A unit cannot fire in the round it moves into woods or a building (8.1, 8.4).')
  const building = targetTerrain === 'buildings' || targetTerrain === 'fortified-buildings'
  if (firer.arm === 'cavalry') {
    check(!building, 'not-allowed-together', 'target.terrain', 'Cavalry can’t attack a unit inside a building (8.4).')
    check(firerTerrain !== 'buildings' && firerTerrain !== 'fortified-buildings', 'not-allowed-together', 'firer.terrain',
      'Cavalry may enter a building but may not fire from it (8.4).')
  }
  if (firer.arm === 'artillery') {
    check(firerTerrain !== 'stream' && firerTerrain !== 'marsh', 'not-allowed-together', 'firer.terrain',
      'Artillery in a stream or marsh hex can NOT fire at all (8.5).')
  }
  if (firer.arm === 'infantry') {
    check(!building || input.range === 1, 'out-of-range', 'range', 'Infantry can fire on a building ONLY from an adjacent hex (8.4).')
    check(target?.arm !== 'artillery' || input.range <= 2, 'out-of-range', 'range',
      'Infantry firing on artillery: may only fire from 2 hexes or less (9.4 #10).')
  }
  if (input.flankOrRear) {
    check(!input.target.inSquare, 'not-allowed-together', 'flankOrRear', 'A square has no flank or rear (ruling 30): count it as firing on a square.')
    check(target?.arm !== 'skirmisher', 'not-allowed-together', 'flankOrRear', 'Skirmishers do not have facing or flanks (6.1).')
  }
  return { firer, target, firerTerrain, targetTerrain, targetElements: target ? input.target.elements! : 1 }
}
