import * as v from 'valibot'
import { check } from '@/engine/core'
import { timePenalty } from '@/engine/series/timeLimits'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, SideId, Unit } from '@/model/types'
import { armyMoraleOf } from './armyMorale'
import { armyName } from './armyWords'
import { playingSide } from './activationOps'
import { currentTurn } from './turnState'
import { combatState } from './unitState'

/**
 * seed 001, 19 Time Limits and Penalties (option on): the battle's time limit for the movement phase (19.1) and
 * each timed player turn's result, kept in `battle.clock` and read through a schema (a bad record ignored). The
 * running clock is the screen's; only its result is an action.
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
export interface Clock { readonly allowedSeconds: number | null; readonly records: readonly ClockRecord[] }

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min))
const Schema = v.object({
  allowedSeconds: v.nullable(whole(0)),
  records: v.array(v.object({ turn: whole(1), playerTurn: v.picklist([1, 2]), side: v.picklist(['a', 'b']), corps: v.array(v.string()), usedSeconds: whole(0), allowedSeconds: whole(0), penalty: v.pipe(v.number(), v.integer(), v.maxValue(0)) })),
})
const NONE: Clock = { allowedSeconds: null, records: [] }

export function clockOf(state: Pick<BattleState, 'battle'>): Clock {
  const p = v.safeParse(Schema, state.battle.clock)
  return p.success ? p.output : NONE
}
const patch = (c: Clock): JsonRecord => ({ clock: JSON.parse(JSON.stringify(c)) as JsonRecord })

/** "1:05" for 65 seconds. */
export const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** 19.1: the battle's time limit, from its special rules, as one action (null when unchanged). */
export function allowedTimeDraft(state: BattleState, seconds: number): ActionDraft | null {
  check(Number.isInteger(seconds) && seconds >= 1, 'out-of-range', 'allowedSeconds', 'Time limit: a whole number of seconds, 1 or more, from the battle\'s special rules (19.1).')
  const c = clockOf(state)
  if (c.allowedSeconds === seconds) return null
  return { kind: 'clock.limit', by: 'umpire', label: `Time limit for the movement phase (19.1): ${clockText(seconds)}`, ops: [{ op: 'battle.patch', patch: patch({ ...c, allowedSeconds: seconds }) }] }
}

export const isDesperate = (state: BattleState, side: SideId): boolean => armyMoraleOf(state, side).level === 'desperate'

/** 19.2–19.3: what `usedSeconds` costs the army now playing (the desperate army's 15 s whatever the limit). */
export function clockResult(state: BattleState, side: SideId, usedSeconds: number): ReturnType<typeof timePenalty> & { desperate: boolean } {
  const desperate = isDesperate(state, side)
  const allowed = clockOf(state).allowedSeconds
  check(desperate || allowed !== null, 'out-of-range', 'allowedSeconds', 'Enter the time limit from the battle\'s special rules first (19.1).')
  return { ...timePenalty({ allowedSeconds: allowed ?? 0, usedSeconds, desperate }), desperate }
}

/** The end of the playing army's (or activated corps', 20.3) timed movement: its time and penalty recorded as one action. */
export function recordTimeDraft(state: BattleState, usedSeconds: number, corps: readonly string[] = []): ActionDraft {
  check(Number.isInteger(usedSeconds) && usedSeconds >= 0, 'out-of-range', 'usedSeconds', 'Time used: a whole number of seconds, 0 or more.')
  const t = currentTurn(state)
  const side = playingSide(state)
  const r = clockResult(state, side, usedSeconds)
  const c = clockOf(state)
  const same = (x: ClockRecord) => x.turn === t.number && x.playerTurn === t.playerTurn && x.corps.join() === corps.join()
  check(!c.records.some(same), 'not-allowed-together', 'usedSeconds', 'This player turn\'s time is already recorded; undo it to record again.')
  const rec: ClockRecord = { turn: t.number, playerTurn: t.playerTurn, side, corps: [...corps], usedSeconds, allowedSeconds: r.allowedSeconds, penalty: r.penalty }
  const who = corps.length ? `corps ${corps.join(' and ')}` : armyName(state.setup, side)
  const cost = r.penalty < 0 ? `, ${clockText(r.excessSeconds)} over: morale ${r.penalty} for every unit of ${who} until turn ${t.number + 1} (${r.desperate ? '19.3' : '19.2'})` : ': within the limit'
  return { kind: 'clock.time', by: side, label: `${armyName(state.setup, side)} took ${clockText(usedSeconds)} of ${clockText(r.allowedSeconds)}${cost}`,
    ops: [{ op: 'battle.patch', patch: patch({ ...c, records: [...c.records, rec] }) }] }
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
