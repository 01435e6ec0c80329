import type { Arm, Side, TargetFacts, UnitFacts } from '@/engine/wargaming/sequence'
import type { BattleState, Unit } from '@/model/types'
import { isLeader, leaderState, unitsOf, unitState } from './turnState'

/** The fighting arm most of a leader's command is (directly or through his subordinate leaders), or null. */
export function commandArm(state: BattleState, leaderId: string): Arm | null {
  const ids = new Set([leaderId])
  for (let grown = true; grown; ) {
    grown = false
    for (const u of Object.values(state.units)) {
      const c = u.state.commandId
      if (typeof c === 'string' && ids.has(c) && !ids.has(u.id)) { ids.add(u.id); grown = true }
    }
  }
  const count: Record<Arm, number> = { infantry: 0, cavalry: 0, artillery: 0 }
  for (const u of unitsOf(state)) if (ids.has(u.id)) count[unitState(u).arm]++
  const best = (['infantry', 'cavalry', 'artillery'] as const).reduce((a, b) => (count[b] > count[a] ? b : a))
  return count[best] > 0 ? best : null
}

/**
 * The arm of the brigade or division a unit belongs to (seed 004, The Cards: "Cavalry and artillery that are
 * part of an infantry division", "Horse artillery that are part of a cavalry brigade or division"): its
 * leader's command, taken at the highest brigade or division leader above it.
 */
export function divisionOf(state: BattleState, unit: Unit): Arm | null {
  let top: string | null = null
  let id = typeof unit.state.commandId === 'string' ? unit.state.commandId : null
  for (let guard = 0; id && guard < 20; guard++) {
    const l = state.units[id]
    if (!l || !isLeader(l)) break
    const level = leaderState(l).level
    if (level !== 'brigade' && level !== 'division') break
    top = l.id
    id = typeof l.state.commandId === 'string' ? l.state.commandId : null
  }
  return top ? commandArm(state, top) : null
}

/** What the sequence needs to know of a unit or leader to answer for it. */
export function factsOf(state: BattleState, unit: Unit): UnitFacts {
  const side = unit.side as Side
  if (isLeader(unit)) {
    const level = leaderState(unit).level
    return { id: unit.id, side, arm: 'leader', commands: level === 'army' || level === 'corps' ? level : commandArm(state, unit.id) }
  }
  const s = unitState(unit)
  const canFire = s.fireFactor !== null && (s.arm !== 'cavalry' || /carbine/i.test(s.weapon))
  return { id: unit.id, side, arm: s.arm, division: divisionOf(state, unit), formation: s.formation, order: s.order, fatigue: s.fatigue, canFire }
}

export function targetOf(unit: Unit, more: Partial<TargetFacts> = {}): TargetFacts {
  return { id: unit.id, arm: isLeader(unit) ? 'leader' : unitState(unit).arm, ...more }
}
