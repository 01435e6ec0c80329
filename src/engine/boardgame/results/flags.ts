import { kindOf } from '../sequence'

/** What the target's flags come to once its hits are off (seed 000, 9.2: "Then move any units that have to retreat"). */
export type FlagsOutcome =
  | { readonly does: 'none' }
  | { readonly does: 'ignore'; readonly why: string }
  | { readonly does: 'losses'; readonly lost: number; readonly why: string }
  | { readonly does: 'retreat'; readonly why: string }

export interface FlagsFacts {
  readonly type: string
  readonly flags: number
  readonly elements: number
  readonly inSquare: boolean
  readonly generalAttached: boolean
  readonly inBuildings: boolean
  readonly firerAdjacent: boolean
  /** Ruling 30: 9.4 #11 (artillery) before 9.4 #8 (square, buildings, general). */
  readonly artilleryFirst: boolean
}

const n = (k: number) => `${k} flag${k === 1 ? '' : 's'}`

/**
 * seed 000, 10.0 F "The units in square, in buildings, or with an attached general ignore retreat results" (9.4 #8,
 * 7.32.6); 6.1 "Garrisons … ignore any retreat results"; 9.4 #11 "Retreat results suffered by artillery are taken as
 * losses if inflicted by an adjacent unit. If the firing unit is not adjacent artillery ignores retreat results";
 * 7.32.8 "A lone general in a hex must retreat if he suffers any flags". Everything else retreats, one hex a flag.
 */
export function flagsOutcome(f: FlagsFacts): FlagsOutcome {
  if (f.flags === 0) return { does: 'none' }
  const kind = kindOf(f.type)
  if (kind === 'garrison') return { does: 'ignore', why: `garrison ignores ${n(f.flags)} (seed 000, 6.1 Garrisons)` }
  const artillery = kind === 'artillery'
  const losses = { does: 'losses' as const, lost: Math.min(f.flags, f.elements), why: `artillery fired on by an adjacent unit: ${n(f.flags)} taken as losses (seed 000, 9.4 #11)` }
  if (artillery && f.firerAdjacent && f.artilleryFirst) return losses
  if (kind !== 'general' && (f.inSquare || f.inBuildings || f.generalAttached)) {
    const why = f.generalAttached ? 'with an attached general' : f.inSquare ? 'in square' : 'in buildings'
    return { does: 'ignore', why: `${why}: ignores ${n(f.flags)} (seed 000, 10.0 F, 9.4 #8)` }
  }
  if (artillery) return f.firerAdjacent ? losses : { does: 'ignore', why: `artillery fired on from afar: ignores ${n(f.flags)} (seed 000, 9.4 #11)` }
  return { does: 'retreat', why: `${n(f.flags)}: one hex back for each (seed 000, 10.0 Retreat)` }
}
