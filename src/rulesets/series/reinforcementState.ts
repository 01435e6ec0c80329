import * as v from 'valibot'
import type { BattleState, SideId } from '@/model/types'

/**
 * seed 001, 13.0 Reinforcements: the scenario's schedule as the owner enters it, kept in
 * `battle.reinforcements` (a list read through a schema, a bad record ignored). Each entry is a turn, an army,
 * the units (already on the Units tab) or a named formation, the entry hex and whether it is a road or trail.
 * No engine import: the unit badges read it.
 */
export interface Reinforcement {
  readonly id: string
  readonly turn: number
  readonly side: SideId
  /** A named formation ("Guard cavalry"), or '' when the units say it all. */
  readonly formation: string
  /** The units in the order of the column (13.0: the place in the column on a road). */
  readonly unitIds: readonly string[]
  readonly entryHex: string
  readonly road: boolean
  /** The units' movement allowance, when the owner notes it, to show what is left after the road entry. */
  readonly movementAllowance: number | null
  /** The game turn it entered; null while it is still to come. */
  readonly arrivedTurn: number | null
}
export type ReinforcementForm = Omit<Reinforcement, 'id' | 'arrivedTurn'>

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min))
const Schema = v.object({
  id: v.string(), turn: whole(1), side: v.picklist(['a', 'b']), formation: v.pipe(v.string(), v.maxLength(60)), unitIds: v.array(v.string()),
  entryHex: v.pipe(v.string(), v.maxLength(20)), road: v.boolean(), movementAllowance: v.nullable(whole(0)), arrivedTurn: v.nullable(whole(1)),
})

export function reinforcements(state: Pick<BattleState, 'battle'>): Reinforcement[] {
  const all = state.battle.reinforcements
  if (!Array.isArray(all)) return []
  return all.flatMap((raw) => { const p = v.safeParse(Schema, raw); return p.success ? [p.output] : [] })
}

/** The turn a unit is scheduled to arrive on, while it has not arrived; null otherwise. */
export function waitingTurn(state: Pick<BattleState, 'battle'>, unitId: string): number | null {
  return reinforcements(state).find((r) => r.arrivedTurn === null && r.unitIds.includes(unitId))?.turn ?? null
}

/** 13.0 "All reinforcements are in command the turn they enter": the unit entered on `turn` as a reinforcement. */
export const enteredOnTurn = (state: Pick<BattleState, 'battle'>, unitId: string, turn: number): boolean =>
  reinforcements(state).some((r) => r.arrivedTurn === turn && r.unitIds.includes(unitId))
