import { afterCharge, type SeriesQuestion } from '@/engine/series/sequence'
import type { Formation } from '@/engine/series/units'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState, Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { settlesFor, owedTests, withOwes, withSettles } from '@/rulesets/owed'
import { check } from '@/engine/core'
import { chargeDraft } from './chargeApply'
import { askSeries, refuse } from './sequence'
import { seriesResult } from './resultFlow'
import { currentTurn } from './turnState'
import { formationDraft, placeDraft } from './unitOps'
import { asJson, combatState } from './unitState'

/**
 * Orders as quick actions on a unit, each asked of the sequence first (a forbidden one is refused with the rule
 * quoted) and logged with its flow event: a regular move to a hex (6.0), holding, a voluntary formation change
 * (6.3), a charge declared (9.2); and the retreat a result owes, which moves the unit to its new hex (8.9).
 */
export function moveDraft(state: BattleState, actions: readonly Action[], u: Unit, hex: string, stackPosition: number): ActionDraft | null {
  refuse(askSeries(state, actions, { q: 'move', unit: u.id }), 'hex')
  const d = placeDraft(u, hex, stackPosition)
  return d && withFlow({ ...d, kind: 'unit.move', label: `${d.label} — moves (6.0)` }, [{ t: 'move', unit: u.id }])
}

export function holdDraft(state: BattleState, actions: readonly Action[], u: Unit): ActionDraft {
  refuse(askSeries(state, actions, { q: 'hold', unit: u.id }), 'hold')
  return withFlow({ kind: 'unit.hold', by: u.side, label: `${u.name} holds`, ops: [] }, [{ t: 'hold', unit: u.id }])
}

export function orderedFormationDraft(state: BattleState, actions: readonly Action[], u: Unit, to: Formation): ActionDraft | null {
  refuse(askSeries(state, actions, { q: 'formation', unit: u.id, to }), 'formation')
  const d = formationDraft(u, to, currentTurn(state).number)
  return d && withFlow(d, [{ t: 'formation', unit: u.id, to }])
}

/** A charge declared (9.1, 9.2) with what follows: in line, no regular move this turn, its melee owed in the melee phase. */
export function orderedChargeDraft(state: BattleState, actions: readonly Action[], chargers: readonly Unit[], target: Unit, movementAllowance: number | null): ActionDraft {
  const qs: SeriesQuestion[] = chargers.map((u) => ({ q: 'charge', unit: u.id }))
  const c = afterCharge(chargers.map((u) => ({ id: u.id, name: u.name })))
  const d = withFlow(withOwes(chargeDraft(state, chargers, target, movementAllowance), c.owed.map((o) => ({ ...o, prefill: { targetId: target.id } }))), c.events as never)
  return seriesResult(state, actions, d, qs)
}

/** The retreat a result owes (8.9): the unit goes to the hex the players moved it to; the owed retreat is done. */
export function retreatDraft(state: BattleState, actions: readonly Action[], u: Unit, hex: string, opened?: string | null): ActionDraft {
  const to = hex.trim()
  check(to.length > 0 && to.length <= 12, 'out-of-range', 'hex', 'The hex the unit retreats to, as the map numbers it (8.9).')
  check(to !== combatState(u).hex, 'not-allowed-together', 'hex', `${u.name} must leave hex ${to}: a retreat is 2 hexes away from the attack (8.9).`)
  const owed = owedTests(actions)
  const settles = settlesFor(owed.filter((t) => t.kind === 'retreat'), 'retreat', u.id, opened)
  check(settles.length > 0, 'not-allowed-together', 'hex', `${u.name} owes no retreat.`)
  refuse(askSeries(state, actions, { q: 'test', kind: 'retreat', unit: u.id }), 'hex')
  // The section of the retreat it settles, as its result recorded it (a rout's whole-movement retreat, 16.5), else 8.9.
  const section = owed.find((t) => t.id === settles[0])?.prefill.section
  const rule = typeof section === 'string' ? section : '8.9'
  return withSettles({ kind: 'unit.retreat', by: u.side, label: `${u.name} retreats from hex ${combatState(u).hex || '—'} to hex ${to} (${rule})`,
    ops: [{ op: 'unit.patch', id: u.id, state: asJson({ hex: to }) }], detail: { unitId: u.id, from: combatState(u).hex, to } }, settles)
}

/** A leader moved to a hex (14.2: in his movement phase; with his unit after melee, 14.3, or shifted, 14.5, at the players' word). */
export function leaderMoveDraft(state: BattleState, actions: readonly Action[], leader: Unit, hex: string): ActionDraft | null {
  refuse(askSeries(state, actions, { q: 'leader', side: leader.side }), 'hex')
  const d = placeDraft(leader, hex, 0)
  return d && { ...d, kind: 'leader.move', label: `${d.label} — leader moves (14.2)` }
}
