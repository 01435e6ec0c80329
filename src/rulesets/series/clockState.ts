import * as v from 'valibot'
import type { BattleState, SideId, Unit } from '@/model/types'
import { currentTurn } from './turnState'
import { combatState } from './unitState'

/**
 * seed 001, 19 Time Limits and Penalties (option on): the battle's time limit for the movement phase (19.1) and
 * each timed player turn's result, kept in `battle.clock` and read through a schema (a bad record ignored).
 * No engine import: the unit badges read the penalties in force.
 */
export interface ClockRecord {
  readonly turn: number
  readonly playerTurn: 1 | 2
  readonly side: SideId
  /** The corps timed (interactive game, 20.3); empty for the whole army's movement phase. */
  readonly corps: readonly string[]
  readonly usedSeconds: number
  readonly allowedSeconds: number
  readonly penalty: number
}
export interface Clock {
  readonly allowedSeconds: number | null
  /** 20.5: the higher limit of a joint activation (a cavalry corps with another), from the scenario's special rules. */
  readonly jointSeconds: number | null
  readonly records: readonly ClockRecord[]
}

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min))
const Schema = v.object({
  allowedSeconds: v.nullable(whole(0)),
  jointSeconds: v.optional(v.nullable(whole(1)), null),
  records: v.array(v.object({ turn: whole(1), playerTurn: v.picklist([1, 2]), side: v.picklist(['a', 'b']), corps: v.array(v.string()), usedSeconds: whole(0), allowedSeconds: whole(0), penalty: v.pipe(v.number(), v.integer(), v.maxValue(0)) })),
})
const NONE: Clock = { allowedSeconds: null, jointSeconds: null, records: [] }

export function clockOf(state: Pick<BattleState, 'battle'>): Clock {
  const p = v.safeParse(Schema, state.battle.clock)
  return p.success ? p.output : NONE
}

/** The time penalties in force this game turn for a side (and a corps), as negative numbers; the sum is what a morale check takes. */
export function timePenaltiesOf(state: BattleState, side: SideId, corps?: string): ClockRecord[] {
  const turn = currentTurn(state).number
  return clockOf(state).records.filter((r) => r.turn === turn && r.side === side && r.penalty < 0 && (r.corps.length === 0 || (corps !== undefined && r.corps.includes(corps))))
}

/** 19.2: the morale modifier a combat unit carries this game turn from its army's (or corps') time. */
export const moraleTimePenalty = (state: BattleState, unit: Unit): number =>
  timePenaltiesOf(state, unit.side, combatState(unit).corps).reduce((s, r) => s + r.penalty, 0)

/** Every time penalty in force this game turn, as the Turn tab lists them. */
export const penaltiesInForce = (state: BattleState): ClockRecord[] =>
  clockOf(state).records.filter((r) => r.turn === currentTurn(state).number && r.penalty < 0)
