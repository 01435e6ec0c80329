import { armyCommanderMovement } from '@/engine/series/commandControl/orders'
import { usesLevel } from '@/engine/series/commandControl/levels'
import type { BattleState, Unit } from '@/model/types'
import { armyMoraleOf } from './armyMorale'
import { commandStates } from './commandState'
import { seriesOptions } from './options'
import { leaders, leaderState } from './unitState'

/**
 * seed 001, 17.3: at levels 3 and 4 "The army commander's movement allowance is half of his normal movement
 * allowance (round up) only. He gets back his whole movement allowance if the army is demoralized or if half of
 * his corps (round up) have a retreat order." Null for other leaders and levels.
 */
export function armyCommanderMove(state: BattleState, leader: Unit): string | null {
  const level = seriesOptions(state.setup).advanced.commandLevel
  if (leaderState(leader).rank !== 'army' || !usesLevel(level, 3)) return null
  const corps = leaders(state, leader.side).filter((l) => leaderState(l).rank === 'corps' && leaderState(l).status === 'active')
  const orders = commandStates(state)
  const retreating = corps.filter((c) => orders[c.id]?.order === 'retreat').length
  const demoralized = armyMoraleOf(state, leader.side).level !== 'good'
  const allowance = leaderState(leader).movementAllowance
  const mp = armyCommanderMovement(allowance, demoralized, corps.length, retreating)
  const why = mp === allowance && allowance > 0 ? (demoralized ? 'the army is demoralized' : `${retreating} of ${corps.length} corps retreat`) : 'half his allowance, rounded up'
  return `${leader.name} moves ${mp} MP this turn (17.3: ${why})`
}
