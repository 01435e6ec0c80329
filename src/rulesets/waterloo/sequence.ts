import { foldSequence, type Verdict } from '@/engine/core/sequence'
import { MARKERS, type MarkerId } from '@/engine/waterloo/markers'
import type { OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import { waterlooSequence, type MarkerKind, type WlEvent, type WlQuestion, type WlState } from '@/engine/waterloo/sequence'
import { effectiveActions } from '@/model/fold'
import type { Action, BattleState, Json, JsonRecord } from '@/model/types'
import { flowOf, owedRefs } from '@/rulesets/flow'
import { unitNow } from './combatInput'
import { wlState, wlUnits } from './unitState'

/**
 * The log as the waterloo sequence reads it: the units as they stand (Corps, army, type and Detachment from the
 * counters), then each action's flow events (`detail.flow`) or, in a log older than them, events derived from its kind.
 */
const str = (x: Json | undefined): string | null => (typeof x === 'string' ? x : null)
export const kindOfMarker = (id: string): MarkerKind => MARKERS[id as MarkerId]?.kind ?? 'allied-corps'

function unitEvents(state: BattleState, owner: OwnerUnitValues | null | undefined): WlEvent[] {
  return wlUnits(state).flatMap((u): WlEvent[] => {
    const s = wlState(u)
    const n = unitNow(u, owner)
    const unit: WlEvent = { t: 'unit', id: u.id, army: s.army, corps: s.corps, type: n.type, detachment: n.detachment, out: s.eliminated }
    // seed 002, I: a Prussian unit the players have put on a hex is on the map.
    return s.army === 'Prussian' && s.hex ? [unit, { t: 'enter', unit: u.id }] : [unit]
  })
}

function cupPatch(a: Action): JsonRecord | null {
  for (const op of a.ops) {
    if (op.op === 'battle.patch' && typeof op.patch.cup === 'object' && op.patch.cup !== null && !Array.isArray(op.patch.cup)) return op.patch.cup
  }
  return null
}

/** Events of an action logged before flow events existed ("Played" then ended the marker at once). */
export function legacyEvents(a: Action, drawn: string | null): WlEvent[] {
  const d = a.detail ?? {}
  const marker = str(d.marker)
  if (a.kind === 'cup.draw' && marker) return [{ t: 'draw', marker, kind: kindOfMarker(marker) }]
  if (a.kind === 'cup.play' && drawn) return [{ t: 'activate', marker: drawn, kind: kindOfMarker(drawn) }, { t: 'done' }]
  if (a.kind === 'cup.hold' && drawn) return [{ t: 'hold', marker: drawn }]
  if (a.kind === 'cup.endTurn') {
    const cup = cupPatch(a)
    return [{ t: 'end', gameTurn: typeof cup?.gameTurn === 'number' ? cup.gameTurn : 1, over: cup?.gameOver === true }]
  }
  if (a.kind === 'wl.bombardment' && str(d.firerId)) return [{ t: 'act', unit: str(d.firerId)!, action: 'bombard', target: str(d.targetId) }]
  if (a.kind === 'wl.closeCombat' && str(d.attackerId)) return [{ t: 'contact', unit: str(d.attackerId)!, target: str(d.defenderId) ?? '', passed: true }, { t: 'combat', unit: str(d.attackerId)! }]
  return []
}

/** Every event of the log in order. The first cup written (setup or the Rainy Start) begins its Game Turn. */
export function wlEvents(state: BattleState, actions: readonly Action[], owner?: OwnerUnitValues | null): WlEvent[] {
  const out: WlEvent[] = unitEvents(state, owner)
  let s = foldSequence(waterlooSequence, out)
  for (const a of effectiveActions(actions)) {
    const cup = cupPatch(a)
    const events: WlEvent[] = []
    if (s.gameTurn === null && cup && typeof cup.gameTurn === 'number') events.push({ t: 'turn', gameTurn: cup.gameTurn })
    const flow = flowOf(a)
    events.push(...(flow.length ? (flow as unknown as WlEvent[]) : legacyEvents(a, s.drawn?.marker ?? null)))
    for (const e of events) s = waterlooSequence.step(s, e)
    out.push(...events)
  }
  return out
}

export const foldWl = (state: BattleState, actions: readonly Action[], owner?: OwnerUnitValues | null): WlState =>
  foldSequence(waterlooSequence, wlEvents(state, actions, owner))

/** The sequence's answer for `q`, with what the log still owes as gates. */
export function askWl(state: BattleState, actions: readonly Action[], q: WlQuestion, owner?: OwnerUnitValues | null, folded = foldWl(state, actions, owner)): Verdict {
  return waterlooSequence.ask(folded, q, owedRefs(actions))
}

export const whereWl = (s: WlState): string => waterlooSequence.where(s)
