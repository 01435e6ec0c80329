import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import { effectiveActions } from '@/model/fold'
import type { Action, Unit } from '@/model/types'

/** The actions of the round under way: since the last card played or hour dealt (seed 000, 5.1). */
export function roundActions(actions: readonly Action[]): Action[] {
  const eff = effectiveActions(actions)
  let start = 0
  eff.forEach((a, i) => { if (a.kind === 'cards.play' || a.kind === 'cards.deal') start = i + 1 })
  return eff.slice(start)
}

/** Units given their order this round: marked by the players, or firing (an order is to move and/or fire, 6.0). */
export function orderedThisRound(actions: readonly Action[]): Set<string> {
  const ids = new Set<string>()
  for (const a of roundActions(actions)) {
    if (a.kind === 'unit.ordered' && typeof a.detail?.unitId === 'string') ids.add(a.detail.unitId)
    if (a.kind.startsWith('combat.') && typeof a.detail?.firerId === 'string') ids.add(a.detail.firerId)
  }
  return ids
}

/** seed 000, 6.0: "You can only give any unit one order during a single round." One action, undoable. */
export function orderDraft(actions: readonly Action[], unit: Unit): ActionDraft {
  check(!orderedThisRound(actions).has(unit.id), 'not-allowed-together', 'unit', `${unit.name} has had its order this round (6.0: one order per unit per round).`)
  return { kind: 'unit.ordered', by: unit.side, label: `${unit.name} is given its order`, ops: [], detail: { unitId: unit.id } }
}
