import { foldSequence, type Verdict } from '@/engine/core/sequence'
import { forbid } from '@/engine/core/errors'
import { seriesSequence, type FireKind, type SeriesEvent, type SeriesQuestion, type SeriesState, type Side } from '@/engine/series/sequence'
import { effectiveActions } from '@/model/fold'
import type { Action, BattleState, JsonRecord } from '@/model/types'
import { flowOf, owedRefs } from '@/rulesets/flow'
import { playingSide } from './activationOps'
import { seriesOptions } from './options'
import { currentTurn } from './turnState'
import { combatState, combatUnits } from './unitState'

/**
 * The series battle's sequence of play (engine/series/sequence) read from its log: each action's flow events
 * (`detail.flow`), or, for a log written before them, the events its kind implies (the turn's position, a charge,
 * a fire, a melee). The units' facts and where the turn stands are read from the battle last, so the fold
 * always agrees with what the screens show.
 */
const ids = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : [])
const rec = (x: unknown): JsonRecord | null => (typeof x === 'object' && x !== null && !Array.isArray(x) ? x as JsonRecord : null)

/** The position a turn action writes (`battle.turn`), as an 'at' event. */
function turnOf(a: Action): SeriesEvent[] {
  for (const op of a.ops) {
    const t = op.op === 'battle.patch' ? rec(rec(op.patch)?.turn) : null
    if (t && typeof t.number === 'number' && typeof t.phase === 'number') return [{ t: 'at', turn: t.number, playerTurn: t.playerTurn === 2 ? 2 : 1, phase: t.phase }]
  }
  return []
}

/** What an action written before flow events implies. */
function implied(a: Action): SeriesEvent[] {
  const d = a.detail ?? {}
  if (a.kind === 'charge.declared') return ids(d.chargerIds).map((unit) => ({ t: 'charge', unit }))
  if (a.kind === 'fire.applied') {
    const kind = rec(d.input)?.kind
    return ids(d.firerIds).map((unit) => ({ t: 'fire', unit, kind: (kind === 'offensive' || kind === 'opportunity' ? kind : 'defensive') as FireKind }))
  }
  if (a.kind === 'melee.applied') return [{ t: 'melee', units: ids(d.attackerIds), defenders: ids(d.defenderIds) }]
  if (a.kind === 'rally.applied' && typeof d.unitId === 'string') return [{ t: 'rally', unit: d.unitId }]
  if (a.kind === 'order.sent' && (a.by === 'a' || a.by === 'b')) return [{ t: 'order', side: a.by }]
  if (a.kind === 'order.initiative' && typeof d.leaderId === 'string') return [{ t: 'initiative', leader: d.leaderId }]
  return []
}

/** Every combat unit's facts as the battle holds them now: first, so the log's events find their units; last, so the fold agrees with the counters. */
const unitsNow = (state: BattleState): SeriesEvent[] => combatUnits(state).map((u) => {
  const s = combatState(u)
  return { t: 'unit', id: u.id, side: u.side, arm: s.type, formation: s.formation, marker: s.disorganizedAtTurn, out: s.status !== 'active' }
})

export function seriesEvents(state: BattleState, actions: readonly Action[]): SeriesEvent[] {
  const out: SeriesEvent[] = unitsNow(state)
  for (const a of effectiveActions(actions)) {
    out.push(...turnOf(a))
    const flow = flowOf(a)
    out.push(...(flow.length ? flow as unknown as SeriesEvent[] : implied(a)))
  }
  out.push(...unitsNow(state))
  const t = currentTurn(state)
  const playing: Side = playingSide(state)
  out.push({ t: 'at', turn: t.number, playerTurn: t.playerTurn, phase: t.phase }, { t: 'first', side: t.playerTurn === 1 ? playing : playing === 'a' ? 'b' : 'a' })
  return out
}

export const sequenceOf = (state: BattleState) => seriesSequence({ successiveCharges: seriesOptions(state.setup).advanced.cavalry })

export function seriesState(state: BattleState, actions: readonly Action[]): SeriesState {
  return foldSequence(sequenceOf(state), seriesEvents(state, actions))
}

/** The sequence's verdict on one action now, with what the log still owes. */
export function askSeries(state: BattleState, actions: readonly Action[], q: SeriesQuestion): Verdict {
  return sequenceOf(state).ask(seriesState(state, actions), q, owedRefs(actions))
}

/** The engine refuses what the text forbids, quoting it (a 'players' verdict is the umpire's to override). */
export function refuse(v: Verdict, field: string): void {
  forbid(v.verdict !== 'forbidden', field, v.verdict === 'forbidden' ? v.section : '', v.verdict === 'forbidden' ? v.rule : '')
}
