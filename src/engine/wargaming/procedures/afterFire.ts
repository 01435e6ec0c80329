import type { OwedStep } from '../../core/sequence'
import type { Act, Arm, Side } from '../sequence/types'
import type { Consequences } from './types'

export interface FireFacts {
  readonly firer: { readonly id: string; readonly side: Side; readonly arm: Arm } | null
  readonly act: Extract<Act, 'fired' | 'return fire' | 'opportunity fire'>
  readonly target: { readonly id: string; readonly side: Side; readonly arm: Arm; readonly stepsAtStart: number; readonly stepsBefore: number; readonly stepsAfter: number }
  readonly initiative: Side | null
  /** The target is charging (defensive fire): seed 004, Charges & Mêlées. */
  readonly duringCharge?: boolean
  readonly flankOrRear?: boolean
  /** The defenders' second fire at close range on chargers: "will not affect their morale" (seed 004, Charges & Mêlées). */
  readonly closeRangeChargeFire?: boolean
}

const MORALE = 'seed 004, Morale'

/** Why the target must now test morale (seed 004, Morale: "A morale test is taken when"). */
export function moraleCallsAfterFire(f: FireFacts): string[] {
  const t = f.target
  const calls: string[] = []
  if (f.closeRangeChargeFire) return calls
  if (t.stepsAfter < t.stepsBefore && 2 * t.stepsAfter < t.stepsAtStart)
    calls.push(2 * t.stepsBefore < t.stepsAtStart ? 'casualty after falling below 50% of initial strength' : 'fell below 50% of initial strength')
  if (f.duringCharge) calls.push('came under fire during a charge')
  if (f.flankOrRear) calls.push('fired on from its flank or rear')
  return calls
}

/** Everything that follows a fire result: the target's morale test owed, the firer's act, return fire offered. */
export function afterFire(f: FireFacts): Consequences {
  const t = f.target
  const calls = moraleCallsAfterFire(f)
  const owed: OwedStep[] = calls.length && t.stepsAfter > 0
    ? [{ kind: 'morale', unitIds: [t.id], label: 'morale test', reason: `${calls.join('; ')} (${MORALE})` }]
    : []
  const prompts: string[] = []
  // seed 004, Non-Initiative Units: infantry and eligible cavalry may return fire each time they are fired upon.
  if (f.firer && f.firer.side === f.initiative && t.side !== f.initiative && t.arm !== 'artillery' && t.stepsAfter > 0)
    prompts.push(`may return fire${owed.length ? ' after its morale test' : ''} (seed 004, Non-Initiative Units)`)
  const events = f.firer ? [{ e: 'act' as const, unit: f.firer.id, side: f.firer.side, arm: f.firer.arm, act: f.act, targets: [t.id] }] : []
  return { changes: [], owed, events, initiativePasses: null, prompts }
}
