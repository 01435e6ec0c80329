import { RulesInputError } from '@/engine/core'
import type { BattleSetup, BattleState, SideId, Unit } from '@/model/types'
import { combatState, combatUnits, isActive, leaders, leaderState } from './unitState'

/** The army's name the players gave it (never "side a"). */
export const armyName = (setup: Pick<BattleSetup, 'sides'>, side: SideId): string => setup.sides[side === 'a' ? 0 : 1].name

/**
 * The engine names the sides "side a" / "side b" in its refusals; the screens say the army's name. Runs `make`
 * and rethrows a RulesInputError with the armies named, same code and field.
 */
export function inArmyWords<T>(setup: Pick<BattleSetup, 'sides'>, make: () => T): T {
  try {
    return make()
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e
    const message = e.message.replace(/\b[Ss]ide ([ab])\b/g, (_, s: SideId) => armyName(setup, s))
    throw new RulesInputError(e.code, e.field, message)
  }
}

/** The active corps commanders of a side (14.1), in the order they were added. */
export const corpsCommanders = (state: BattleState, side: SideId): Unit[] =>
  leaders(state, side).filter((l) => leaderState(l).rank === 'corps' && leaderState(l).status === 'active')

/** A cavalry corps (18.3, 20.5): every active combat unit of the commander's corps is cavalry (and there is one). */
export function isCavalryCorps(state: BattleState, leader: Unit): boolean {
  const corps = leaderState(leader).corps
  const units = combatUnits(state, leader.side).filter((u) => isActive(u) && corps !== '' && combatState(u).corps === corps)
  return units.length > 0 && units.every((u) => combatState(u).type === 'cavalry')
}

/** "Reille (corps II)": how a corps commander is named on the scenario screens. */
export function commanderName(state: BattleState, id: string): string {
  const l = state.units[id]
  if (!l) return id
  const corps = leaderState(l).corps
  return corps ? `${l.name} (corps ${corps})` : l.name
}
