import type { ActionDraft } from '@/model/actionDraft'
import type { LeaderCasualtyResultDetail } from '@/engine/wargaming/leaderCasualty'
import { afterOfficer } from '@/engine/wargaming/procedures'
import type { BattleState, DiceRecord, JsonRecord, Unit } from '@/model/types'
import { withConsequences } from './consequenceOps'
import { leaderState, unitsOf, unitState } from './turnState'

// seed 004, Leader Casualties: the result as it stays on the leader.
const STATUS = { Killed: 'killed', Serious: 'seriously wounded', Minor: 'minor wound' } as const

/** Units with casualties this turn: the ones whose nearby leaders test on the Officer Casualties card. */
export function unitsWithCasualties(state: BattleState): Unit[] {
  return unitsOf(state).filter((u) => unitState(u).casualtiesThisTurn > 0)
}

/** The leader casualty input for a unit's casualties this turn (ruling 7: steps, removed base = 2). */
export function leaderCasualtyInputFor(unit: Unit, rulings: JsonRecord = {}) {
  const steps = unitState(unit).casualtiesThisTurn
  // RULES.md ruling 7: casualties counted in steps (default) or bases, as the owner chose.
  const casualtyCount = rulings.casualtyCount === 'bases' ? ('bases' as const) : ('steps' as const)
  return { basesRemovedThisTurn: Math.floor(steps / 2), basesDamagedThisTurn: steps % 2, casualtyCount }
}

/**
 * Units of the leader's command (directly or through subordinate leaders): they test morale when he is killed or seriously wounded. */
export function commandOf(state: BattleState, leaderId: string): Unit[] {
  const ids = new Set([leaderId])
  for (let grown = true; grown; ) {
    grown = false
    for (const u of Object.values(state.units)) {
      const c = u.state.commandId
      if (typeof c === 'string' && ids.has(c) && !ids.has(u.id)) { ids.add(u.id); grown = true }
    }
  }
  return unitsOf(state).filter((u) => ids.has(u.id) && unitState(u).status === 'active')
}

export interface LeaderApplied {
  draft: ActionDraft
  /** Units that must test morale (killed or seriously wounded), else empty. */
  moraleTests: Unit[]
}

export function leaderCasualtyApplied(state: BattleState, leaderId: string, unitId: string, result: LeaderCasualtyResultDetail, dice: DiceRecord): LeaderApplied {
  const leader = state.units[leaderId]!
  const unit = state.units[unitId]!
  const o = result.outcome
  const words = o === 'NE' || o === 'no test' ? 'no effect' : STATUS[o]
  const label = `${leader.name}: ${words} (officer casualties, near ${unit.name}${result.percentile !== null ? `, rolled ${result.percentile}` : ''})`
  const serious = o === 'Killed' || o === 'Serious'
  const detail = { leader: leader.name, leaderId, unit: unit.name, unitId, casualties: result.casualties, outcome: o, wasCinC: leaderState(leader).isCinC }
  const moraleTests = !serious ? [] : leaderState(leader).isCinC ? unitsOf(state, leader.side).filter((u) => unitState(u).status === 'active') : commandOf(state, leaderId)
  // seed 004, Leader Casualties: what follows (engine afterOfficer): the leader's status, his command's tests, his replacement.
  const c = afterOfficer({ leader: { id: leaderId, isCinC: leaderState(leader).isCinC }, outcome: o, command: moraleTests.map((u) => u.id) })
  return { draft: withConsequences(state, { kind: 'leader.casualty', label, ops: [], by: leader.side, dice, detail }, c), moraleTests }
}
