import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Unit } from '@/model/types'
import { commandOf, commandPatch } from './commandState'
import { currentTurn } from './turnState'

/**
 * seed 001, 17.8 Order Check: "An order is never revealed to the enemy except if the opponent feels he is being
 * cheated … In this case, the owning player must reveal the order to his opponent". The owning player (or the
 * umpire) reveals it as one action: on a shared battle the order then travels in the public log, and every phone
 * shows it until the leader's order changes.
 */
export function revealOrderDraft(state: BattleState, leader: Unit): ActionDraft {
  const s = commandOf(state, leader.id)
  check(s !== null, 'not-allowed-together', 'order', `${leader.name}'s order is not known on this phone: the umpire or his own player reveals it (17.8).`)
  const turn = currentTurn(state).number
  const label = `Order check (17.8): ${leader.name}'s order is ${s.order}${s.written ? ` — ${s.written.replace(/\s+/g, ' ')}` : ''}`
  return { kind: 'order.revealed', by: leader.side, label, ops: [{ op: 'battle.patch', patch: commandPatch(state, { [leader.id]: s }, { [leader.id]: { order: s.order, ...(s.written ? { written: s.written } : {}), turn } }) }],
    detail: { leaderId: leader.id }, shown: { side: leader.side, label } }
}
