import { check } from '../core'
import type { FireInput } from './fireInput'
import { modifiedFireValue, type FireValue } from './fireValue'
import { UNIT_TYPES, type UnitKind } from './referenceSheet'

/** Kinds a unit can fire at or charge: a lone general is captured instead (seed 003, 9.4.1). */
export type TargetKind = Exclude<UnitKind, 'general'>
export const TARGET_KINDS: readonly TargetKind[] = ['infantry', 'cavalry', 'artillery', 'garrison']

export type FireValueForInput = Omit<FireInput, 'target'> & { readonly targetKind: TargetKind }

/**
 * The modified fire value against a kind of target, in the reference sheet's words (seed 003, Fire Value Modifiers
 * 9.2: "Fire on cavalry unit", "Fire on artillery", "Charging infantry …"): only the target's kind enters the
 * modifiers, so the first printed type of that kind stands for it.
 */
export function fireValueFor(input: FireValueForInput): FireValue {
  const { targetKind, ...rest } = input
  check(TARGET_KINDS.includes(targetKind), 'unknown-value', 'targetKind',
    `targetKind is one of ${TARGET_KINDS.join(', ')} (a lone general is captured, not fired on), got "${String(targetKind)}".`)
  const target = UNIT_TYPES.find((u) => u.kind === targetKind)!
  return modifiedFireValue({ ...rest, target: target.id })
}
