/** seed 001, 19 (option on): the time limit and each timed turn's result as actions; the running clock is the screen's (clockTimer.ts). */
import { check } from '@/engine/core'
import { timePenalty } from '@/engine/series/timeLimits'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, SideId } from '@/model/types'
import { armyMoraleOf } from './armyMorale'
import { armyName } from './armyWords'
import { playingSide } from './activationOps'
import { clockOf, type Clock, type ClockRecord } from './clockState'
import { currentTurn } from './turnState'

export { clockOf, moraleTimePenalty, penaltiesInForce, timePenaltiesOf, type Clock, type ClockRecord } from './clockState'

const patch = (c: Clock): JsonRecord => ({ clock: JSON.parse(JSON.stringify(c)) as JsonRecord })

/** "1:05" for 65 seconds. */
export const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** 19.1 (and 20.5 with `joint`): the battle's time limit, from its special rules, as one action (null when unchanged). */
export function allowedTimeDraft(state: BattleState, seconds: number, joint = false): ActionDraft | null {
  check(Number.isInteger(seconds) && seconds >= 1, 'out-of-range', joint ? 'jointSeconds' : 'allowedSeconds', `${joint ? 'Joint activation time limit' : 'Time limit'}: a whole number of seconds, 1 or more, from the battle's special rules (${joint ? '20.5' : '19.1'}).`)
  const c = clockOf(state)
  if ((joint ? c.jointSeconds : c.allowedSeconds) === seconds) return null
  const label = joint ? `Time limit for a joint activation (20.5): ${clockText(seconds)}` : `Time limit for the movement phase (19.1): ${clockText(seconds)}`
  return { kind: 'clock.limit', by: 'umpire', label, ops: [{ op: 'battle.patch', patch: patch(joint ? { ...c, jointSeconds: seconds } : { ...c, allowedSeconds: seconds }) }] }
}

export const isDesperate = (state: BattleState, side: SideId): boolean => armyMoraleOf(state, side).level === 'desperate'

/** 19.2–19.3: what `usedSeconds` costs the army now playing (the desperate army's 15 s whatever the limit; a joint activation's own limit, 20.5). */
export function clockResult(state: BattleState, side: SideId, usedSeconds: number, corps: readonly string[] = []): ReturnType<typeof timePenalty> & { desperate: boolean } {
  const desperate = isDesperate(state, side)
  const c = clockOf(state)
  const allowed = corps.length > 1 && c.jointSeconds !== null ? c.jointSeconds : c.allowedSeconds
  check(desperate || allowed !== null, 'out-of-range', 'allowedSeconds', 'Enter the time limit from the battle\'s special rules first (19.1).')
  return { ...timePenalty({ allowedSeconds: allowed ?? 0, usedSeconds, desperate }), desperate }
}

/** The end of the playing army's (or activated corps', 20.3) timed movement: its time and penalty recorded as one action. */
export function recordTimeDraft(state: BattleState, usedSeconds: number, corps: readonly string[] = []): ActionDraft {
  check(Number.isInteger(usedSeconds) && usedSeconds >= 0, 'out-of-range', 'usedSeconds', 'Time used: a whole number of seconds, 0 or more.')
  const t = currentTurn(state)
  const side = playingSide(state)
  const r = clockResult(state, side, usedSeconds, corps)
  const c = clockOf(state)
  const same = (x: ClockRecord) => x.turn === t.number && x.playerTurn === t.playerTurn && x.corps.join() === corps.join()
  check(!c.records.some(same), 'not-allowed-together', 'usedSeconds', 'This player turn\'s time is already recorded; undo it to record again.')
  const rec: ClockRecord = { turn: t.number, playerTurn: t.playerTurn, side, corps: [...corps], usedSeconds, allowedSeconds: r.allowedSeconds, penalty: r.penalty }
  const who = corps.length ? `corps ${corps.join(' and ')}` : armyName(state.setup, side)
  const cost = r.penalty < 0 ? `, ${clockText(r.excessSeconds)} over: morale ${r.penalty} for every unit of ${who} until turn ${t.number + 1} (${r.desperate ? '19.3' : '19.2'})` : ': within the limit'
  return { kind: 'clock.time', by: side, label: `${armyName(state.setup, side)} took ${clockText(usedSeconds)} of ${clockText(r.allowedSeconds)}${cost}`,
    ops: [{ op: 'battle.patch', patch: patch({ ...c, records: [...c.records, rec] }) }] }
}
