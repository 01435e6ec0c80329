import { endOfTurnIndecision } from '@/engine/wargaming/deckTurn'
import type { Action, BattleState, SideId, Unit } from '@/model/types'
import { cinCOf, leaderState, leadersOnTable } from './leaders'
import { lastMorale } from './turnLog'
import type { WargamingUnitState } from './unitState'

export interface Totals {
  readonly units: number
  readonly bases: number
  readonly damagedBases: number
  readonly lostBases: number
  /** seed 004, End of Turn: "units destroyed or routed off table". */
  readonly routedOrDestroyed: number
}

const isTroop = (u: Unit) => u.kind !== 'leader'

export function totalsOf(units: readonly Unit[]): Totals {
  const troops = units.filter(isTroop).map((u) => u.state as WargamingUnitState)
  const sum = (f: (s: WargamingUnitState) => number) => troops.reduce((n, s) => n + f(s), 0)
  return {
    units: troops.length,
    bases: sum((s) => s.bases),
    damagedBases: sum((s) => s.damagedBases),
    lostBases: sum((s) => s.lostBases),
    routedOrDestroyed: troops.filter((s) => s.status === 'routed off table' || s.status === 'destroyed').length,
  }
}

/**
 * Units still on the table whose last morale result was Rout (seed 004, Morale: Rout — they keep
 * routing until they test again): shown beside the totals, not yet "routed off table".
 */
export function routing(units: readonly Unit[], actions: readonly Action[]): Unit[] {
  return units.filter((u) => isTroop(u) && (u.state as WargamingUnitState).status === 'active' && lastMorale(actions, u.id)?.outcome === 'Rout')
}

/** Every unit under a leader, through his subordinate leaders (brigade → division → corps → army). */
export function unitsUnder(state: BattleState, leaderId: string): Unit[] {
  const out: Unit[] = []
  const seen = new Set<string>([leaderId])
  const walk = (id: string) => {
    for (const u of Object.values(state.units)) {
      if (u.state.commandId !== id || seen.has(u.id)) continue
      seen.add(u.id)
      out.push(u)
      if (u.kind === 'leader') walk(u.id)
    }
  }
  walk(leaderId)
  return out
}

export interface CommandTotals {
  readonly leader: Unit
  readonly totals: Totals
}

/** Totals per leader of a side, highest command first. */
export function commandTotals(state: BattleState, side: SideId): CommandTotals[] {
  const order = ['army', 'corps', 'division', 'brigade']
  return leadersOnTable(state)
    .filter((l) => l.side === side)
    .sort((a, b) => order.indexOf(leaderState(a).level) - order.indexOf(leaderState(b).level))
    .map((leader) => ({ leader, totals: totalsOf(unitsUnder(state, leader.id)) }))
}

export interface IndecisionThreshold {
  readonly count: number
  readonly leadership: number | null
  /** Cards the End of Turn rule would add now (0 or 1). */
  readonly addsCard: 0 | 1
  readonly text: string
}

/**
 * seed 004, End of Turn: "if the number of units destroyed or routed off table exceeds the C-in-C's
 * leadership rating, add a Command Indecision card". E.g. "3 of 3 — one more adds a card".
 */
export function indecisionThreshold(state: BattleState, side: SideId): IndecisionThreshold {
  const count = totalsOf(Object.values(state.units).filter((u) => u.side === side)).routedOrDestroyed
  const { leader, problem } = cinCOf(state, side)
  const leadership = leader ? leaderState(leader).leadership : null
  if (leadership === null) return { count, leadership, addsCard: 0, text: `${count} routed or destroyed — ${problem ?? 'the C-in-C has no leadership rating'}` }
  const addsCard = endOfTurnIndecision(count, leadership)
  const more = leadership + 1 - count
  const tail = addsCard ? 'a Command Indecision card is added at the end of the turn' : more === 1 ? 'one more adds a card' : `${more} more add a card`
  return { count, leadership, addsCard, text: `${count} of ${leadership} — ${tail}` }
}
