import { check } from '@/engine/core'
import { aideArrives, delayChecked, initiativeChecked, obedienceChecked, sendOrder } from '@/engine/series/commandControl/orderEvents'
import { initialCorpsCommand, type CorpsCommandState } from '@/engine/series/commandControl/orderState'
import type { TacticalOrder } from '@/engine/series/commandControl/orders'
import type { CommandLevel } from '@/engine/series/commandControl/levels'
import type { DelayOutcome } from '@/engine/series/commandControl/delayCheck'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, Unit } from '@/model/types'
import type { OwedSpec } from '@/rulesets/owed'
import { withFlow } from '@/rulesets/flow'
import { withOwes, withSettles } from '@/rulesets/owed'
import { commandOf, commandPatch } from './commandState'
import { currentTurn } from './turnState'

/**
 * The orders of levels 3–5 (17.3–17.6) as actions: each one an engine event on the corps commander's state,
 * written with one `battle.patch`. An order received at level 3 or 4 owes an obedience check that turn; a failed
 * one owes a delay check next turn (turn.ts adds it when the turn starts).
 */
/** "an attack order", "a march order". */
export const anOrder = (o: TacticalOrder): string => `${o === 'attack' ? 'an' : 'a'} ${o} order`

const patch = (state: BattleState, leader: Unit, s: CorpsCommandState) => [{ op: 'battle.patch' as const, patch: commandPatch(state, { [leader.id]: s }) }]

function stateOf(state: BattleState, leader: Unit): CorpsCommandState {
  const s = commandOf(state, leader.id)
  check(s !== null, 'not-allowed-together', 'order', `${leader.name} has no order yet: give him his initial order first (17.3).`)
  return s
}

// The owed list is public on a shared battle: its words never name a hidden order (17.8).
export const obedienceOwed = (leader: Unit, turn: number): OwedSpec => ({
  kind: 'obedience', unitIds: [leader.id], label: `${leader.name}: obedience check`, reason: `received an order in turn ${turn} (17.6)`, prefill: { turn },
})
export const delayOwed = (leader: Unit, obedienceTurn: number): OwedSpec => ({
  kind: 'delay', unitIds: [leader.id], label: `${leader.name}: delay check`, reason: `failed the obedience check in turn ${obedienceTurn} (17.6)`, prefill: { obedienceTurn },
})

/**
 * The log line the other side reads (17.8 "An order is never revealed to the enemy"): the leader, never the order;
 * `kind` in place of the action's own when that one would name the order ('order.defense').
 */
export const shownWords = (leader: Unit, label: string, kind?: string) => ({ shown: { side: leader.side, label, ...(kind ? { kind } : {}) } })

/** 17.3 Special Cases: "each leader has an initial order, freely allocated by the players". */
export function initialOrderDraft(state: BattleState, leader: Unit, order: TacticalOrder): ActionDraft {
  const turn = currentTurn(state).number
  return { kind: 'order.initial', by: leader.side, label: `${leader.name}: initial order ${order}`, ops: patch(state, leader, initialCorpsCommand(order, turn)),
    ...shownWords(leader, `${leader.name}: initial order given (17.3)`) }
}

/** The army commander sends an order (17.3, 17.5): by an aide, or at once when stacked with the corps commander. */
export function sendOrderDraft(state: BattleState, leader: Unit, e: { order: TacticalOrder; aideId: string; stacked?: boolean; viaWing?: boolean; written?: string }): ActionDraft {
  const turn = currentTurn(state).number
  const aideId = e.aideId.trim()
  const written = e.written?.trim() || undefined
  const next = sendOrder(stateOf(state, leader), { aideId, order: e.order, turn, stackedWithArmyCommander: e.stacked, viaWingCommander: e.viaWing, ...(written ? { written } : {}) })
  const what = `${anOrder(e.order)}${written ? ' and its written part' : ''}`
  const label = e.stacked ? `${leader.name} receives ${what} from the army commander in his hex: in effect turn ${turn + 1}`
    : `Aide ${aideId} rides to ${leader.name}${e.viaWing ? ' by the wing commander' : ''} with ${what}`
  const shown = e.stacked ? `${leader.name} receives an order from the army commander in his hex (17.3)` : `Aide ${aideId} rides to ${leader.name}${e.viaWing ? ' by the wing commander' : ''} (17.5)`
  return { kind: 'order.sent', by: leader.side, label, ops: patch(state, leader, next), detail: { leaderId: leader.id, order: e.order }, ...shownWords(leader, shown) }
}

/** The aide reaches the leader (17.5): at levels 3 and 4 an obedience check is owed now. */
export function aideArrivesDraft(state: BattleState, leader: Unit, aideId: string, level: CommandLevel): ActionDraft {
  const turn = currentTurn(state).number
  const before = stateOf(state, leader)
  const aide = before.aides.find((a) => a.id === aideId)
  const next = aideArrives(before, { aideId, turn, level })
  const draft: ActionDraft = { kind: 'order.arrives', by: leader.side, label: `Aide ${aideId} reaches ${leader.name}${aide ? ` with the ${aide.order} order` : ''}`, ops: patch(state, leader, next), detail: { leaderId: leader.id },
    ...shownWords(leader, `Aide ${aideId} reaches ${leader.name} (17.5)`) }
  return next.pending?.check === 'obedience' ? withOwes(draft, [obedienceOwed(leader, turn)]) : draft
}

/** The obedience check's result applied (17.6); settles the owed check. */
export function obedienceDraft(state: BattleState, leader: Unit, outcome: 'success' | 'failure', dice: DiceRecord | undefined, settles: readonly string[]): ActionDraft {
  const turn = currentTurn(state).number
  const before = stateOf(state, leader)
  const order = before.pending?.order
  const next = obedienceChecked(before, { turn, outcome })
  const says = outcome === 'success' ? `accepts the ${order} order, in effect turn ${turn + 1}` : `does not obey at once: previous order turns ${turn} and ${turn + 1}, delay check next turn`
  return withSettles({ kind: 'order.obedience', by: leader.side, label: `${leader.name}: obedience check ${outcome} — ${says}`, ops: patch(state, leader, next), dice, detail: { leaderId: leader.id, outcome },
    ...shownWords(leader, `${leader.name}: obedience check ${outcome} (17.6)`) }, settles)
}

/** The delay check's result applied (17.6); settles the owed check. */
export function delayDraft(state: BattleState, leader: Unit, outcome: DelayOutcome, dice: DiceRecord | undefined, settles: readonly string[]): ActionDraft {
  const turn = currentTurn(state).number
  const next = delayChecked(stateOf(state, leader), { turn, outcome })
  const says = next.scheduled ? `order in effect turn ${next.scheduled.fromTurn}` : 'the aide is lost, the previous order stays'
  return withSettles({ kind: 'order.delay', by: leader.side, label: `${leader.name}: delay check ${outcome} — ${says}`, ops: patch(state, leader, next), dice, detail: { leaderId: leader.id, outcome },
    ...shownWords(leader, `${leader.name}: delay check ${outcome} (17.6)`) }, settles)
}

/**
 * 17.7: a corps commander changes tactic on his own initiative. Success: the new tactic next turn, his units −1
 * morale next turn only; failure: the tactic stays, −2 morale next turn only (combatInput.ts reads the penalty).
 */
export function initiativeDraft(state: BattleState, leader: Unit, newOrder: TacticalOrder, outcome: 'success' | 'failure', dice: DiceRecord | undefined): ActionDraft {
  const turn = currentTurn(state).number
  const next = initiativeChecked(stateOf(state, leader), { turn, newOrder, outcome })
  const says = outcome === 'success' ? `${newOrder} from turn ${turn + 1}, his units −1 morale in turn ${turn + 1}` : `the tactic stays, his units −2 morale in turn ${turn + 1}`
  // The flow event (one initiative a turn) is public bookkeeping: the enemy's phone folds the same sequence (secret.ts).
  return withFlow({ kind: 'order.initiative', by: leader.side, label: `${leader.name}: initiative check ${outcome} — ${says}`, ops: patch(state, leader, next), dice, detail: { leaderId: leader.id, outcome, newOrder },
    ...shownWords(leader, `${leader.name}: initiative check ${outcome} — his units ${outcome === 'success' ? '−1' : '−2'} morale in turn ${turn + 1} (17.7)`) }, [{ t: 'initiative', leader: leader.id }])
}
