import { GARRISON_SKIRMISHER_COUNTERS, UNIT_TYPES, type UnitType } from '@/engine/boardgame/units'
import type { BattleState, SideId } from '@/model/types'
import { bgState, bgUnits } from './unitState'

/** One line of the box count: a kind of counter, how many one army has built, and how many 1.1 says the box holds. */
export interface BoxCount {
  readonly name: string
  readonly built: number
  readonly inTheBox: number
}

/**
 * seed 000, 1.1 Armies: the counters the box holds for an army, against the units this side has built
 * (eliminated ones included: their counters are still out of the box). Garrisons and skirmishers share
 * their 12 counters. Only a note: a side that builds more (a larger scenario of "the Italian rules") is
 * not refused, since the text does not forbid it.
 */
export function boxCounts(state: BattleState, side: SideId): BoxCount[] {
  const built = new Map<UnitType, number>()
  for (const u of bgUnits(state, side)) {
    const t = bgState(u).type
    if (t !== 'general') built.set(t, (built.get(t) ?? 0) + 1)
  }
  const lines: BoxCount[] = UNIT_TYPES.filter((t) => t.type !== 'garrison' && t.type !== 'skirmisher').map((t) => ({ name: t.name, built: built.get(t.type) ?? 0, inTheBox: t.inTheBox }))
  lines.push({ name: 'Garrisons & skirmishers', built: (built.get('garrison') ?? 0) + (built.get('skirmisher') ?? 0), inTheBox: GARRISON_SKIRMISHER_COUNTERS })
  return lines
}

/** "Line infantry 13 of 12": the kinds this side has built past what the box holds. */
export const overTheBox = (counts: readonly BoxCount[]): string[] => counts.filter((c) => c.built > c.inTheBox).map((c) => `${c.name} ${c.built} of ${c.inTheBox}`)
