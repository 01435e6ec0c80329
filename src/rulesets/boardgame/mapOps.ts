import type { CardSide } from '@/engine/boardgame/cards'
import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Unit } from '@/model/types'
import { asJson, bgState, isActive, isLoneGeneral } from './unitState'

/**
 * A unit the players take off the map for a reason the app does not work out itself (a skirmisher cut off from its
 * parent, 6.1; a general killed as a scenario says): one action, counted like any eliminated unit.
 */
export function eliminateDraft(unit: Unit, why: string): ActionDraft {
  check(isActive(unit), 'not-allowed-together', 'unit', `${unit.name} is off the map already.`)
  const reason = why.trim().slice(0, 100)
  check(reason.length > 0, 'out-of-range', 'why', 'Say why it leaves the map (e.g. "skirmisher cut off from its parent, 6.1").')
  const word = isLoneGeneral(unit) ? 'killed' : 'eliminated'
  return {
    kind: 'unit.eliminated', by: unit.side, label: `${unit.name} ${word}: ${reason}`,
    ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ status: 'eliminated', ...(bgState(unit).general ? { general: '' } : {}) }) }],
    detail: { unitId: unit.id, why: reason },
  }
}

/** 12.0 #2 (hypothetical battles): which armies the players say have no units left in one of the three sectors. */
export function emptySectorOf(state: BattleState): Partial<Record<CardSide, boolean>> {
  const e = state.battle['emptySector']
  if (!e || typeof e !== 'object' || Array.isArray(e)) return {}
  return { ...(e.french === true ? { french: true } : {}), ...(e.allied === true ? { allied: true } : {}) }
}

export function emptySectorDraft(state: BattleState, side: CardSide, empty: boolean): ActionDraft | null {
  const now = emptySectorOf(state)
  if (Boolean(now[side]) === empty) return null
  const army = side === 'french' ? 'The French army' : 'The Allied army'
  return {
    kind: 'sector.empty', by: 'umpire', label: empty ? `${army} has no units in one of the three sectors (12.0)` : `${army} has units in every sector again`,
    ops: [{ op: 'battle.patch', patch: { emptySector: { ...now, [side]: empty } } }],
  }
}
