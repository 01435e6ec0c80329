import * as v from 'valibot'
import type { UnitStateSpec } from '@/rulesets/manifest'

/**
 * The `wargaming` unit and leader states as valibot schemas: a battle read from the db or a file is
 * checked against these, so screens can read the state with its types and no fallbacks.
 * Version 1 is the shape `unitState.ts` describes.
 */
const text = v.pipe(v.string(), v.maxLength(200))
const whole = v.pipe(v.number(), v.integer(), v.minValue(0))
const rating = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)))
const idOrNull = v.nullable(v.string())
const provenance = v.picklist(['as printed', 'house rule'])

export const WargamingUnitStateSchema = v.object({
  nation: text,
  arm: v.picklist(['infantry', 'cavalry', 'artillery']),
  troopType: text,
  provenance,
  fireFactor: v.nullable(v.pipe(v.number(), v.integer())),
  meleeFactor: v.pipe(v.number(), v.integer()),
  moraleFactor: v.pipe(v.number(), v.integer()),
  controlFactor: v.pipe(v.number(), v.integer()),
  skirmish: v.boolean(),
  weapon: text,
  quality: v.picklist(['regular', 'veteran', 'conscript']),
  formation: v.picklist(['line', 'column', 'square', 'road column', 'skirmish', 'limbered', 'unlimbered']),
  order: v.picklist(['formed', 'unformed', 'disordered']),
  fatigue: v.picklist(['fresh', 'tired', 'exhausted']),
  bases: v.pipe(whole, v.minValue(1)),
  damagedBases: whole,
  lostBases: whole,
  casualtiesThisTurn: whole,
  status: v.picklist(['active', 'routed off table', 'destroyed']),
  commandId: idOrNull,
  hasFired: v.boolean(),
  lastMoraleScore: v.nullable(v.pipe(v.number(), v.integer())),
  note: v.pipe(v.string(), v.maxLength(2000)),
})

export const WargamingLeaderStateSchema = v.object({
  leadership: rating,
  morale: rating,
  commandIndecision: rating,
  level: v.picklist(['brigade', 'division', 'corps', 'army']),
  isCinC: v.boolean(),
  commandId: idOrNull,
  status: v.picklist(['active', 'minor wound', 'seriously wounded', 'killed']),
  provenance,
  /** The printed table the ratings come from, '' for a leader the tables do not list. */
  nation: text,
})

export const WARGAMING_UNIT_STATE: UnitStateSpec = {
  version: 1,
  schemaFor: (kind) => (kind === 'leader' ? WargamingLeaderStateSchema : ['infantry', 'cavalry', 'artillery'].includes(kind) ? WargamingUnitStateSchema : null),
}
