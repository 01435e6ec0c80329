import type { ActionDraft } from '@/model/actionDraft'
import { roundForPeople, yardsToTable, type TableUnit } from '@/engine/core'
import { groundScale } from '@/engine/wargaming/data/groundScale'
import type { MoraleResult } from '@/engine/wargaming/morale'
import { moraleMove, type MoraleArm, type MoraleMove } from '@/engine/wargaming/moraleMoves'
import type { BattleSetup, BattleState, DiceRecord, Op, Unit } from '@/model/types'
import { otherSide, sideName, turnState, unitState } from './turnState'

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
}

/** One action: last morale score, state of order after the result, and the initiative passed when the holder's unit fails. */
export function moraleApplied(state: BattleState, unitId: string, result: MoraleResult, dice: DiceRecord, inMelee = false): MoraleApplied {
  const u = state.units[unitId]!
  const move = moraleMove(result.outcome, moraleArmOf(u), inMelee)
  const patch: Record<string, string | number> = { lastMoraleScore: result.score }
  if (move.orderAfter !== 'unchanged' && unitState(u).order !== 'disordered') patch.order = move.orderAfter
  const ops: Op[] = [{ op: 'unit.patch', id: u.id, state: patch }]
  const distance = move.yards !== null ? yardsOnTable(move.yards, state.setup) : null
  let label = `${u.name}: morale ${result.outcome} (score ${result.score})${distance ? `, moves ${distance}` : ''}`
  const holder = turnState(state).initiative
  if (move.passesInitiative && holder === u.side) {
    ops.push({ op: 'battle.patch', patch: { initiative: otherSide(u.side) } })
    label += `; the initiative passes to ${sideName(state, otherSide(u.side))}`
  }
  const detail = { unit: u.name, unitId: u.id, score: result.score, band: result.band, outcome: result.outcome, working: result.working.map((w) => `${w.label} ${w.value}`) }
  return { draft: { kind: 'morale.applied', label, ops, by: u.side, dice, detail }, move, distance }
}
