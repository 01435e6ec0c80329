import { combineUnits } from '@/engine/boardgame/combineUnits'
import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Unit } from '@/model/types'
import { asJson, bgState, bgUnits, isActive } from './unitState'

/** The friendly active units of the same type `unit` could absorb or be absorbed by (6.21.3 needs one of them reduced). */
export function combinePartners(state: BattleState, unit: Unit): Unit[] {
  const s = bgState(unit)
  return bgUnits(state, unit.side).filter((u) => u.id !== unit.id && isActive(u) && bgState(u).type === s.type
    && (s.elements < s.startingElements || bgState(u).elements < bgState(u).startingElements))
}

/**
 * seed 000, 6.21.3: `absorbed` joins `remaining` in one action: its chips go under the remaining counter (never above what
 * that unit started with), its counter leaves the map and it counts as eliminated; an attached general stays with the
 * remaining unit if it has none.
 */
export function combineDraft(remaining: Unit, absorbed: Unit): ActionDraft {
  check(remaining.side === absorbed.side && remaining.id !== absorbed.id, 'not-allowed-together', 'absorbed', 'Only two friendly units combine (6.21.3).')
  check(isActive(remaining) && isActive(absorbed), 'not-allowed-together', 'absorbed', 'Both units must still be on the map.')
  const r = bgState(remaining)
  const a = bgState(absorbed)
  const [rType, aType] = [r.type, a.type]
  check(rType !== 'general' && aType !== 'general', 'not-allowed-together', 'absorbed', 'Generals do not combine (6.21.3 combines units).')
  const result = combineUnits({ type: rType, elements: r.elements, startingElements: r.startingElements }, { type: aType, elements: a.elements, startingElements: a.startingElements })
  const general = r.general || a.general
  return {
    kind: 'unit.combine', by: remaining.side,
    label: `${absorbed.name} combines into ${remaining.name}: ${result.elements} elements; ${absorbed.name} counts as eliminated`,
    ops: [
      { op: 'unit.patch', id: remaining.id, state: asJson({ elements: result.elements, ...(general !== r.general ? { general } : {}) }) },
      { op: 'unit.patch', id: absorbed.id, state: asJson({ status: 'absorbed', general: '' }) },
    ],
    detail: { remainingId: remaining.id, absorbedId: absorbed.id, working: result.working.map((w) => w.label) },
  }
}
