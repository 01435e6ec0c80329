import type { OwedStep } from '../../core/sequence'
import type { CombatEffect } from '../combatEffects'
import { disorderCapacity } from '../disorder'
import type { Kind, MiniEvent, MiniState } from '../sequence'
import { finish, plural, retreatStep, type ResultOut, type UnitChange } from './result'
import { disorderPoints } from '../words'

export interface FireResultInput {
  /** The firing or charging unit; null when the players log fire without naming it. */
  readonly firer: { readonly id: string; readonly name: string; readonly kind: Kind } | null
  readonly target: { readonly id: string; readonly name: string; readonly type: string; readonly disorderPoints: number }
  /** What the combat effects gave (seed 003, 9.1 and 10.0: DP, retreat after conversions, removed). */
  readonly effect: CombatEffect
}

/**
 * seed 003, after fire or a charge: the target's DP, removal at its capacity (6.0), then the retreat (10.0: "After
 * having attributed Disorder Points check for eventual retreats"), which also locks it for the round (10.0 rule 8);
 * a cavalry unit that eliminates or forces a retreat MUST advance half a segment and occupy (7.3).
 */
export function fireResult(s: MiniState, input: FireResultInput): ResultOut {
  const { firer, target, effect } = input
  const cap = disorderCapacity(target.type)
  const dp = target.disorderPoints + effect.disorder
  const changes: UnitChange[] = effect.disorder > 0 || effect.removed ? [{ id: target.id, disorderPoints: dp, ...(effect.removed ? { status: 'removed' as const } : {}) }] : []
  const events: MiniEvent[] = firer ? [{ t: 'fire', unit: firer.id, ...(firer.kind === 'cavalry' ? { charge: true } : {}) }] : []
  const lines: string[] = []
  const owed: OwedStep[] = []
  if (effect.disorder > 0) lines.push(`${target.name} +${disorderPoints(effect.disorder)} (${Math.min(dp, cap)} of ${cap})`)
  if (effect.removed) {
    events.push({ t: 'unit', id: target.id, out: true })
    lines.push(`${target.name} removed at ${disorderPoints(cap)} (seed 003, 6.0)`)
  } else if (effect.retreat > 0) {
    events.push({ t: 'retreated', unit: target.id })
    owed.push(retreatStep(target.id, target.name, effect.retreat))
    lines.push(`${target.name} retreats ${plural(effect.retreat, 'segment')} and cannot be activated for the rest of the round (seed 003, 10.0)`)
  }
  if (firer?.kind === 'cavalry' && (effect.removed || effect.retreat > 0)) {
    owed.push({
      kind: 'advance', unitIds: [firer.id], label: `${firer.name}: advance half a segment and occupy`,
      reason: 'seed 003, 7.3: a cavalry unit that eliminates or forces an enemy to retreat MUST occupy its position with a half segment advance',
    })
    lines.push(`${firer.name} must advance half a segment (seed 003, 7.3)`)
  }
  return finish(s, { changes, owed, events, lines })
}
