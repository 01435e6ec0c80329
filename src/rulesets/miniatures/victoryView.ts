import type { Scenario } from '@/engine/boardgame/cards/deck'
import type { CardSide } from '@/engine/boardgame/cards/specialCards'
import { SECTORS, type Sector } from '@/engine/miniatures/gamingTable'
import { victory, type Losses, type VictoryResult } from '@/engine/miniatures/victory'
import type { BattleState } from '@/model/types'
import { cardState } from '@/rulesets/boardgame/cards/cardState'
import { isActive, miniState, miniUnits } from './unitState'

/**
 * Units eliminated (removed at their disorder capacity, or captured generals) per army, by the flag each unit
 * carries: French for the French army, English and Prussian for the allies (seed 000, 12.0–13.4).
 */
export function lossesOf(state: BattleState): Required<Losses> {
  const lost = { french: 0, english: 0, prussian: 0 }
  for (const u of miniUnits(state)) {
    if (isActive(u)) continue
    const n = miniState(u).flag
    if (n === 'French') lost.french += 1
    else if (n === 'English') lost.english += 1
    else lost.prussian += 1
  }
  return lost
}

const armyOf = (nation: string): CardSide => (nation === 'French' ? 'french' : 'allied')

/** Sectors where an army had units noted and now has none active (seed 000, 13.4: "no units in one sector"). */
export function emptiedSectors(state: BattleState): Record<CardSide, Sector[]> {
  const out: Record<CardSide, Sector[]> = { french: [], allied: [] }
  for (const army of ['french', 'allied'] as const) {
    const mine = miniUnits(state).filter((u) => armyOf(miniState(u).flag) === army && miniState(u).sector !== null)
    for (const s of SECTORS) {
      const here = mine.filter((u) => miniState(u).sector === s)
      if (here.length > 0 && !here.some(isActive)) out[army].push(s)
    }
  }
  return out
}

/** The scenario's victory check (seed 000, 12.0/12.1/13.x) from the battle as it stands; null before a scenario is chosen. */
export function victoryNow(state: BattleState): VictoryResult | null {
  const c = cardState(state)
  if (!c) return null
  const empty = emptiedSectors(state)
  const battleOver = c.hour >= 6 && c.round > 6
  return victory({ scenario: c.scenario, lost: lossesOf(state), emptySector: { french: empty.french.length > 0, allied: empty.allied.length > 0 }, battleOver })
}

export type { Scenario }
