import { check } from '@/engine/core'
import { unitType, type UnitType } from '@/engine/boardgame/units'
import type { Flag } from '@/engine/boardgame/whiteDie'
import { checkName } from '@/model/names'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Op, SideId, Unit } from '@/model/types'
import { asJson, bgState, bgUnits, isActive, isLoneGeneral, pieceOf, SECTOR_NAME, type BgUnitState, type Sector } from './unitState'

export interface NewUnit {
  readonly side: SideId
  /** A unit type of 1.1, or 'general' for a general alone in his hex. */
  readonly type: UnitType | 'general'
  readonly name: string
  readonly nation: Flag
  /** Counter + chips it starts with: 1.1's full strength unless the scenario's own is less (Ligny's one-chip battery). */
  readonly elements: number
  /** An attached general's name, '' for none. */
  readonly general: string
  /** The sector it stands in (3.1), when the players note it. */
  readonly sector?: Sector | null
}

/** Where a general of `side` is on the map: attached to a unit, or alone in his hex; null when he is not (killed or never placed). */
export function generalOnMap(state: BattleState, side: SideId, name: string): { readonly attachedTo?: Unit; readonly alone?: Unit } | null {
  const g = name.trim().toLowerCase()
  const active = bgUnits(state, side).filter(isActive)
  const alone = active.find((x) => isLoneGeneral(x) && x.name.toLowerCase() === g)
  if (alone) return { alone }
  const attachedTo = active.find((x) => bgState(x).general.toLowerCase() === g)
  return attachedTo ? { attachedTo } : null
}

const where = (w: { attachedTo?: Unit; alone?: Unit }) => (w.alone ? 'alone in his hex' : `attached to ${w.attachedTo?.name ?? ''}`)

/** Every refusal at once, each naming its field, so the form can show them together. */
export function unitErrors(state: BattleState, u: NewUnit): Record<string, string> {
  const errors: Record<string, string> = {}
  const general = u.type === 'general'
  const t = general ? null : (() => { try { return unitType(u.type as UnitType, 'type') } catch { errors.type = `"${String(u.type).slice(0, 100)}" is not a unit of this game (1.1).`; return null } })()
  try { checkName(u.name, 'name', general ? 'the general' : 'the unit') } catch (e) { errors.name = (e as Error).message }
  const self = general && u.name.trim() ? generalOnMap(state, u.side, u.name) : null
  if (self) errors.name = `${u.name.trim()} is on the map already, ${where(self)} (6.31).`
  if (t && !(Number.isInteger(u.elements) && u.elements >= 1 && u.elements <= t.elements)) {
    errors.elements = `A ${t.name.toLowerCase()} has 1–${t.elements} elements (counter + ${t.chips} chip${t.chips === 1 ? '' : 's'}, 1.1).`
  }
  const attached = general ? '' : u.general.trim()
  if (attached) {
    try { checkName(attached, 'general', 'the general') } catch (e) { errors.general = (e as Error).message }
    const w = generalOnMap(state, u.side, attached)
    if (w) errors.general = `${attached} is on the map already, ${where(w)}: one general per unit and one place per general (6.31).`
  }
  return errors
}

/** A unit (or a lone general) built by the players (the scenario's order of battle is in the Italian rules): one 'unit.add' action. */
export function addUnitDraft(state: BattleState, u: NewUnit, id: string): ActionDraft {
  const errors = unitErrors(state, u)
  const first = Object.keys(errors)[0]
  check(first === undefined, 'out-of-range', first ?? '', first ? errors[first]! : '')
  const name = u.name.trim()
  if (u.type === 'general') {
    const g = loneGeneral(u.side, name, u.nation, id)
    return { kind: 'unit.add', by: u.side, label: `${name} (general, alone in his hex) joins`, ops: [{ op: 'unit.put', unit: u.sector ? { ...g, state: { ...g.state, sector: u.sector } } : g }] }
  }
  const t = unitType(u.type)
  const s: BgUnitState = { type: u.type, nation: u.nation, elements: u.elements, startingElements: u.elements, general: u.general.trim(), inSquare: false, status: 'active', ...(u.sector ? { sector: u.sector } : {}) }
  const withGeneral = `${s.general ? `, ${s.general} attached` : ''}${u.sector ? `, ${SECTOR_NAME[u.sector]}` : ''}`
  return {
    kind: 'unit.add', by: u.side, label: `${name} (${t.name}, ${u.elements} element${u.elements === 1 ? '' : 's'}${withGeneral}) joins`,
    ops: [{ op: 'unit.put', unit: { id, side: u.side, name, kind: u.type, state: asJson(s) } }],
  }
}

/** A general alone in his hex as a piece of his own (6.31, 7.32.8, 9.5). */
export function loneGeneral(side: SideId, name: string, nation: Flag, id: string): Unit {
  const s: BgUnitState = { type: 'general', nation, elements: 1, startingElements: 1, general: '', inSquare: false, status: 'active' }
  return { id, side, name, kind: 'general', state: asJson(s) }
}

/**
 * Attaches a general to a unit or detaches him, in one action (6.31): a general who leaves stays on the map alone in his hex
 * (as the piece `loneId`); a lone general who joins leaves his own hex. Null when nothing changes.
 */
export function generalDraft(state: BattleState, unit: Unit, general: string, loneId: string): ActionDraft | null {
  const g = general.trim()
  const s = bgState(unit)
  if (g.toLowerCase() === s.general.toLowerCase()) return null
  check(!isLoneGeneral(unit), 'not-allowed-together', 'general', 'A general alone in his hex joins a unit from that unit\'s row.')
  const ops: Op[] = [{ op: 'unit.patch', id: unit.id, state: asJson({ general: g }) }]
  const said: string[] = []
  if (s.general) {
    ops.push({ op: 'unit.put', unit: loneGeneral(unit.side, s.general, s.nation, loneId) })
    said.push(`${s.general} leaves ${unit.name}, alone in his hex`)
  }
  if (g) {
    checkName(g, 'general', 'the general')
    const w = generalOnMap(state, unit.side, g)
    check(!w?.attachedTo, 'not-allowed-together', 'general', `${g} is attached to ${w?.attachedTo?.name ?? ''} already (6.31).`)
    if (w?.alone) ops.push({ op: 'unit.remove', id: w.alone.id })
    said.push(`${g} attached to ${unit.name}`)
  }
  return { kind: 'unit.general', by: unit.side, label: said.join('; '), ops }
}

/** Forms or leaves square (6.1: infantry only); null when nothing changes. */
export function squareDraft(unit: Unit, inSquare: boolean): ActionDraft | null {
  const s = bgState(unit)
  if (s.inSquare === inSquare) return null
  check(pieceOf(s.type).arm === 'infantry', 'not-allowed-together', 'inSquare', 'Only infantry forms square (6.1).')
  return { kind: 'unit.situation', by: unit.side, label: `${unit.name} ${inSquare ? 'forms square' : 'leaves square'}`, ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ inSquare }) }] }
}

export function findUnit(state: BattleState, id: string): Unit {
  const u = state.units[id]
  check(u !== undefined, 'unknown-value', 'unit', `No unit ${id.slice(0, 100)} in this battle.`)
  return u
}

/**
 * The players correct a unit by hand (a misread chip count, a name): one action, the new values checked against 1.1
 * (never above what it started with, at least the counter). Null when nothing changes.
 */
export function editDraft(unit: Unit, name: string, elements: number): ActionDraft | null {
  const s = bgState(unit)
  const n = checkName(name, 'name', unit.kind === 'general' ? 'the general' : 'the unit')
  check(Number.isInteger(elements) && elements >= 1 && elements <= s.startingElements, 'out-of-range', 'elements',
    `${unit.name} has 1–${s.startingElements} elements (what it started with, 1.1); got ${String(elements).slice(0, 100)}.`)
  const said = [n !== unit.name ? `renamed ${n}` : '', elements !== s.elements ? `${elements} element${elements === 1 ? '' : 's'} (was ${s.elements})` : ''].filter(Boolean)
  if (!said.length) return null
  return {
    kind: 'unit.edit', by: unit.side, label: `${unit.name} corrected: ${said.join(', ')}`,
    ops: [{ op: 'unit.patch', id: unit.id, ...(n !== unit.name ? { name: n } : {}), state: asJson({ elements }) }],
  }
}
