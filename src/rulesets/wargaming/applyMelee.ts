import type { ActionDraft } from '@/model/actionDraft'
import type { MeleeResult } from '@/engine/wargaming/melee'
import { afterMelee, type MeleeUnit } from '@/engine/wargaming/procedures'
import type { Side } from '@/engine/wargaming/sequence'
import type { BattleState, DiceRecord, JsonRecord, Op, Unit } from '@/model/types'
import { casualtyOps, damagedUnit } from './applyFire'
import { withConsequences } from './consequenceOps'
import { otherNote } from './otherNote'
import { turnState, unitState } from './turnState'

export interface MeleeApplied {
  draft: ActionDraft
  /** seed 004, Mêlée: Results — the loser retires and tests morale, the winner tests control; null on a draw. */
  loser: Unit | null
  winner: Unit | null
  /** Steps each unit lost in this round (for "losses this phase"). */
  stepsLost: Record<string, number>
  prompts: readonly string[]
}

function meleeUnit(before: Unit, after: Unit, charged: boolean): MeleeUnit {
  const s = unitState(before)
  return { id: before.id, side: before.side as Side, arm: s.arm, order: s.order, fatigue: s.fatigue, active: after.state.status === 'active', charged }
}

/**
 * One action for one round: both units' casualties and everything that follows (engine afterMelee): tests
 * owed, both unformed, the charger tired, the initiative passed when the holder's unit loses.
 * `charged` = the attacker charged into this mêlée; `defenderCharged` = the defender counter-charged into it.
 */
export function meleeApplied(state: BattleState, attackerId: string, defenderId: string, result: MeleeResult, dice: DiceRecord, round: number, charged = round === 1, defenderCharged = false): MeleeApplied {
  const att = state.units[attackerId]!
  const def = state.units[defenderId]!
  const attAfter = damagedUnit(att, result.defender.inflicts.basesRemoved, result.defender.inflicts.basesDamaged)
  const defAfter = damagedUnit(def, result.attacker.inflicts.basesRemoved, result.attacker.inflicts.basesDamaged)
  const ops: Op[] = [...casualtyOps(att, attAfter), ...casualtyOps(def, defAfter)]
  const stepsLost = {
    [att.id]: unitState(attAfter).casualtiesThisTurn - unitState(att).casualtiesThisTurn,
    [def.id]: unitState(defAfter).casualtiesThisTurn - unitState(def).casualtiesThisTurn,
  }
  const winner = result.outcome === 'attacker wins' ? attAfter : result.outcome === 'defender wins' ? defAfter : null
  const loser = result.outcome === 'attacker wins' ? defAfter : result.outcome === 'defender wins' ? attAfter : null
  const named = (t: string) => t.replace(/^attacker: /, `${att.name}: `).replace(/^defender: /, `${def.name}: `)
  const label = `Mêlée round ${round}, ${att.name} v ${def.name}: ${winner ? `${winner.name} wins` : 'draw'} (${def.name} ${result.attacker.inflicts.result}, ${att.name} ${result.defender.inflicts.result})${otherNote(result.working, named)}`
  const detail = {
    attacker: att.name, defender: def.name, attackerId: att.id, defenderId: def.id, winnerId: winner?.id ?? null, loserId: loser?.id ?? null,
    round, outcome: result.outcome, scores: { attacker: result.attacker.score, defender: result.defender.score }, losses: stepsLost,
    working: result.working.map((w) => `${named(w.label)} ${w.value}`),
  }
  const c = afterMelee({ attacker: meleeUnit(att, attAfter, charged), defender: meleeUnit(def, defAfter, defenderCharged), outcome: result.outcome, initiative: turnState(state).initiative })
  // The loser's test is pre-filled as retiring after a lost mêlée; the winner's as no longer in the mêlée.
  const prefill = (o: { kind: string; unitIds: readonly string[] }): JsonRecord =>
    o.kind === 'morale' ? { situation: 'retiring', lostMelee: true, stepsLostThisPhase: stepsLost[o.unitIds[0]!] ?? 0 } : { inMelee: false }
  return { draft: withConsequences(state, { kind: 'melee.applied', label, ops, dice, detail }, c, prefill), loser, winner, stepsLost, prompts: c.prompts }
}
