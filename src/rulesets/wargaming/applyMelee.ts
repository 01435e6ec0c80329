import type { ActionDraft } from '@/model/actionDraft'
import type { MeleeResult } from '@/engine/wargaming/melee'
import type { BattleState, DiceRecord, Op, Unit } from '@/model/types'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { casualtyOps, damagedUnit } from './applyFire'
import { otherNote } from './otherNote'
import { controlOwed, moraleOwed } from './turnOwed'
import { otherSide, sideName, turnState, unitState } from './turnState'

export interface MeleeApplied {
  draft: ActionDraft
  /** seed 004, Mêlée: Results — the loser retires and tests morale, the winner tests control; null on a draw. */
  loser: Unit | null
  winner: Unit | null
  /** Steps each unit lost in this round (for "losses this phase"). */
  stepsLost: Record<string, number>
}

/** One action for one round: both units' casualties, and the initiative passed when the holder's unit loses. */
export function meleeApplied(state: BattleState, attackerId: string, defenderId: string, result: MeleeResult, dice: DiceRecord, round: number): MeleeApplied {
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
  let label = `Mêlée round ${round}, ${att.name} v ${def.name}: ${winner ? `${winner.name} wins` : 'draw'} (${def.name} ${result.attacker.inflicts.result}, ${att.name} ${result.defender.inflicts.result})${otherNote(result.working, named)}`
  if (loser && turnState(state).initiative === loser.side) {
    ops.push({ op: 'battle.patch', patch: { initiative: otherSide(loser.side) } })
    label += `; the initiative passes to ${sideName(state, otherSide(loser.side))}`
  }
  const detail = {
    attacker: att.name, defender: def.name, attackerId: att.id, defenderId: def.id, winnerId: winner?.id ?? null, loserId: loser?.id ?? null,
    round, outcome: result.outcome, scores: { attacker: result.attacker.score, defender: result.defender.score }, losses: stepsLost,
    working: result.working.map((w) => `${named(w.label)} ${w.value}`),
  }
  // seed 004, Mêlée: Results — the loser retires and tests morale, the winner tests control: both stay owed.
  const owes: OwedSpec[] = []
  if (loser && loser.state.status === 'active') owes.push(moraleOwed(loser, `${loser.name} lost a mêlée`, { situation: 'retiring', lostMelee: true, stepsLostThisPhase: stepsLost[loser.id] ?? 0 }))
  if (winner && winner.state.status === 'active') owes.push(controlOwed(winner, `${winner.name} won a mêlée`, { inMelee: false }))
  return { draft: withOwes({ kind: 'melee.applied', label, ops, dice, detail }, owes), loser, winner, stepsLost }
}
