import type { ActionDraft } from '@/model/actionDraft'
import { roundForPeople, yardsToTable, type TableUnit } from '@/engine/core'
import { groundScale } from '@/engine/wargaming/data/groundScale'
import type { MoraleResult } from '@/engine/wargaming/morale'
import { moraleMove, type MoraleArm, type MoraleMove } from '@/engine/wargaming/moraleMoves'
import { afterMorale } from '@/engine/wargaming/procedures'
import type { Side } from '@/engine/wargaming/sequence'
import type { BattleSetup, BattleState, DiceRecord, Unit } from '@/model/types'
import { withConsequences } from './consequenceOps'
import { turnState, unitState } from './turnState'

/** seed 004, Morale: Explanation of results — foot or mounted distances (horse artillery moves as cavalry). */
export function moraleArmOf(u: Unit): MoraleArm {
  const s = unitState(u)
  if (s.arm === 'artillery') return /horse/i.test(s.troopType ?? '') ? 'horse artillery' : 'foot artillery'
  return s.arm
}

/** A distance in yards said in the battle's table unit too: "100 yd = 6.7 cm". */
export function yardsOnTable(yards: number, setup: BattleSetup): string {
  if (setup.figureScale === undefined) return `${yards} yd`
  const unit: TableUnit = setup.tableUnit ?? 'cm'
  return `${yards} yd = ${roundForPeople(yardsToTable(yards, unit, groundScale(setup.figureScale, setup.scaleFactor ?? 1)))} ${unit}`
}

export interface MoraleApplied {
  draft: ActionDraft
  move: MoraleMove
  /** "100 yd = 6.7 cm" when the result is a set move. */
  distance: string | null
  prompts: readonly string[]
}

/** One action: last morale score and everything the result brings (engine afterMorale): order, move owed, initiative. */
export function moraleApplied(state: BattleState, unitId: string, result: MoraleResult, dice: DiceRecord, inMelee = false): MoraleApplied {
  const u = state.units[unitId]!
  const s = unitState(u)
  const move = moraleMove(result.outcome, moraleArmOf(u), inMelee)
  const distance = move.yards !== null ? yardsOnTable(move.yards, state.setup) : null
  const label = `${u.name}: morale ${result.outcome} (score ${result.score})${distance ? `, moves ${distance}` : ''}`
  const detail = { unit: u.name, unitId: u.id, score: result.score, band: result.band, outcome: result.outcome, working: result.working.map((w) => `${w.label} ${w.value}`) }
  const c = afterMorale({ unit: { id: u.id, side: u.side as Side, arm: s.arm, horse: moraleArmOf(u) === 'horse artillery', order: s.order, fatigue: s.fatigue }, outcome: result.outcome, inMelee, initiative: turnState(state).initiative })
  const draft = withConsequences(state, { kind: 'morale.applied', label, ops: [{ op: 'unit.patch', id: u.id, state: { lastMoraleScore: result.score } }], by: u.side, dice, detail }, c)
  return { draft, move, distance, prompts: c.prompts }
}
