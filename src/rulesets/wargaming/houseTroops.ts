import type { HouseRuleRecord } from '@/db/records'
import { shortValue } from '@/model/issues'
import { NAME_MAX, stripBidi } from '@/model/names'
import { checkTroopFactors, troopOfRecord, troopRecord } from './houseRules'
import type { TroopFactors } from './rosterPresets'

/**
 * The owner's house troop types and changed factors as ONE record (issue 24), so a rule-book pack carries them all. Each
 * troop keeps the id it had as a record of its own before (`troopType`/`houseRule` records, still read and gathered in).
 */
export const HOUSE_TROOPS_ID = 'wargaming-house-troops'
export interface HouseTroop extends TroopFactors { readonly id: string; readonly note: string }
export interface HouseTroops { readonly troops: readonly HouseTroop[] }

/** The form's bound, not a rule: more troop types than the printed tables hold for every nation together. */
export const MOST_HOUSE_TROOPS = 200
const ARMS = ['Infantry', 'Cavalry', 'Artillery']

function words(x: unknown, at: string, what: string, most = NAME_MAX): string {
  if (typeof x !== 'string') throw new Error(`${at}: ${what} must be text, got ${shortValue(x)}.`)
  const t = stripBidi(x).trim()
  if (t.length > most) throw new Error(`${at}: ${what} is at most ${most} characters, got ${shortValue(t)}.`)
  return t
}

function troopOf(x: unknown, i: number): HouseTroop {
  const at = `Troop type ${i + 1}`
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new Error(`${at}: expected a troop type, got ${shortValue(x)}.`)
  const r = x as Record<string, unknown>
  if (!ARMS.includes(r.arm as string)) throw new Error(`${at}: arm is Infantry, Cavalry or Artillery, got ${shortValue(r.arm)}.`)
  const factor = (k: string) => { const v = r[k]; if (v !== null && typeof v !== 'number') throw new Error(`${at}: ${k} must be a number, got ${shortValue(v)}.`); return v }
  const troop = {
    nation: words(r.nation, at, 'the nation'), arm: r.arm as TroopFactors['arm'], troopType: words(r.troopType, at, 'the troop type'),
    fireFactor: factor('fireFactor'), meleeFactor: factor('meleeFactor'), moraleFactor: factor('moraleFactor'), controlFactor: factor('controlFactor'),
    skirmish: r.skirmish === true,
  } as TroopFactors
  if (troop.meleeFactor === null || troop.moraleFactor === null || troop.controlFactor === null) throw new Error(`${at}: mêlée, morale and control need numbers (only fire may be blank).`)
  // The Roster's own check: names given, factors whole and within FACTOR_LIMIT.
  try { checkTroopFactors(troop) } catch (e) { throw new Error(`${at}: ${(e as Error).message}.`) }
  const id = words(r.id, at, 'its id', 100)
  if (!id) throw new Error(`${at}: it has no id.`)
  return { ...checkTroopFactors(troop), id, note: words(r.note ?? '', at, 'where it came from', 100) }
}

/** Reads the record's data from storage, a pack or a battle file; throws an Error in player words. */
export function checkHouseTroops(data: unknown): HouseTroops {
  const list = (data as { troops?: unknown } | null)?.troops
  if (typeof data !== 'object' || data === null || !Array.isArray(list)) throw new Error(`Expected the house troop types, got ${shortValue(data)}.`)
  if (list.length > MOST_HOUSE_TROOPS) throw new Error(`At most ${MOST_HOUSE_TROOPS} troop types, got ${list.length}.`)
  const troops = list.map(troopOf)
  const seen = new Map<string, number>()
  troops.forEach((t, i) => {
    const k = `${t.nation}\u0000${t.arm}\u0000${t.troopType}`.toLowerCase()
    if (seen.has(k)) throw new Error(`Troop type ${i + 1}: ${shortValue(`${t.nation} ${t.troopType}`)} is listed twice (also troop type ${seen.get(k)! + 1}).`)
    seen.set(k, i)
    if (troops.findIndex((o) => o.id === t.id) !== i) throw new Error(`Troop type ${i + 1}: its id ${shortValue(t.id)} is used twice.`)
  })
  return { troops }
}

const factors = ({ id: _i, note: _t, ...t }: HouseTroop): TroopFactors => t

/** Each troop of the one record as the record of its own the Roster reads (same id, version and date). */
export function troopRecordsOf(r: HouseRuleRecord): HouseRuleRecord[] {
  return checkHouseTroops(r.data).troops.map((t) => ({ ...troopRecord(factors(t), t.note, t.id, r.updatedAt), version: r.version }))
}

/** The list with `troop` saved under `id` (replacing the one with that id or the same nation, arm and name). */
export function withTroop(list: HouseTroops, troop: TroopFactors, note: string, id: string): HouseTroops {
  const t = checkTroopFactors(troop)
  const same = (o: HouseTroop) => o.id === id || (o.nation === t.nation && o.arm === t.arm && o.troopType === t.troopType)
  return { troops: [...list.troops.filter((o) => !same(o)), { ...t, id, note: note.trim() }] }
}

export const withoutTroop = (list: HouseTroops, id: string): HouseTroops => ({ troops: list.troops.filter((t) => t.id !== id) })

/** Records of their own from before (one per troop type) gathered into the list; the list's own win a clash. */
export function gathered(list: HouseTroops, legacy: readonly HouseRuleRecord[]): HouseTroops {
  return legacy.reduce<HouseTroops>((acc, r) => {
    const t = troopOfRecord(r)
    if (!t || acc.troops.some((o) => o.id === r.id || (o.nation === t.nation && o.arm === t.arm && o.troopType === t.troopType))) return acc
    return { troops: [...acc.troops, { ...checkTroopFactors(t), id: r.id, note: r.provenance === 'house rule' ? '' : r.provenance }] }
  }, list)
}

/** The record to store, version bumped over `previous`. */
export function houseTroopsRecord(list: HouseTroops, now: number, previous?: HouseRuleRecord): HouseRuleRecord {
  return {
    id: HOUSE_TROOPS_ID, ruleset: 'wargaming', kind: 'troopType', name: 'House troop types and changed factors',
    data: JSON.parse(JSON.stringify(checkHouseTroops(list))) as HouseRuleRecord['data'],
    provenance: 'the owner’s house rules', version: (previous?.version ?? 0) + 1, updatedAt: now,
  }
}
