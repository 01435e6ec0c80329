import type { LossOutcome, ResultUnit, WlOwed } from '@/engine/waterloo/results'
import type { Op, Unit } from '@/model/types'
import type { OwedSpec } from '@/rulesets/owed'
import { asJson, wlState } from './unitState'

/** A unit as the engine's result procedures take it (seed 002, A-2a). */
export const resultUnit = (u: Unit, detachment: boolean): ResultUnit => ({ id: u.id, name: u.name, stepLosses: wlState(u).stepLosses, detachment })

/** The unit's patch for its Step Losses (and its elimination). */
export const lossOp = (l: LossOutcome): Op => ({ op: 'unit.patch', id: l.unitId, state: asJson({ stepLosses: l.after, ...(l.eliminated ? { eliminated: true } : {}) }) })

/** An owed step of the engine as the log's owed list keeps it: a Retreat pre-fills its hexes. */
export const specOf = (o: WlOwed): OwedSpec => ({ kind: o.kind, unitIds: [...o.unitIds], label: o.label, reason: o.reason, prefill: o.hexes !== undefined ? { hexes: o.hexes } : {} })
