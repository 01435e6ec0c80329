import { check } from '@/engine/core/errors'
import { troopTypesOf } from '@/engine/wargaming/data/nationalCharacteristics'
import type { HouseRuleRecord } from '@/db/records'
import { countProblem, FACTOR_LIMIT } from './rosterLimits'
import type { TroopFactors } from './rosterPresets'
import type { Provenance } from './unitState'

/**
 * Owner troop types and changed factors, kept in the db's houseRules table and reused across battles.
 * kind 'troopType': a troop type the tables lack (RULES.md ruling 12: no Russian or Prussian tables).
 * kind 'houseRule': a printed troop type with the owner's factors instead of the printed ones.
 */
export interface TroopChoice {
  readonly troop: TroopFactors
  readonly provenance: Provenance
  /** The owner's note of where the values came from (house rules only). */
  readonly note?: string
  readonly recordId?: string
}

const ARMS = ['Infantry', 'Cavalry', 'Artillery'] as const

export function checkTroopFactors(t: TroopFactors): TroopFactors {
  check(t.nation.trim().length > 0, 'out-of-range', 'nation', 'Name the army this troop type belongs to')
  check(t.troopType.trim().length > 0, 'out-of-range', 'troopType', 'Name the troop type')
  check(ARMS.includes(t.arm), 'unknown-value', 'arm', 'Arm: choose Infantry, Cavalry or Artillery')
  const factor = (v: number | null, f: string, what: string) => {
    const problem = countProblem(what, v, FACTOR_LIMIT)
    check(problem === null, 'out-of-range', f, problem ?? '')
  }
  if (t.fireFactor !== null) factor(t.fireFactor, 'fireFactor', 'Fire')
  factor(t.meleeFactor, 'meleeFactor', 'Mêlée')
  factor(t.moraleFactor, 'moraleFactor', 'Morale')
  factor(t.controlFactor, 'controlFactor', 'Control')
  return { ...t, nation: t.nation.trim(), troopType: t.troopType.trim() }
}

const sameRow = (a: TroopFactors, b: TroopFactors) => a.nation === b.nation && a.arm === b.arm && a.troopType === b.troopType
const isPrinted = (t: TroopFactors) => troopTypesOf(t.nation).some((p) => sameRow(p, t))

/** A record to store: a changed printed row is a 'houseRule', anything else a 'troopType'. */
export function troopRecord(t: TroopFactors, note: string, id: string, now: number, previous?: HouseRuleRecord): HouseRuleRecord {
  const troop = checkTroopFactors(t)
  return {
    id,
    ruleset: 'wargaming',
    kind: isPrinted(troop) ? 'houseRule' : 'troopType',
    name: `${troop.nation} ${troop.troopType} (${troop.arm.toLowerCase()})`,
    data: { ...troop },
    provenance: note.trim() || 'house rule',
    version: (previous?.version ?? 0) + 1,
    updatedAt: now,
  }
}

export function troopOfRecord(r: HouseRuleRecord): TroopFactors | null {
  if (r.ruleset !== 'wargaming' || (r.kind !== 'troopType' && r.kind !== 'houseRule')) return null
  const d = r.data as Partial<TroopFactors> | null
  if (!d || typeof d !== 'object' || typeof d.troopType !== 'string' || typeof d.nation !== 'string') return null
  return d as TroopFactors
}

/** The troop types a nation's units can be made from: printed rows (with house-rule changes) then the owner's. */
export function troopChoices(nation: string, records: readonly HouseRuleRecord[]): TroopChoice[] {
  const house = records.flatMap((r) => {
    const troop = troopOfRecord(r)
    return troop && troop.nation === nation ? [{ troop, provenance: 'house rule' as const, note: r.provenance, recordId: r.id }] : []
  })
  const printed = troopTypesOf(nation).map((troop): TroopChoice => house.find((h) => sameRow(h.troop, troop)) ?? { troop, provenance: 'as printed' })
  return [...printed, ...house.filter((h) => !printed.includes(h))]
}
