import * as v from 'valibot'
import { check } from '@/engine/core'
import { ORDER_OF_BATTLE, withOwnerValues, type OrderOfBattleUnit, type OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import type { SideValues, UnitValues } from '@/engine/waterloo/units'
import type { HouseRuleRecord } from '@/db/records'
import { issueMessage } from '@/model/issues'
import type { JsonRecord } from '@/model/types'
import { COUNTERS_RECORD_ID } from './ids'

/**
 * The owner's counter values (seed 002, A-2a): the SP, AF and ER the text does not print, entered once from
 * the counters and kept as one house-rule record (kind 'table'), versioned, reused by every battle.
 * Printed values are never overwritten (withOwnerValues).
 */
export { COUNTERS_NOTE, COUNTERS_RECORD_ID } from './ids'

const rating = (min: number, max: number) => v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))))
const SideSchema = v.object({ strengthPoints: rating(0, 20), artilleryFactor: rating(0, 20), elanRating: rating(1, 6) })
const EntrySchema = v.object({
  type: v.optional(v.nullable(v.picklist(['infantry', 'cavalry', 'artillery']))),
  cavalryWeight: v.optional(v.nullable(v.picklist(['HC', 'LC']))),
  heavyArtillery: v.optional(v.nullable(v.boolean())),
  smallUnit: v.optional(v.nullable(v.boolean())),
  british: v.optional(v.nullable(v.boolean())),
  oldGuard: v.optional(v.boolean()),
  youngGuard: v.optional(v.boolean()),
  fresh: v.optional(SideSchema),
  battleworn: v.optional(SideSchema),
})
const DataSchema = v.object({ units: v.record(v.string(), EntrySchema) })
/** The same shape with any number, so a value out of its bounds is said by checkEntry in the counter's words. */
const anyNumber = v.optional(v.nullable(v.number()))
const ShapeSide = v.object({ strengthPoints: anyNumber, artilleryFactor: anyNumber, elanRating: anyNumber })
const ShapeSchema = v.object({ units: v.record(v.string(), v.object({ ...EntrySchema.entries, fresh: v.optional(ShapeSide), battleworn: v.optional(ShapeSide) })) })

export interface OwnerCounters {
  readonly values: OwnerUnitValues
  readonly version: number
  readonly provenance: string
}

/** The record's values, or null when there is none (or it is not a counters record). */
export function countersOf(r: HouseRuleRecord | undefined): OwnerCounters | null {
  if (!r || r.ruleset !== 'waterloo' || r.id !== COUNTERS_RECORD_ID) return null
  const p = v.safeParse(DataSchema, r.data)
  if (!p.success) return null
  return { values: p.output.units as OwnerUnitValues, version: r.version, provenance: r.provenance }
}

export type CounterEntry = Partial<Pick<UnitValues, 'type' | 'cavalryWeight' | 'heavyArtillery' | 'smallUnit' | 'british' | 'oldGuard' | 'youngGuard'>> & {
  fresh?: Partial<SideValues>
  battleworn?: Partial<SideValues>
}

/** The bounds of each counter value: SP and AF 0–20 (at most 20 dice in one roll, MAX_DICE), ER 1–6 (seed 002, A-2a). */
export const FIELD_LIMITS: Readonly<Record<keyof SideValues, readonly [number, number, string]>> = {
  strengthPoints: [0, 20, 'SP'], artilleryFactor: [0, 20, 'AF'], elanRating: [1, 6, 'ER'],
}

/** One unit's entry checked: every bad number named by unit, side and field (e.g. "Foy, Battleworn ER: 1–6"). */
export function checkEntry(unitName: string, e: CounterEntry): void {
  for (const side of ['fresh', 'battleworn'] as const)
    for (const [k, [min, max, short]] of Object.entries(FIELD_LIMITS) as [keyof SideValues, readonly [number, number, string]][]) {
      const x = e[side]?.[k]
      if (x === undefined || x === null) continue
      check(Number.isInteger(x) && x >= min && x <= max, 'out-of-range', `${side}.${k}`,
        `${unitName}, ${side === 'fresh' ? 'Fresh' : 'Battleworn'} ${short}: a whole number ${min}–${max}, not ${String(x).slice(0, 20)}.`)
    }
}

/** The record after one unit's entry, version bumped; throws RulesInputError naming the field. */
export function countersRecord(previous: HouseRuleRecord | undefined, unitId: string, entry: CounterEntry, who: string, now: number): HouseRuleRecord {
  return countersRecordOf(previous, [[unitId, entry]], who, now)
}

/** The record after several units' entries (a pasted order of battle), in one version; throws naming the first bad field. */
export function countersRecordOf(previous: HouseRuleRecord | undefined, entries: readonly (readonly [string, CounterEntry])[], who: string, now: number): HouseRuleRecord {
  const values = countersOf(previous)?.values ?? {}
  const units: Record<string, Partial<UnitValues>> = { ...values }
  for (const [unitId, entry] of entries) {
    const u = ORDER_OF_BATTLE.find((x) => x.id === unitId)
    check(u !== undefined, 'unknown-value', 'unit', `No unit ${unitId.slice(0, 40)} in the order of battle.`)
    checkEntry(u.name, entry)
    const had = units[unitId]
    units[unitId] = { ...had, ...entry, fresh: { ...had?.fresh, ...entry.fresh } as SideValues, battleworn: { ...had?.battleworn, ...entry.battleworn } as SideValues }
  }
  return {
    id: COUNTERS_RECORD_ID, ruleset: 'waterloo', kind: 'table', name: 'Counter values (SP, AF, ER)',
    data: JSON.parse(JSON.stringify({ units })) as JsonRecord,
    provenance: who.trim() || 'entered by the owner from the counters', version: (previous?.version ?? 0) + 1, updatedAt: now,
  }
}

/** The order-of-battle unit with the owner's values filled in. */
export function unitValues(oobId: string, owner: OwnerUnitValues | null | undefined): OrderOfBattleUnit | null {
  const u = ORDER_OF_BATTLE.find((x) => x.id === oobId)
  return u ? withOwnerValues([u], owner ?? {})[0]! : null
}

/**
 * The counters record's data from storage, a pack or a battle file, never trusting its shape: every unit one the
 * order of battle names (L), every value within its bounds (checkEntry). Throws an Error saying what is wrong.
 */
export function checkCounters(data: unknown): JsonRecord {
  const shape = v.safeParse(ShapeSchema, data)
  if (!shape.success) throw new Error(`Counter values: ${issueMessage(shape.issues)}`)
  for (const [id, entry] of Object.entries(shape.output.units)) {
    const u = ORDER_OF_BATTLE.find((x) => x.id === id)
    if (!u) throw new Error(`Counter values: no unit ${JSON.stringify(id.slice(0, 40))} in the order of battle (seed 002, L).`)
    checkEntry(u.name, entry as CounterEntry)
  }
  const p = v.safeParse(DataSchema, data)
  if (!p.success) throw new Error(`Counter values: ${issueMessage(p.issues)}`)
  return JSON.parse(JSON.stringify({ units: p.output.units })) as JsonRecord
}
