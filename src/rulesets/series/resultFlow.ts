import type { SeriesQuestion } from '@/engine/series/sequence'
import { afterMoraleFailure, afterRout, armyCrossed, inTextOrder, leaderCasualties, type SeriesEvent } from '@/engine/series/sequence'
import type { ActionDraft } from '@/model/actionDraft'
import { applyOps } from '@/model/fold'
import type { Action, BattleState, JsonRecord, SideId } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { owedTests, owesDetail, settledBy, withSettles, type OwedSpec } from '@/rulesets/owed'
import { armyMoraleOf, armyMoraleStep } from './armyMorale'
import { retreatWords } from './lossOps'
import { seriesOptions } from './options'
import { askSeries, refuse, seriesEvents } from './sequence'
import { currentTurn } from './turnState'
import { isRouted } from './unitRout'
import { combatState, combatUnits, leaders, leaderState } from './unitState'

const specsOf = (d: ActionDraft): OwedSpec[] => (Array.isArray(d.detail?.owes) ? d.detail.owes as unknown as OwedSpec[] : [])

/** The flow events a result draft implies (its charge, fire or melee), as the sequence reads them. */
function impliedFlow(state: BattleState, draft: ActionDraft): SeriesEvent[] {
  if (Array.isArray(draft.detail?.flow)) return []
  const probe = { seq: 0, at: '', kind: draft.kind, label: draft.label, ops: [], by: draft.by, detail: draft.detail } as unknown as Action
  const all = seriesEvents(state, [probe])
  return all.filter((e) => e.t === 'charge' || e.t === 'fire' || e.t === 'melee' || e.t === 'rally')
}

/** 4.5, 4.10, 4.13, 8.9: every unit this result disorganizes retreats 2 hexes at once (owed), except under 16.3 or a failed square (9.6: after the charge combat). */
function retreatsOwed(state: BattleState, after: BattleState, draft: ActionDraft): OwedSpec[] {
  if (draft.detail?.effect === 'disorganized, retreats after the charge combat') return []
  const turn = currentTurn(state).number
  const rallied = draft.kind === 'rally.applied' && draft.detail?.effect === 'retreats 2 more hexes' && typeof draft.detail.unitId === 'string' ? state.units[draft.detail.unitId] : undefined
  if (rallied) {
    const named = { id: rallied.id, name: rallied.name }
    const routed = isRouted(state, rallied)
    const r = routed ? afterRout(named, 'failed rally') : afterMoraleFailure({ unit: named, turn, disorganized: true, rally: true, townOrForest: false, stays: false })
    return r.owed.map((o) => ({ ...o, prefill: { hex: combatState(rallied).hex, ...(routed ? { section: '16.5' } : {}) } }))
  }
  return combatUnits(after).flatMap((u) => {
    const was = state.units[u.id]
    // 16.5: a unit this result routs retreats its whole movement allowance toward its lines of communication.
    if (was && !isRouted(state, was) && isRouted(after, u)) return afterRout({ id: u.id, name: u.name }, 'routed').owed.map((o) => ({ ...o, prefill: { hex: combatState(u).hex, section: '16.5' } }))
    if (!was || combatState(was).formation === 'disorganized' || combatState(u).formation !== 'disorganized' || combatState(u).status !== 'active') return []
    const r = afterMoraleFailure({ unit: { id: u.id, name: u.name }, turn, disorganized: false, rally: false, townOrForest: false, stays: retreatWords(state, was) !== 'retreats 2 hexes' })
    return r.owed.map((o) => ({ ...o, prefill: { hex: combatState(u).hex } }))
  })
}

/** 14.5: a stack this result eliminates whole puts each leader in its hex to a casualty check (on top of any other case). */
function stackLeadersOwed(state: BattleState, after: BattleState): OwedSpec[] {
  const stacks = new Map<string, { side: SideId; hex: string; ids: string[] }>()
  for (const u of combatUnits(state)) {
    const hex = combatState(u).hex
    if (!hex || combatState(u).status !== 'active') continue
    const key = `${u.side}:${hex}`
    const was = stacks.get(key) ?? { side: u.side, hex, ids: [] }
    stacks.set(key, { ...was, ids: [...was.ids, u.id] })
  }
  return [...stacks.values()].flatMap((st) => {
    if (!st.ids.every((id) => after.units[id]?.state.status !== 'active')) return []
    const chiefs = leaders(state, st.side).filter((l) => leaderState(l).status === 'active' && leaderState(l).hex === st.hex)
    return leaderCasualties(chiefs.map((l) => ({ id: l.id, name: l.name })), ['stack eliminated']).map((o) => ({ ...o, prefill: { case: 'stack eliminated' } }))
  })
}

/** 12: each army's level compared as soon as a result changes its total ("when the total reaches it"), with the one-time checks owed. */
function armyLevels(state: BattleState, after: BattleState): { patch: JsonRecord | null; owes: OwedSpec[]; events: SeriesEvent[] } {
  const options = seriesOptions(state.setup)
  const next: JsonRecord = {}
  const owes: OwedSpec[] = []
  const events: SeriesEvent[] = []
  for (const side of ['a', 'b'] as const) {
    const before = armyMoraleOf(state, side)
    const r = armyMoraleStep(after, side, options.thresholds[side])
    next[side] = { ...r.state }
    owes.push(...r.owes)
    events.push(...armyCrossed(side, before.level, r.state.level))
  }
  return events.length || owes.length ? { patch: { armyMorale: next }, owes, events } : { patch: null, owes: [], events: [] }
}

/**
 * A result as ONE action with everything that follows it: refused when the sequence forbids it (`q`), its flow
 * events, the retreats of the units it disorganizes, the army level crossed at once, and every owed item in the
 * text's order (14.5: leaders' casualty checks before the units' tests).
 */
export function seriesResult(state: BattleState, actions: readonly Action[], draft: ActionDraft, q: SeriesQuestion | readonly SeriesQuestion[] = []): ActionDraft {
  for (const one of Array.isArray(q) ? q : [q]) refuse(askSeries(state, actions, one), 'sequence')
  const after = applyOps(state, draft.ops)
  const army = armyLevels(state, after)
  const owes = inTextOrder([...specsOf(draft), ...stackLeadersOwed(state, after), ...retreatsOwed(state, after, draft), ...army.owes])
  const ops = army.patch ? [...draft.ops, { op: 'battle.patch' as const, patch: army.patch }] : draft.ops
  const flowed = withFlow({ ...draft, ops }, [...impliedFlow(state, draft), ...army.events] as unknown as JsonRecord[])
  const settled = withSettles(flowed, [...settledBy(flowed), ...chargesMet(actions, draft)])
  return owes.length ? { ...settled, detail: { ...(settled.detail ?? {}), owes: owesDetail(owes) } } : settled
}

/** 9.2, 9.3, 9.7: a melee by a charging cavalry is its charge's melee, and a countercharge ends the charge: the owed charge is met. */
function chargesMet(actions: readonly Action[], draft: ActionDraft): string[] {
  if (draft.kind !== 'melee.applied') return []
  const list = (x: unknown) => (Array.isArray(x) ? x : [])
  const by = [...list(draft.detail?.attackerIds), ...list(draft.detail?.defenderIds)]
  return owedTests(actions).filter((t) => t.kind === 'charge' && t.unitIds.some((u) => by.includes(u))).map((t) => t.id)
}
