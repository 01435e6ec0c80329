import type { ActionDraft } from '@/model/actionDraft'
import { applyCombatResult, casualtySteps } from '@/engine/wargaming/casualties'
import type { FireInput, FireResult } from '@/engine/wargaming/fire'
import type { BattleState, DiceRecord, Op, Unit } from '@/model/types'
import { withOwes } from '@/rulesets/owed'
import { moraleCallsAfterFire } from './moraleInput'
import { moraleOwed } from './turnOwed'
import { unitState } from './turnState'

function lossWords(removed: number, damaged: number): string {
  const parts = [removed ? `${removed} base${removed > 1 ? 's' : ''} removed` : '', damaged ? `${damaged} base${damaged > 1 ? 's' : ''} damaged` : ''].filter(Boolean)
  return parts.length ? parts.join(' and ') : 'no effect'
}

/** The target after a combat result: bases, steps lost this turn, destroyed when every base is gone (seed 004, Casualties). */
export function damagedUnit(target: Unit, removed: number, damaged: number): Unit {
  const s = unitState(target)
  const after = applyCombatResult({ damagedBases: s.damagedBases, lostBases: s.lostBases }, { basesRemoved: removed, basesDamaged: damaged }, s.bases)
  const steps = casualtySteps(after) - casualtySteps({ damagedBases: s.damagedBases, lostBases: s.lostBases })
  return {
    ...target,
    state: { ...target.state, damagedBases: after.damagedBases, lostBases: after.lostBases, casualtiesThisTurn: s.casualtiesThisTurn + steps, ...(after.destroyed ? { status: 'destroyed' } : {}) },
  }
}

export function casualtyOps(before: Unit, after: Unit): Op[] {
  const s = after.state
  return [{ op: 'unit.patch', id: before.id, state: { damagedBases: s.damagedBases!, lostBases: s.lostBases!, casualtiesThisTurn: s.casualtiesThisTurn!, ...(s.status !== before.state.status ? { status: s.status! } : {}) } }]
}

export interface FireApplied {
  draft: ActionDraft
  /** Reasons the target must now test morale; empty when none. */
  moraleCalls: string[]
  /** The target as it stands after the fire (for a pre-filled morale test). */
  target: Unit
  stepsLost: number
}

/** One action: the target's casualties (and casualties this turn), the firer's first volley used. */
export function fireApplied(state: BattleState, firerId: string | null, targetId: string, result: FireResult, dice: DiceRecord, input: FireInput, when: { duringCharge?: boolean; flankOrRear?: boolean } = {}): FireApplied {
  const target = state.units[targetId]!
  const firer = firerId ? state.units[firerId] : undefined
  const after = damagedUnit(target, result.basesRemoved, result.basesDamaged)
  const ops = casualtyOps(target, after)
  if (firer && !unitState(firer).hasFired) ops.push({ op: 'unit.patch', id: firer.id, state: { hasFired: true } })
  const stepsLost = (after.state.casualtiesThisTurn as number) - unitState(target).casualtiesThisTurn
  const from = firer ? ` (fire from ${firer.name}, ${Math.round(input.distanceYards)} yd)` : ` (fire, ${Math.round(input.distanceYards)} yd)`
  const destroyed = after.state.status === 'destroyed' && target.state.status !== 'destroyed' ? ': destroyed' : ''
  const label = `${target.name}: ${lossWords(result.basesRemoved, result.basesDamaged)}${destroyed}${from}`
  const detail = { firer: firer?.name ?? null, firerId: firer?.id ?? null, target: target.name, targetId: target.id, losses: { [target.id]: stepsLost }, distanceYards: input.distanceYards, band: result.band, score: result.score ?? null, outcome: result.outcome, working: result.working.map((w) => `${w.label} ${w.value}`) }
  const moraleCalls = moraleCallsAfterFire(target, after, when)
  // The morale test the losses call for stays owed until it is done or dismissed.
  const owes = moraleCalls.length && after.state.status === 'active' ? [moraleOwed(after, moraleCalls.join('; '), { stepsLostThisPhase: stepsLost, situation: when.duringCharge ? 'charging or counter-charging' : 'standing' })] : []
  const draft = withOwes({ kind: 'fire.applied', label, ops, by: firer?.side ?? (target.side === 'a' ? 'b' : 'a'), dice, detail }, owes)
  return { draft, moraleCalls, target: after, stepsLost }
}
