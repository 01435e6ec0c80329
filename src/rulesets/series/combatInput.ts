import type { CombinedBatteries, FireInput } from '@/engine/series/fireValue'
import type { FireKind } from '@/engine/series/firepower'
import type { FireTable } from '@/engine/series/fireTable'
import type { Direction } from '@/engine/series/units'
import type { BattleState, Unit } from '@/model/types'
import { ruling } from './battleRuling'
import { leadersWith, seriesUnitOf, stackOf } from './unitState'

/**
 * The calculators' inputs from the battle as it stands: printed values and steps from the units, the stack of
 * the target hex (5.0), the leader stacked with a unit (14.0), the army's morale level (12), the corps'
 * initiative penalty (17.7), the rulings the battle chose. What the players see on the map comes in `choices`.
 */

export interface FireChoices {
  kind: FireKind
  /** Hexes from each firer to the target, by firer id (1 = adjacent). */
  distances: Record<string, number>
  direction: Direction
  targetInTownOrCastle: boolean
  enteredResult: string
}

export function fireInputFor(state: BattleState, firers: readonly Unit[], target: Unit, c: FireChoices, table: FireTable | undefined): FireInput {
  return {
    kind: c.kind, direction: c.direction, targetInTownOrCastle: c.targetInTownOrCastle || undefined,
    firers: firers.map((u) => ({ unit: seriesUnitOf(u), distance: c.distances[u.id] ?? 1 })),
    target: stackOf(state, target).map((u) => seriesUnitOf(u, leadersWith(state, u)[0]?.id)),
    ...(table ? { fireTable: table } : c.enteredResult.trim() ? { enteredResult: c.enteredResult.trim() } : {}),
    rulings: { combinedBatteries: ruling(state, 'combinedBatteries') as CombinedBatteries },
  }
}


export * from './meleeChoices'
export * from './moraleChoices'
