import type { ActionDraft } from '@/model/actionDraft'
import { applyCombatResult, casualtySteps } from '@/engine/wargaming/casualties'
import type { FireInput, FireResult } from '@/engine/wargaming/fire'
import type { BattleState, DiceRecord, Op, Unit } from '@/model/types'
import { afterFire, moraleCallsAfterFire, type FireFacts } from '@/engine/wargaming/procedures'
import type { Side } from '@/engine/wargaming/sequence'
import { withConsequences } from './consequenceOps'
import { stepsOf } from './moraleInput'
import { turnState, unitState } from './turnState'

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
  /** What the text leaves to the players after this fire ("may return fire"). */
  prompts: readonly string[]
}

export type FireAct = 'fired' | 'return fire' | 'opportunity fire'

/** One action: the target's casualties (and casualties this turn), the firer's first volley used, and all that follows (engine afterFire). */
export function fireApplied(state: BattleState, firerId: string | null, targetId: string, result: FireResult, dice: DiceRecord, input: FireInput, when: { duringCharge?: boolean; flankOrRear?: boolean; act?: FireAct; closeRangeChargeFire?: boolean } = {}): FireApplied {
  const target = state.units[targetId]!
  const firer = firerId ? state.units[firerId] : undefined
  const after = damagedUnit(target, result.basesRemoved, result.basesDamaged)
  const ops = casualtyOps(target, after)
  if (firer && !unitState(firer).hasFired) ops.push({ op: 'unit.patch', id: firer.id, state: { hasFired: true } })
  const stepsLost = (after.state.casualtiesThisTurn as number) - unitState(target).casualtiesThisTurn
  const act = when.act ?? 'fired'
  const how = act === 'fired' ? 'fire' : act
  const from = firer ? ` (${how} from ${firer.name}, ${Math.round(input.distanceYards)} yd)` : ` (${how}, ${Math.round(input.distanceYards)} yd)`
  const destroyed = after.state.status === 'destroyed' && target.state.status !== 'destroyed' ? ': destroyed' : ''
  const label = `${target.name}: ${lossWords(result.basesRemoved, result.basesDamaged)}${destroyed}${from}`
  const detail = { firer: firer?.name ?? null, firerId: firer?.id ?? null, target: target.name, targetId: target.id, act, losses: { [target.id]: stepsLost }, distanceYards: input.distanceYards, band: result.band, score: result.score ?? null, outcome: result.outcome, working: result.working.map((w) => `${w.label} ${w.value}`) }
  const before = stepsOf(target)
  const facts: FireFacts = {
    firer: firer ? { id: firer.id, side: firer.side as Side, arm: unitState(firer).arm } : null,
    act,
    target: { id: target.id, side: target.side as Side, arm: unitState(target).arm, stepsAtStart: before.stepsAtStart, stepsBefore: before.stepsNow, stepsAfter: stepsOf(after).stepsNow },
    initiative: turnState(state).initiative,
    duringCharge: !!when.duringCharge,
    flankOrRear: !!when.flankOrRear,
    closeRangeChargeFire: !!when.closeRangeChargeFire,
  }
  const c = afterFire(facts)
  // The morale test the losses call for stays owed until it is done or dismissed.
  const prefill = { stepsLostThisPhase: stepsLost, situation: when.duringCharge ? 'charging or counter-charging' : 'standing' }
  const draft = withConsequences(state, { kind: 'fire.applied', label, ops, by: firer?.side ?? (target.side === 'a' ? 'b' : 'a'), dice, detail }, c, () => prefill)
  return { draft, moraleCalls: moraleCallsAfterFire(facts), target: after, stepsLost, prompts: c.prompts }
}
