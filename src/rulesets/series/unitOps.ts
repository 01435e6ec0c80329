import { check, RulesInputError } from '@/engine/core'
import { FORMATIONS } from '@/engine/series/formations'
import { checkUnit, type Formation, type UnitType } from '@/engine/series/units'
import { printedLimits, STACK_PLACE_LIMITS } from '@/engine/series/printedLimits'
import type { ActionDraft } from '@/model/actionDraft'
import { checkName } from '@/model/names'
import type { BattleState, JsonRecord, SideId, Unit } from '@/model/types'
import { asJson, combatState, seriesUnitOf, type SeriesUnitState } from './unitState'

/** The counter's printed values as the add-unit form has them (3.1); a number not entered yet is null. */
export interface UnitForm {
  name: string
  type: UnitType
  steps: number | null
  firepower: number | null
  meleeValue: number | null
  morale: number | null
  fireRange: number | null
  formation: Formation
  corps: string
  hex: string
}
/** A form every number of which is entered. */
type FullForm = UnitForm & Record<'steps' | 'firepower' | 'meleeValue' | 'morale' | 'fireRange', number>

/** Formations an arm may take (chapter 4), in the text's order. */
export const formationsFor = (type: UnitType) => FORMATIONS.filter((f) => f.type === type)
export const formationName = (type: UnitType, formation: Formation): string =>
  FORMATIONS.find((f) => f.type === type && f.formation === formation)?.name ?? formation

/** A new unit's state: in good order, full strength, on top of its hex. */
export function newUnitState(f: FullForm): SeriesUnitState {
  return { type: f.type, originalSteps: f.steps, steps: f.steps, firepower: f.firepower, meleeValue: f.meleeValue, morale: f.morale, fireRange: f.fireRange,
    formation: f.formation, disorganizedAtTurn: null, stackPosition: 0, corps: f.corps.trim(), hex: f.hex.trim(), status: 'active' }
}

const NUMBERS = [['steps', 'Steps', ' (the printed number of steps; one hex holds at most 10 of infantry and artillery, 7 of cavalry: 5.1)'],
  ['firepower', 'Firepower', ''], ['meleeValue', 'Melee value', ''], ['morale', 'Morale', ' (checked on two dice, 10.2)'], ['fireRange', 'Fire range', '']] as const

/**
 * Every problem of the form at once, by field, in player words, with the rules' limits (printedLimits): "Cavalry
 * cannot fight by fire" (3.1: firepower and range 0), range 1 or 2 for infantry (2 = light infantry), 5 to 7 for
 * artillery (3.1), steps within a hex's stacking limit (5.1), morale 1 to 12, a formation of its arm (chapter 4).
 * Empty when the unit can join.
 */
export function unitProblems(f: UnitForm): Record<string, string> {
  const out: Record<string, string> = {}
  try { checkName(f.name, 'name', 'the unit') } catch (e) { if (e instanceof RulesInputError) out.name = e.message; else throw e }
  const lim = printedLimits(f.type)
  for (const [k, what, why] of NUMBERS) {
    const n = f[k]
    if (n === null) out[k] = `${what}: not entered yet.`
    else if (!(Number.isInteger(n) && n >= lim[k].min && n <= lim[k].max)) out[k] = `${what}: a whole number from ${lim[k].min} to ${lim[k].max}${why}.`
  }
  if (f.type === 'cavalry' && f.firepower !== null && f.firepower !== 0) out.firepower = 'Cavalry has no firepower (3.1).'
  if (f.fireRange !== null && out.fireRange) out.fireRange = f.type === 'cavalry' ? 'Cavalry cannot fight by fire: range 0 (3.1).'
    : f.type === 'infantry' ? 'Infantry range: 1, or 2 for light infantry (3.1).' : 'Artillery range: 5 to 7 hexes (3.1).'
  if (!formationsFor(f.type).some((x) => x.formation === f.formation)) out.formation = `Not a formation of ${f.type} (chapter 4).`
  if (f.corps.length > 40) out.corps = 'Corps: at most 40 characters.'
  if (f.hex.length > 20) out.hex = 'Hex: at most 20 characters.'
  return out
}

const complete = (f: UnitForm): f is FullForm => NUMBERS.every(([k]) => f[k] !== null)

/** A new combat unit: one 'unit.add' action; refuses with the first problem's field when the form has any. */
export function addUnitDraft(side: SideId, f: UnitForm, id: string): ActionDraft {
  const problems = Object.entries(unitProblems(f))
  check(problems.length === 0 && complete(f), 'out-of-range', problems[0]?.[0] ?? 'unit', problems[0]?.[1] ?? '')
  const name = f.name.trim()
  const unit: Unit = { id, side, name, kind: f.type, state: asJson(newUnitState(f)) }
  checkUnit(seriesUnitOf(unit))
  return { kind: 'unit.add', by: side, label: `${name} (${f.type}, ${f.steps} step${f.steps === 1 ? '' : 's'}) joins`, ops: [{ op: 'unit.put', unit }] }
}

/**
 * A change of formation by the players (chapter 4). Becoming disorganized writes the marker with the current game
 * turn (3.3); leaving disorganization is a rally (11.3), done on the Combat tab, so it is refused here.
 */
export function formationDraft(unit: Unit, formation: Formation, turn: number): ActionDraft | null {
  const s = combatState(unit)
  if (s.formation === formation) return null
  check(formationsFor(s.type).some((f) => f.formation === formation), 'not-allowed-together', 'formation', `${unit.name}: not a formation of ${s.type} (chapter 4).`)
  check(s.formation !== 'disorganized', 'not-allowed-together', 'formation', `${unit.name} is disorganized: only a successful rally check removes the marker (11.3).`)
  const marker = formation === 'disorganized' ? turn : null
  return { kind: 'unit.formation', by: unit.side, label: `${unit.name}: ${formationName(s.type, formation).toLowerCase()}${marker === null ? '' : ` (marker ${marker})`}`,
    ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ formation, disorganizedAtTurn: marker }) }] }
}

/** Steps corrected by hand (a loss the screens did not apply, 3.6): 0 eliminates, up to the printed steps. */
export function stepsDraft(unit: Unit, steps: number): ActionDraft | null {
  const s = combatState(unit)
  check(Number.isInteger(steps) && steps >= 0 && steps <= s.originalSteps, 'out-of-range', 'steps', `${unit.name}: steps from 0 to the printed ${s.originalSteps}.`)
  if (steps === s.steps) return null
  const status = steps === 0 ? 'eliminated' : 'active'
  return { kind: 'unit.steps', by: unit.side, label: `${unit.name}: steps ${s.steps} → ${steps} by hand${steps === 0 ? ' (eliminated)' : ''}`,
    ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ steps, status }) }] }
}

/** Where the counter stands: its hex and its place in the stack (5.9). */
export function placeDraft(unit: Unit, hex: string, stackPosition: number): ActionDraft | null {
  const h = hex.trim()
  check(h.length <= 20, 'out-of-range', 'hex', 'Hex: at most 20 characters.')
  check(Number.isInteger(stackPosition) && stackPosition >= STACK_PLACE_LIMITS.min && stackPosition <= STACK_PLACE_LIMITS.max, 'out-of-range', 'stackPosition',
    `Stack place: 0 for the top unit, 1 under it… up to ${STACK_PLACE_LIMITS.max} (5.1).`)
  const s = unit.state
  if (s.hex === h && (unit.kind === 'leader' || s.stackPosition === stackPosition)) return null
  const patch: JsonRecord = unit.kind === 'leader' ? { hex: h } : { hex: h, stackPosition }
  return { kind: 'unit.place', by: unit.side, label: `${unit.name}: hex ${h || 'not noted'}${unit.kind === 'leader' ? '' : `, ${stackPosition === 0 ? 'on top' : `position ${stackPosition}`}`}`,
    ops: [{ op: 'unit.patch', id: unit.id, state: patch }] }
}

export function findUnit(state: BattleState, id: string): Unit {
  const u = state.units[id]
  check(u !== undefined, 'unknown-value', 'unit', `No unit ${id.slice(0, 40)} in this battle.`)
  return u
}

export * from './leaderForm'
