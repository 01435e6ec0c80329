import type { OwedStep } from '../../core/sequence'
import { MORALE_MOVE_YARDS } from '../moraleMoves'
import type { Arm } from '../sequence/types'
import type { ControlResult } from '../tables/controlTables'
import type { Consequences, Order } from './types'

export interface ControlFacts {
  readonly unit: { readonly id: string; readonly arm: Arm; readonly horse?: boolean; readonly order: Order }
  readonly result: ControlResult
}

const CONTROL = 'seed 004, Control: Results'

/** seed 004, Control: Results — 5–10 and 2–4 reform (Returning to Formed Order), 11 or over pursues, under 2 retires. */
export function afterControl(c: ControlFacts): Consequences {
  const u = c.unit
  const reforms = (c.result === 'Reform and act freely' || c.result === 'Reform, may not advance') && u.order !== 'formed'
  const mounted = u.arm === 'cavalry' || (u.arm === 'artillery' && !!u.horse)
  const yards = MORALE_MOVE_YARDS.Retire![mounted ? 1 : 0]
  const owed: OwedStep[] = c.result === 'Retire' ? [{ kind: 'move', unitIds: [u.id], label: `retire ${yards} yd`, reason: `control test under 2: retire (${CONTROL}; distance from Morale: Explanation of results)` }] : []
  const prompts = c.result === 'Pursue or charge' ? [`Pursue or charge towards nearest enemy. If a mêlée results, no morale test is required for coming under fire during the charge (${CONTROL})`]
    : c.result === 'Reform, may not advance' ? [`May remain stationary or retire, but may not advance towards the enemy (${CONTROL})`] : []
  return {
    changes: reforms ? [{ unit: u.id, order: 'formed' }] : [],
    owed,
    events: reforms ? [{ e: 'reformed', unit: u.id }] : [],
    initiativePasses: null,
    prompts,
  }
}
