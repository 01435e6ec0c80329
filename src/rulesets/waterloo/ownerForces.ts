import { RulesInputError } from '@/engine/core'
import { CORPS } from '@/engine/waterloo/corps'
import { mustBeSmall } from '@/engine/waterloo/corpsForces'
import { ORDER_OF_BATTLE } from '@/engine/waterloo/orderOfBattle'
import type { CavalryWeight, SideValues, UnitType } from '@/engine/waterloo/units'
import type { HouseRuleRecord } from '@/db/records'
import { shortValue } from '@/model/issues'
import { nameKey } from '@/rulebook/parseLines'
import type { JsonRecord } from '@/model/types'
import { customUnitProblems, type CustomUnitForm } from './customUnit'
import { FORCES_RECORD_ID } from './ids'

/**
 * The owner's order of battle (seed 002, L, I, M): the units the text does not name — D'Erlon's, Lobau's and
 * Milhaud's, the Prussian Corps', Grouchy's — copied from their counters once, kept as one owner record. Each is
 * checked as the Units tab's "Add a unit" form checks one (customUnitProblems), and joins a battle as such a unit.
 */
export { FORCES_RECORD_ID } from './ids'

type Side = { readonly [K in keyof SideValues]: number }
export interface ForceUnit {
  readonly name: string
  readonly corps: string
  readonly type: UnitType
  readonly cavalryWeight: CavalryWeight | null
  readonly heavyArtillery: boolean
  readonly smallUnit: boolean
  readonly fresh: Side
  readonly battleworn: Side
}

/** More units than any Corps list could hold: a longer list is refused before it is read. */
export const MAX_FORCE_UNITS = 200
const TEXT_NAMES = new Map(ORDER_OF_BATTLE.map((u) => [nameKey(u.name), u.name]))
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const fail = (message: string): never => { throw new RulesInputError('out-of-range', 'units', message) }
const say = shortValue

function side(x: unknown, at: string): Side {
  if (!isRecord(x)) return fail(`${at}: its values are missing.`)
  const n = (k: keyof SideValues) => (typeof x[k] === 'number' ? (x[k] as number) : fail(`${at}: ${k === 'strengthPoints' ? 'SP' : k === 'artilleryFactor' ? 'AF' : 'ER'} is ${say(x[k])}, not a number.`))
  return { strengthPoints: n('strengthPoints'), artilleryFactor: n('artilleryFactor'), elanRating: n('elanRating') }
}

/** One stored unit read as the Add a unit form reads it; throws naming the unit and the field. */
export function readForceUnit(x: unknown, index: number): ForceUnit {
  const at = `Unit ${index + 1}`
  if (!isRecord(x)) return fail(`${at} is ${say(x)}, not a unit.`)
  if (typeof x.name !== 'string') return fail(`${at}: its name is ${say(x.name)}.`)
  const corps = CORPS.find((c) => c.id === x.corps)
  if (!corps || corps.id === 'aa-DET') return fail(`${x.name.slice(0, 60)}: no Corps ${say(x.corps)} in this game (seed 002, L).`)
  const named = TEXT_NAMES.get(nameKey(x.name))
  if (named) fail(`${named} is named by the text (L): enter its values under Counter values.`)
  const type = x.type === 'infantry' || x.type === 'cavalry' || x.type === 'artillery' ? x.type : fail(`${x.name.slice(0, 60)}: type ${say(x.type)} is not infantry, cavalry or artillery.`)
  const weight = x.cavalryWeight === 'HC' || x.cavalryWeight === 'LC' ? x.cavalryWeight : null
  const form: CustomUnitForm = {
    name: x.name, army: corps.army, corps: corps.id, type, cavalryWeight: weight ?? '', heavyArtillery: x.heavyArtillery === true, smallUnit: x.smallUnit === true,
    fresh: side(x.fresh, x.name.slice(0, 60)), battleworn: side(x.battleworn, x.name.slice(0, 60)),
  }
  const problem = Object.values(customUnitProblems(form))[0]
  if (problem) fail(`${x.name.slice(0, 60)}: ${problem}`)
  // seed 002, A-2: every Imperial Guard infantry unit is a Small Unit.
  if (mustBeSmall(corps.id, type) && !form.smallUnit) fail(`${x.name.slice(0, 60)}: an Imperial Guard infantry unit is a Small Unit (seed 002, A-2): its SP carries an asterisk, "3*".`)
  return { name: form.name.trim(), corps: corps.id, type, cavalryWeight: type === 'cavalry' ? weight : null,
    heavyArtillery: form.heavyArtillery, smallUnit: form.smallUnit, fresh: form.fresh as Side, battleworn: form.battleworn as Side }
}

/** The record's data, never trusting its shape: every unit checked, a name twice in one Corps refused. */
export function checkForces(data: unknown): { units: ForceUnit[] } {
  if (!isRecord(data) || !Array.isArray(data.units)) return fail('The order of battle is not a list of units.')
  if (data.units.length > MAX_FORCE_UNITS) fail(`${data.units.length} units: at most ${MAX_FORCE_UNITS}.`)
  const units = data.units.map(readForceUnit)
  const seen = new Set<string>()
  for (const u of units) {
    const k = `${u.corps}\u0000${nameKey(u.name)}`
    if (seen.has(k)) fail(`${u.name} is listed twice in ${CORPS.find((c) => c.id === u.corps)!.name}.`)
    seen.add(k)
  }
  return { units }
}

/** The owner's units, or [] when there is no readable record. */
export function forcesOf(r: HouseRuleRecord | undefined): ForceUnit[] {
  if (!r || r.ruleset !== 'waterloo' || r.id !== FORCES_RECORD_ID) return []
  try { return checkForces(r.data).units } catch (e) { if (e instanceof RulesInputError) return []; throw e }
}

/** The record with these units (checked first), version bumped. */
export function forcesRecord(previous: HouseRuleRecord | undefined, units: readonly ForceUnit[], who: string, now: number): HouseRuleRecord {
  const data = checkForces({ units })
  return {
    id: FORCES_RECORD_ID, ruleset: 'waterloo', kind: 'table', name: 'Order of battle: the units the text does not name',
    data: JSON.parse(JSON.stringify(data)) as JsonRecord, provenance: who.trim() || 'entered by the owner from the counters',
    version: (previous?.version ?? 0) + 1, updatedAt: now,
  }
}

/** A unit's id in a battle: the same unit added twice is found by it. */
export const forceUnitId = (u: Pick<ForceUnit, 'corps' | 'name'>) => `rb-${u.corps}-${nameKey(u.name).replace(/[^a-z0-9]+/g, '-')}`

/** The form the Units tab's Add a unit checks, for one owner unit. */
export function formOf(u: ForceUnit): CustomUnitForm {
  return { name: u.name, army: CORPS.find((c) => c.id === u.corps)!.army, corps: u.corps, type: u.type, cavalryWeight: u.cavalryWeight ?? '',
    heavyArtillery: u.heavyArtillery, smallUnit: u.smallUnit, fresh: { ...u.fresh }, battleworn: { ...u.battleworn } }
}
