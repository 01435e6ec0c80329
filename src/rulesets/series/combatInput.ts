import { RulesInputError } from '@/engine/core'
import type { CombinedBatteries, FireInput, FireValueModifier } from '@/engine/series/fireValue'
import { firerValue, type FireKind, type Firer } from '@/engine/series/firepower'
import type { FireTable } from '@/engine/series/fireTable'
import type { Direction } from '@/engine/series/units'
import type { BattleState, Unit } from '@/model/types'
import { ruling } from './battleRuling'
import { isRouted, usesRout } from './unitRout'
import { combatState, leadersWith, seriesUnitOf, stackOf } from './unitState'
import { withVoltigeurs, type VoltigeurFireChoices } from './voltigeurs'

/**
 * The calculators' inputs from the battle as it stands: printed values and steps from the units, the stack of
 * the target hex (5.0), the leader stacked with a unit (14.0), the army's morale level (12), the corps'
 * initiative penalty (17.7), the rulings the battle chose. What the players see on the map comes in `choices`.
 */

export interface FireChoices extends VoltigeurFireChoices {
  kind: FireKind
  /** Hexes from each firer to the target, by firer id (1 = adjacent). */
  distances: Record<string, number>
  direction: Direction
  targetInTownOrCastle: boolean
  enteredResult: string
}

export function fireInputFor(state: BattleState, firers: readonly Unit[], target: Unit, c: FireChoices, table: FireTable | undefined): FireInput {
  const list: Firer[] = firers.map((u) => ({ unit: seriesUnitOf(u), distance: c.distances[u.id] ?? 1 }))
  const top = stackOf(state, target)[0]
  const routed = routedFireModifiers(state, firers, list, c.kind, top !== undefined && combatState(top).type === 'cavalry')
  return withVoltigeurs(state, c, {
    kind: c.kind, direction: c.direction, targetInTownOrCastle: c.targetInTownOrCastle || undefined,
    firers: list,
    target: stackOf(state, target).map((u) => seriesUnitOf(u, leadersWith(state, u)[0]?.id)),
    ...(routed.length ? { fireValueModifiers: routed } : {}),
    // A result the players typed is used as typed, table or not (the screen offers the field where the table cannot answer).
    ...(c.enteredResult.trim() ? { enteredResult: c.enteredResult.trim() } : table ? { fireTable: table } : {}),
    rulings: { combinedBatteries: ruling(state, 'combinedBatteries') as CombinedBatteries },
  })
}

/**
 * 16.5 "Its fire value is 0": each routed firer's own part is taken back off the combined value through the
 * engine's fire-value modifiers (7.1), one line naming the unit and the rule; a firer the engine refuses anyway
 * (cavalry, disorganized guns) adds nothing, the calculator says why. Alone, a routed unit's fire value is 0, so
 * the calculator refuses the fire (7.1: "the unit therefore cannot fire").
 */
function routedFireModifiers(state: BattleState, firers: readonly Unit[], list: readonly Firer[], kind: FireKind, targetIsCavalry: boolean): FireValueModifier[] {
  if (!usesRout(state)) return []
  return firers.flatMap((u, i) => {
    if (!isRouted(state, u)) return []
    try {
      const part = firerValue(list[i]!, kind, i, targetIsCavalry).value
      return part > 0 ? [{ label: `${u.name} routed: fire value 0 (16.5)`, value: -part }] : []
    } catch (e) {
      if (e instanceof RulesInputError) return []
      throw e
    }
  })
}

export * from './meleeChoices'
export * from './moraleChoices'
