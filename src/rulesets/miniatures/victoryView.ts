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

/** One army of the battle and the units it has lost. */
export interface ArmyLoss {
  readonly army: string
  readonly lost: number
}

/**
 * The loss tally in the battle's own armies (issue 21: an Austrian loss read "French 0 English 0 Prussian 1"): one
 * entry per side, named by its nationality (or its name); a side whose units fly more than one flag (Wellington's
 * English and Blücher's Prussians at Waterloo, counted apart by 13.1) is split by flag. Units out are those removed
 * at their disorder points or captured (seed 000, 9.52, 12.0).
 */
export function lossTally(state: BattleState): ArmyLoss[] {
  return state.setup.sides.flatMap((side) => {
    const units = miniUnits(state, side.id)
    const flags = [...new Set(units.map((u) => miniState(u).flag))]
    const lost = (us: typeof units) => us.filter((u) => !isActive(u)).length
    if (flags.length > 1) return flags.map((f) => ({ army: f, lost: lost(units.filter((u) => miniState(u).flag === f)) }))
    return [{ army: side.nationality.trim() || side.name, lost: lost(units) }]
  })
}

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
