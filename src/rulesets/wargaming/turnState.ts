import type { BattleState, SideId, Unit } from '@/model/types'
import type { WargamingBattleState, WargamingLeaderState, WargamingUnitState } from './unitState'

/** The ruleset's battle state with the defaults a fresh battle has (turn 1, nobody holds the initiative). */
export function turnState(state: BattleState): WargamingBattleState {
  const b = state.battle as Partial<WargamingBattleState>
  return {
    turn: typeof b.turn === 'number' ? b.turn : 1,
    initiative: b.initiative === 'a' || b.initiative === 'b' ? b.initiative : null,
    weather: b.weather ?? null,
    windDirection: b.windDirection ?? null,
    windSpeed: b.windSpeed ?? null,
    indecisionAdded: (b.indecisionAdded as Record<string, number> | undefined) ?? {},
    deckMode: b.deckMode === 'physical' ? 'physical' : 'app',
  }
}

export const otherSide = (s: SideId): SideId => (s === 'a' ? 'b' : 'a')

/** A leader or general: its state carries a leadership rating (unitState.ts). */
export function isLeader(u: Unit): boolean {
  return u.kind === 'leader' || u.kind === 'general' || 'leadership' in u.state
}

export const leaderState = (u: Unit) => u.state as WargamingLeaderState
export const unitState = (u: Unit) => u.state as WargamingUnitState

/** Fighting units (not leaders) in the order they were added, optionally of one side. */
export function unitsOf(state: BattleState, side?: SideId): Unit[] {
  return Object.values(state.units).filter((u) => !isLeader(u) && (!side || u.side === side))
}

export function leadersOf(state: BattleState, side?: SideId): Unit[] {
  return Object.values(state.units).filter((u) => isLeader(u) && (!side || u.side === side))
}

/** The side's C-in-C: the leader marked isCinC, else its only army-level leader; null when none. */
export function cInC(state: BattleState, side: SideId): Unit | null {
  const leaders = leadersOf(state, side)
  return leaders.find((l) => leaderState(l).isCinC) ?? leaders.find((l) => leaderState(l).level === 'army') ?? null
}

/** seed 004, End of Turn: units destroyed or routed off the table so far, for one side. */
export function routedOrDestroyed(state: BattleState, side: SideId): number {
  return unitsOf(state, side).filter((u) => unitState(u).status !== 'active' && unitState(u).status !== undefined).length
}


/** Why the turn has ended and not yet been closed (a natural tie in a challenge), or null. */
export function pendingTurnEnd(state: BattleState): string | null {
  const v = state.battle.turnEnds
  return typeof v === 'string' ? v : null
}

export const sideName = (state: BattleState, side: SideId) => state.setup.sides[side === 'a' ? 0 : 1].name

/** The engine says "side a" / "side A D20"; the screens say the armies' names ("Ney", "Ney D20"). */
export function withArmyNames(state: BattleState, text: string): string {
  return text.replace(/\bside ([ab])\b/gi, (_, s: string) => sideName(state, s.toLowerCase() === 'a' ? 'a' : 'b'))
}
