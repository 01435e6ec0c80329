import type { Scenario } from '@/engine/boardgame/cards/deck'
import type { CardSide } from '@/engine/boardgame/cards/specialCards'
import type { Sector } from '@/engine/miniatures/gamingTable'
import { emptiedSectorsOf, lossesByFlag, type VictoryUnit } from '@/engine/miniatures/armyLosses'
import { victory, type Losses, type VictoryResult } from '@/engine/miniatures/victory'
import type { BattleState } from '@/model/types'
import { cardState } from '@/rulesets/boardgame/cards/cardState'
import { isActive, miniState, miniUnits } from './unitState'

const victoryUnits = (state: BattleState): VictoryUnit[] =>
  miniUnits(state).map((u) => ({ flag: miniState(u).flag, sector: miniState(u).sector, active: isActive(u) }))

/** Units eliminated per army by the flag each carries (the engine counts: seed 000, 9.52, 12.0–13.4). */
export const lossesOf = (state: BattleState): Required<Losses> => lossesByFlag(victoryUnits(state))

/** Sectors where an army had units noted and now has none active (the engine decides: seed 000, 13.4). */
export const emptiedSectors = (state: BattleState): Record<CardSide, Sector[]> => emptiedSectorsOf(victoryUnits(state))

/** The scenario's victory check (seed 000, 12.0/12.1/13.x) from the battle as it stands; null before a scenario is chosen. */
export function victoryNow(state: BattleState): VictoryResult | null {
  const c = cardState(state)
  if (!c) return null
  const empty = emptiedSectors(state)
  const battleOver = c.hour >= 6 && c.round > 6
  return victory({ scenario: c.scenario, lost: lossesOf(state), emptySector: { french: empty.french.length > 0, allied: empty.allied.length > 0 }, battleOver })
}

export type { Scenario }
