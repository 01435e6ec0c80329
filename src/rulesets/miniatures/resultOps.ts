import type { OwedStep } from '@/engine/core/sequence'
import type { UnitChange } from '@/engine/miniatures/results'
import type { JsonRecord, Op } from '@/model/types'
import type { OwedSpec } from '@/rulesets/owed'
import { asJson } from './unitState'

/** A result's unit changes as ops. */
export function changeOps(changes: readonly UnitChange[]): Op[] {
  return changes.map(({ id, ...state }) => ({ op: 'unit.patch', id, state: asJson(state) }))
}

/** A result's owed steps as the log's owed specs; a retreat carries its segments for the list. */
export function owedSpecs(steps: readonly OwedStep[], retreat: JsonRecord = {}): OwedSpec[] {
  return steps.map((s) => ({ ...s, prefill: s.kind === 'retreat' ? retreat : {} }))
}
