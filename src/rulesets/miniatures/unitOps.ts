import { checkName } from '@/model/names'
import { check } from '@/engine/core'
import type { Flag } from '@/engine/boardgame/whiteDie'
import { addDisorder } from '@/engine/miniatures/disorder'
import { checkSquareUnit } from '@/engine/miniatures/square'
import { unitType } from '@/engine/miniatures/referenceSheet'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, SideId, Unit } from '@/model/types'
import { asJson, miniState, newUnitState, type MiniUnitState } from './unitState'
import { disorderPoints } from '@/engine/miniatures/words'

/** A new unit from the reference sheet's unit types: one 'unit.add' action. */
export function addUnitDraft(side: SideId, typeId: string, name: string, flag: Flag, id: string): ActionDraft {
  const n = checkName(name, 'name', 'the unit')
  const type = unitType(typeId, 'unit type')
  const unit: Unit = { id, side, name: n, kind: type.kind, state: asJson(newUnitState(typeId, flag)) }
  return { kind: 'unit.add', label: `${n} (${type.name}) joins`, by: side, ops: [{ op: 'unit.put', unit }] }
}

/**
 * +n disorder points; at the type's capacity the unit is removed (seed 003, 6.0: infantry 4, cavalry and
 * artillery 3, generals 1). One action, so one undo brings the unit back.
 */
export function disorderDraft(unit: Unit, n = 1, why = ''): ActionDraft {
  const s = miniState(unit)
  check(s.status === 'active', 'not-allowed-together', 'status', `${unit.name} is ${s.status} already.`)
  const r = addDisorder({ type: s.type, disorderPoints: s.disorderPoints }, n)
  const tail = r.removed ? ` — removed (at ${disorderPoints(r.removedAt)})` : ` (${r.disorderPoints} of ${r.removedAt})`
  return {
    kind: r.removed ? 'unit.removed' : 'unit.disorder', by: unit.side,
    label: `${unit.name}: +${disorderPoints(n)}${why}${tail}`,
    ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ disorderPoints: r.disorderPoints, ...(r.removed ? { status: 'removed' as const } : {}) }) }],
  }
}

type Flags = Pick<MiniUnitState, 'generalAttached' | 'inSquare' | 'engaged' | 'facing' | 'flag' | 'sector'>
const SAY: Record<keyof Flags, (v: unknown) => string> = {
  generalAttached: (v) => (v ? 'general attached' : 'general detached'),
  inSquare: (v) => (v ? 'forms square' : 'leaves square'),
  engaged: (v) => (v ? 'engaged' : 'no longer engaged'),
  facing: (v) => `facing ${String(v) || 'not noted'}`,
  flag: (v) => `${String(v)} flag`,
  sector: (v) => (v ? `${String(v)} sector` : 'sector not noted'),
}

/** A change of the unit's noted situation; null when nothing changes. */
export function situationDraft(unit: Unit, patch: Partial<Flags>): ActionDraft | null {
  const s = miniState(unit)
  const changed = (Object.keys(patch) as (keyof Flags)[]).filter((k) => patch[k] !== undefined && patch[k] !== s[k])
  if (!changed.length) return null
  if (patch.inSquare) checkSquareUnit(unitType(s.type).kind)
  const state = Object.fromEntries(changed.map((k) => [k, patch[k]!]))
  return { kind: 'unit.situation', by: unit.side, label: `${unit.name}: ${changed.map((k) => SAY[k](patch[k])).join(', ')}`, ops: [{ op: 'unit.patch', id: unit.id, state: asJson(state) }] }
}

export function findUnit(state: BattleState, id: string): Unit {
  const u = state.units[id]
  check(u !== undefined, 'unknown-value', 'unit', `No unit ${id} in this battle.`)
  return u
}
