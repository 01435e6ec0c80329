import type { OrderKind, Side } from '@/engine/miniatures/sequence'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { asJson } from './unitState'

const SAY: Record<OrderKind, (segments: number) => string> = {
  move: (n) => `moved ${n} segment${n === 1 ? '' : 's'}`,
  hold: () => 'holds',
  square: () => 'forms square',
  'leave-square': () => 'leaves square',
  rally: () => 'rallies',
}

/** A unit's order as one quick action (seed 000, 6.0): the move stays on the table, the app records that it happened. */
export function orderDraft(unit: Unit, order: OrderKind, segments = 0, ground?: string): ActionDraft {
  const square = order === 'square' || order === 'leave-square'
  const where = order === 'square' && ground ? ` (${ground === 'open' ? 'clear ground' : ground})` : ''
  return withFlow({
    kind: 'unit.order', by: unit.side, label: `${unit.name} ${SAY[order](segments)}${where}`,
    ops: square ? [{ op: 'unit.patch', id: unit.id, state: asJson({ inSquare: order === 'square' }) }] : [],
    detail: { unitId: unit.id, order, ...(order === 'move' ? { segments } : {}) },
  }, [{ t: 'order', unit: unit.id, order, ...(order === 'move' ? { segments } : {}) }])
}

const sideName = (state: BattleState, side: Side) => state.setup.sides[side === 'a' ? 0 : 1].name

/** seed 000, 5.1 step 4: the side has given all its orders this round. */
export const ordersDoneDraft = (state: BattleState, side: Side): ActionDraft =>
  withFlow({ kind: 'cards.done', by: side, label: `${sideName(state, side)} has given all its orders`, ops: [] }, [{ t: 'done', side }])

/** How many units the played card orders, read off the card (the texts do not print it: seed 000, 3.1). */
export const allowDraft = (state: BattleState, side: Side, units: number): ActionDraft =>
  withFlow({ kind: 'cards.allow', by: side, label: `${sideName(state, side)}'s card orders ${units} unit${units === 1 ? '' : 's'} (read from the card)`, ops: [] }, [{ t: 'allow', side, units }])

/** The battle is won (seed 000, 4.2) but the umpire plays on: logged. */
export const playOnDraft = (): ActionDraft =>
  withFlow({ kind: 'battle.play-on', by: 'umpire', label: 'The battle is won; the umpire plays on', ops: [] }, [{ t: 'play-on' }])
