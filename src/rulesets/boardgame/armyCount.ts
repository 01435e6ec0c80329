import { printedForce, reinforcementPool } from '@/engine/boardgame/scenarios/printedForces'
import type { ForceEntry } from '@/engine/boardgame/scenarios/types'
import { unitType } from '@/engine/boardgame/units'
import type { BattleState, SideId } from '@/model/types'
import { cardSideOf } from './cards/deckView'
import { scenarioOf } from './scenarioOps'
import { bgState, bgUnits, isActive } from './unitState'

/** A side's army on the map: units (lone generals apart) and generals (alone or attached), as the players count them. */
export function armyCount(state: BattleState, side: SideId): { units: number; generals: number } {
  const on = bgUnits(state, side).filter(isActive)
  const lone = on.filter((u) => bgState(u).type === 'general').length
  return { units: on.length - lone, generals: lone + on.filter((u) => bgState(u).general).length }
}

export const sayArmy = (c: { units: number; generals: number }) => `${c.units} unit${c.units === 1 ? '' : 's'} and ${c.generals} general${c.generals === 1 ? '' : 's'} on the map`

const nameOf = (e: ForceEntry) => (e.unit === 'general' || e.unit === 'infantry' ? e.unit : unitType(e.unit).name.toLowerCase())
/** "2 infantry, 1 light cavalry, 1 light artillery" from the text's list. */
export const sayEntries = (entries: readonly ForceEntry[]) => entries.map((e) => `${e.count} ${nameOf(e)}`).join(', ')

/** The side's reinforcements as the text lists them for the battle's scenario (13.1, 13.4), or null. */
export function poolOf(state: BattleState, side: SideId): { text: string; when: string; section: string } | null {
  const s = scenarioOf(state)
  const pool = s && reinforcementPool(s, cardSideOf(state, side))
  return pool ? { text: sayEntries(pool.entries), when: pool.when, section: pool.rule.section } : null
}

/** What Start puts in the roster for a scenario whose forces the text prints (13.4), in words; null for the others. */
export function printedInWords(scenario: Parameters<typeof printedForce>[0]): string | null {
  const f = printedForce(scenario)?.french
  return f ? `${sayEntries(f.units)} and ${f.generals} generals a side (${f.rule.section})` : null
}
