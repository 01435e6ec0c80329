import { check } from '@/engine/core'
import { unitType, type UnitType } from '@/engine/boardgame/units'
import type { Flag } from '@/engine/boardgame/whiteDie'
import { checkName } from '@/model/names'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, SideId, Unit } from '@/model/types'
import { asJson, bgState, bgUnits, isActive, type BgUnitState } from './unitState'

export interface NewUnit {
  readonly side: SideId
  readonly type: UnitType
  readonly name: string
  readonly nation: Flag
  /** Counter + chips it starts with: 1.1's full strength unless the scenario's own is less (Ligny's one-chip battery). */
  readonly elements: number
  /** An attached general's name, '' for none. */
  readonly general: string
}

/** Every refusal at once, each naming its field, so the form can show them together. */
export function unitErrors(state: BattleState, u: NewUnit): Record<string, string> {
  const errors: Record<string, string> = {}
  const t = (() => { try { return unitType(u.type, 'type') } catch { errors.type = `"${String(u.type).slice(0, 100)}" is not a unit of this game (1.1).`; return null } })()
  try { checkName(u.name, 'name', 'the unit') } catch (e) { errors.name = (e as Error).message }
  if (t && !(Number.isInteger(u.elements) && u.elements >= 1 && u.elements <= t.elements)) {
    errors.elements = `A ${t.name.toLowerCase()} has 1–${t.elements} elements (counter + ${t.chips} chip${t.chips === 1 ? '' : 's'}, 1.1).`
  }
  const general = u.general.trim()
  if (general) {
    try { checkName(general, 'general', 'the general') } catch (e) { errors.general = (e as Error).message }
    const holder = generalHolder(state, u.side, general)
    if (holder) errors.general = `${general} is already attached to ${holder.name}: one general per unit and one place per general (6.31).`
  }
  return errors
}

/** The active unit of `side` that has this general attached, if any. */
export function generalHolder(state: BattleState, side: SideId, general: string): Unit | undefined {
  const g = general.trim().toLowerCase()
  return bgUnits(state, side).filter(isActive).find((x) => bgState(x).general.toLowerCase() === g)
}

/** A unit built by the players (the scenario's order of battle is in the Italian rules): one 'unit.add' action. */
export function addUnitDraft(state: BattleState, u: NewUnit, id: string): ActionDraft {
  const errors = unitErrors(state, u)
  const first = Object.keys(errors)[0]
  check(first === undefined, 'out-of-range', first ?? '', first ? errors[first]! : '')
  const t = unitType(u.type)
  const s: BgUnitState = { type: u.type, nation: u.nation, elements: u.elements, startingElements: u.elements, general: u.general.trim(), inSquare: false, status: 'active' }
  const name = u.name.trim()
  const withGeneral = s.general ? `, ${s.general} attached` : ''
  return {
    kind: 'unit.add', by: u.side, label: `${name} (${t.name}, ${u.elements} element${u.elements === 1 ? '' : 's'}${withGeneral}) joins`,
    ops: [{ op: 'unit.put', unit: { id, side: u.side, name, kind: u.type, state: asJson(s) } }],
  }
}

/** Attaches a general to a unit or detaches him (6.31); null when nothing changes. */
export function generalDraft(state: BattleState, unit: Unit, general: string): ActionDraft | null {
  const g = general.trim()
  const s = bgState(unit)
  if (g === s.general) return null
  if (g) {
    checkName(g, 'general', 'the general')
    const holder = generalHolder(state, unit.side, g)
    check(!holder || holder.id === unit.id, 'not-allowed-together', 'general', `${g} is already attached to ${holder?.name ?? ''} (6.31).`)
  }
  const label = g ? `${g} attached to ${unit.name}` : `${s.general} leaves ${unit.name}`
  return { kind: 'unit.general', by: unit.side, label, ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ general: g }) }] }
}

/** Forms or leaves square (6.1: infantry only); null when nothing changes. */
export function squareDraft(unit: Unit, inSquare: boolean): ActionDraft | null {
  const s = bgState(unit)
  if (s.inSquare === inSquare) return null
  check(unitType(s.type).arm === 'infantry', 'not-allowed-together', 'inSquare', 'Only infantry forms square (6.1).')
  return { kind: 'unit.situation', by: unit.side, label: `${unit.name} ${inSquare ? 'forms square' : 'leaves square'}`, ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ inSquare }) }] }
}

export function findUnit(state: BattleState, id: string): Unit {
  const u = state.units[id]
  check(u !== undefined, 'unknown-value', 'unit', `No unit ${id.slice(0, 100)} in this battle.`)
  return u
}
