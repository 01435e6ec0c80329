import type { ActionDraft } from '@/model/actionDraft'
import type { Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { rallyDraft } from './stepOps'

/** seed 002, F-3 Rally as a Unit Action; or (D-3b, D-3c) the commander's first Rally of one unit. */
export function rallyActDraft(unit: Unit, rulings: Readonly<Record<string, unknown>>, commander: string | null = null): ActionDraft {
  const d = rallyDraft(unit, rulings)
  return commander
    ? withFlow({ ...d, label: `${commander}: ${d.label}` }, [{ t: 'commander-rally', unit: unit.id }])
    : withFlow(d, [{ t: 'act', unit: unit.id, action: 'rally' }])
}

/** seed 002, F: the unit does nothing this activation ("A unit may do nothing if the player wishes"): no action logged. */
export const ACTION_LABELS = { maneuver: 'Maneuver', bombard: 'Bombard', rally: 'Rally', close: 'Close Combat' } as const
