import { checkName } from '@/model/names'
import { check } from '@/engine/core/errors'
import type { ActionDraft } from '@/model/actionDraft'
import type { JsonRecord, SideId, Unit } from '@/model/types'
import { BASES_LIMITS, countProblem, FACTOR_LIMIT } from './rosterLimits'
import { formationsFor, presetState, type TroopFactors } from './rosterPresets'
import type { Provenance, WargamingUnitState } from './unitState'

export type UnitChanges = Partial<Omit<WargamingUnitState, 'nation' | 'arm' | 'troopType'>> & { name?: string }

/** Rules words for each field, as a log line names them. */
const WORDS: Record<string, string> = {
  fireFactor: 'fire factor', meleeFactor: 'mêlée factor', moraleFactor: 'morale factor', controlFactor: 'control factor',
  damagedBases: 'damaged bases', lostBases: 'lost bases', commandId: 'command', casualtiesThisTurn: 'casualties this turn',
  hasFired: 'has fired', lastMoraleScore: 'last morale score', weapon: 'weapon', quality: 'quality',
}
const FACTOR_KEYS = ['fireFactor', 'meleeFactor', 'moraleFactor', 'controlFactor'] as const
const show = (v: unknown) => (v === null || v === '' ? '—' : String(v))

export function unitState(unit: Unit): WargamingUnitState {
  return unit.state as WargamingUnitState
}

function whole(value: unknown, field: string, what: string): void {
  check(typeof value === 'number' && Number.isInteger(value) && value >= 0, 'out-of-range', field, `${what}: enter a whole number of 0 or more (not ${show(value).slice(0, 20)})`)
}

function within(problem: string | null, field: string): void {
  check(problem === null, 'out-of-range', field, problem ?? '')
}

const FACTOR_WORDS = { fireFactor: 'Fire', meleeFactor: 'Mêlée', moraleFactor: 'Morale', controlFactor: 'Control' } as const

/**
 * Throws RulesInputError naming the field when the unit's state breaks the rules' limits. `basesLimits`:
 * check the bases against the book's bases per unit (rosterLimits.ts) — always for a new unit, and for an
 * edit only when the bases change, so a unit saved before the limits can still change formation.
 */
export function checkUnitState(s: WargamingUnitState, basesLimits = true): void {
  within(countProblem('Bases', s.bases, basesLimits ? BASES_LIMITS[s.arm] : { min: 1, max: Number.MAX_SAFE_INTEGER, why: '' }), 'bases')
  whole(s.damagedBases, 'damagedBases', 'Damaged bases')
  whole(s.lostBases, 'lostBases', 'Lost bases')
  check(s.lostBases + s.damagedBases <= s.bases, 'out-of-range', 'lostBases', `Bases: ${s.lostBases} lost and ${s.damagedBases} damaged is more than the unit's ${s.bases} bases`)
  check(s.damagedBases <= 1, 'out-of-range', 'damagedBases', 'Damaged bases: two damaged bases are one base removed (rules: Casualties), so at most one stays damaged')
  for (const f of ['fireFactor', 'meleeFactor', 'moraleFactor', 'controlFactor'] as const) if (s[f] !== null) within(countProblem(FACTOR_WORDS[f], s[f], FACTOR_LIMIT), f)
  check(formationsFor(s.arm, s.skirmish).includes(s.formation), 'not-allowed-together', 'formation', `Formation: ${s.troopType} (${s.arm}) cannot be in ${s.formation}`)
}

export interface NewUnitInput {
  id: string
  side: SideId
  name: string
  troop: TroopFactors
  provenance: Provenance
  /** Anything changed from the preset before adding (bases, weapon, quality…). */
  changes?: UnitChanges
}

/** "Added 45e Ligne (French Line infantry, 4 bases)". */
export function addUnit(input: NewUnitInput): ActionDraft {
  const name = checkName(input.changes?.name ?? input.name, 'name', 'the unit')
  const { name: _n, ...rest } = input.changes ?? {}
  void _n
  const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<WargamingUnitState>
  const state = { ...presetState(input.troop, input.provenance), ...given } as WargamingUnitState
  checkUnitState(state)
  const unit: Unit = { id: input.id, side: input.side, name, kind: state.arm, state }
  const house = input.provenance === 'house rule' ? ', house rule' : ''
  return {
    kind: 'unit.add',
    label: `Added ${name} (${state.nation} ${state.troopType} ${state.arm}, ${state.bases} bases${house})`,
    by: input.side,
    ops: [{ op: 'unit.put', unit }],
  }
}

/** "45e Ligne: formation line → column". null when nothing changes. */
export function editUnit(unit: Unit, changes: UnitChanges): ActionDraft | null {
  const before = unitState(unit)
  const { name, ...given } = changes
  // A factor typed over the printed one is the owner's own: the unit shows "house rule".
  const factorChanged = FACTOR_KEYS.some((k) => given[k] !== undefined && given[k] !== before[k])
  const stateChanges: UnitChanges = factorChanged && given.provenance === undefined ? { ...given, provenance: 'house rule' } : given
  const diff: JsonRecord = {}
  const words: string[] = []
  for (const [k, v] of Object.entries(stateChanges)) {
    if (v === undefined || before[k] === v) continue
    diff[k] = v
    words.push(`${WORDS[k] ?? k} ${show(before[k])} → ${show(v)}`)
  }
  const newName = name === undefined ? undefined : checkName(name, 'name', 'the unit')
  const renamed = newName !== undefined && newName !== unit.name
  if (!words.length && !renamed) return null
  checkUnitState({ ...before, ...diff } as WargamingUnitState, 'bases' in diff)
  if (renamed) words.unshift(`renamed ${newName}`)
  return {
    kind: 'unit.edit',
    label: `${unit.name}: ${words.join(', ')}`,
    by: unit.side,
    ops: [{ op: 'unit.patch', id: unit.id, ...(renamed ? { name: newName } : {}), ...(Object.keys(diff).length ? { state: diff } : {}) }],
  }
}

export function removeUnit(unit: Unit): ActionDraft {
  return { kind: 'unit.remove', label: `Removed ${unit.name} from the roster`, by: unit.side, ops: [{ op: 'unit.remove', id: unit.id }] }
}
