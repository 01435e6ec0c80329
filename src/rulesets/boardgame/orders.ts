import type { Act, BgState, OrderKind, Side } from '@/engine/boardgame/sequence'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { asJson, sideName, SECTOR_NAME, type Sector } from './unitState'

const hexes = (n: number) => `${n} hex${n === 1 ? '' : 'es'}`
const SAY: Record<OrderKind, (n: number) => string> = {
  move: (n) => `moves ${hexes(n)}`,
  hold: () => 'holds its position',
  square: () => 'forms square',
  'leave-square': () => 'leaves square',
  rally: () => 'rallies',
  skirmisher: () => 'deploys a skirmisher',
}

/**
 * A unit's order as one quick action (seed 000, 6.0): the move stays on the table, the app records that it happened
 * and how far (6.1 counts hexes). A square formed or left changes the unit (6.1).
 */
export function orderDraft(unit: Unit, order: OrderKind, n = 0, ground?: string): ActionDraft {
  const square = order === 'square' || order === 'leave-square'
  const where = order === 'square' && ground ? ` (${ground === 'open' ? 'clear ground' : ground})` : ''
  return withFlow({
    kind: 'unit.order', by: unit.side, label: `${unit.name} ${SAY[order](n)}${where}`,
    ops: square ? [{ op: 'unit.patch', id: unit.id, state: asJson({ inSquare: order === 'square' }) }] : [],
    detail: { unitId: unit.id, order, ...(order === 'move' ? { hexes: n } : {}) },
  }, [{ t: 'order', unit: unit.id, order, ...(order === 'move' ? { hexes: n } : {}) }])
}

/** The sector a unit stands in, noted by the players (the cards order by sector, 3.1). */
export function sectorDraft(unit: Unit, sector: Sector | null): ActionDraft {
  return {
    kind: 'unit.sector', by: unit.side, label: sector ? `${unit.name} is in the ${SECTOR_NAME[sector]}` : `${unit.name}: sector not noted`,
    ops: [{ op: 'unit.patch', id: unit.id, state: sector ? asJson({ sector }) : { sector: null } }],
  }
}

/** seed 000, 5.1 step 4: the side has given all its orders this round. */
export const ordersDoneDraft = (state: BattleState, side: Side): ActionDraft =>
  withFlow({ kind: 'cards.done', by: side, label: `${sideName(state, side)} has given all its orders`, ops: [] }, [{ t: 'done', side }])

/** How many units the played order card orders, read off the card (the text does not print it: seed 000, 3.1). */
export const allowDraft = (state: BattleState, side: Side, units: number): ActionDraft =>
  withFlow({ kind: 'cards.allow', by: side, label: `${sideName(state, side)}'s card orders ${units} unit${units === 1 ? '' : 's'} (read off the card)`, ops: [] }, [{ t: 'allow', side, units }])

/** The battle is won (seed 000, 4.2, 12.0) but the umpire plays on: logged, undoable. */
export const playOnDraft = (): ActionDraft =>
  withFlow({ kind: 'battle.play-on', by: 'umpire', label: 'The battle is won; the umpire plays on', ops: [] }, [{ t: 'play-on' }])

const DONE: Record<OrderKind, string> = { move: 'moved', hold: 'held', square: 'formed square', 'leave-square': 'left square', rally: 'rallied', skirmisher: 'deployed a skirmisher' }

/** What the unit has done this round, in words for its badge; null when nothing. */
export function actedWords(s: BgState, id: string): string | null {
  const a: Act | undefined = s.acts[id]
  if (!a) return null
  const out = [
    ...a.orders.map((o) => (o === 'move' ? `moved ${hexes(a.hexes)}` : DONE[o])),
    ...(a.fired ? [a.fired > 1 ? `fired ×${a.fired}` : 'fired'] : []),
    ...(a.retreated ? ['retreated'] : []),
    ...(a.special ? ['special action'] : []),
  ]
  return out.length ? out.join(', ') : null
}
