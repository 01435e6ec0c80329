import { check } from '@/engine/core'
import { CORPS } from '@/engine/waterloo/corps'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Op } from '@/model/types'
import { customUnitOf } from './customUnit'
import { forceUnitId, formOf, type ForceUnit } from './ownerForces'

/**
 * The owner's order of battle joining a battle (seed 002, L): the units not yet in it, as units from their
 * counters (their values kept in their own state, so the battle replays alike on any phone). Grouchy's Corps
 * join only a "Where Is Grouchy?" battle (L-1: "Do not use"). Off the map until placed or entered.
 */
export function forcesToJoin(state: Pick<BattleState, 'units'>, units: readonly ForceUnit[], opts: { whereIsGrouchy: boolean; corps?: string }): ForceUnit[] {
  const grouchy = new Set(CORPS.filter((c) => c.grouchy).map((c) => c.id))
  return units.filter((u) => (opts.corps === undefined || u.corps === opts.corps) && (opts.whereIsGrouchy || !grouchy.has(u.corps))
    && state.units[forceUnitId(u)] === undefined)
}

/** The unit.put ops for these units. */
export function forcesOps(units: readonly ForceUnit[]): Op[] {
  return units.map((u) => ({ op: 'unit.put', unit: customUnitOf(formOf(u), forceUnitId(u)) }))
}

/** One action: the owner's units of a Corps (or all) join the battle; throws when none is left to join. */
export function joinForcesDraft(state: Pick<BattleState, 'units'>, units: readonly ForceUnit[], opts: { whereIsGrouchy: boolean; corps?: string }): ActionDraft {
  const join = forcesToJoin(state, units, opts)
  const corps = CORPS.find((c) => c.id === opts.corps)
  check(join.length > 0, 'not-allowed-together', 'units', `No unit of ${corps ? corps.name : 'your order of battle'} left to add: enter them in the Rule book.`)
  return { kind: 'unit.add', by: 'umpire', ops: forcesOps(join),
    label: `${join.length} ${join.length === 1 ? 'unit' : 'units'} of your order of battle join${join.length === 1 ? 's' : ''}${corps ? ` (${corps.name})` : ''}: ${join.map((u) => u.name).join(', ').slice(0, 200)}` }
}
