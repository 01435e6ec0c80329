import { check } from '@/engine/core'
import { chainReaction } from '@/engine/series/armyMorale'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, SideId, Unit } from '@/model/types'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { armyMoraleOf } from './armyMorale'
import { combatState, combatUnits, isActive } from './unitState'

/**
 * seed 001, 12.2 chain reaction: "When a unit in a desperate corps is disorganized ... every adjacent good order
 * unit belonging to a desperate corps must immediately check morale", and so do those adjacent to its 2 hex
 * retreat path; not during the army's own mandatory check. The players say which units are adjacent (the app
 * does not know the map); their checks go on the owed list, and a failure can start the next link.
 */
export const disorganizedIn = (state: BattleState, side: SideId): Unit[] =>
  combatUnits(state, side).filter((u) => isActive(u) && combatState(u).formation === 'disorganized')
export const goodOrderIn = (state: BattleState, side: SideId): Unit[] =>
  combatUnits(state, side).filter((u) => isActive(u) && combatState(u).formation !== 'disorganized')

export const chainOwed = (u: Unit, from: Unit): OwedSpec => ({
  kind: 'morale', unitIds: [u.id], label: `${u.name}: morale check`, reason: `chain reaction: ${from.name} disorganized beside it or its retreat path (12.2)`,
  prefill: { purpose: 'army-morale' },
})

export function chainReactionDraft(state: BattleState, from: Unit, adjacentIds: readonly string[], duringLevelCheck: boolean): ActionDraft {
  const level = armyMoraleOf(state, from.side).level
  check(level === 'desperate', 'not-allowed-together', 'armyMorale', `The chain reaction is for a desperate army (12.2); this army is ${level}.`)
  check(chainReaction(level, duringLevelCheck), 'not-allowed-together', 'duringLevelCheck', 'No chain reaction during the mandatory check when the army reaches the level (12.2).')
  check(combatState(from).formation === 'disorganized', 'not-allowed-together', 'from', `${from.name} is not disorganized.`)
  const good = goodOrderIn(state, from.side)
  const units = adjacentIds.map((id) => good.find((u) => u.id === id))
  check(units.length > 0, 'out-of-range', 'adjacent', 'Choose the good-order units adjacent to it or to its retreat path.')
  check(units.every((u) => u !== undefined), 'not-allowed-together', 'adjacent', 'Only good-order units of the same army check in a chain reaction.')
  const checking = units as Unit[]
  return withOwes({ kind: 'army.chain', by: from.side, ops: [], detail: { unitId: from.id },
    label: `Chain reaction from ${from.name} (12.2): ${checking.map((u) => u.name).join(', ')} check morale` }, checking.map((u) => chainOwed(u, from)))
}
