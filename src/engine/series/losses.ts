import { seriesRef } from './refs'
import { stackOrder } from './stacking'
import type { SeriesUnit } from './units'

export const LOSSES_RULE = seriesRef('5.4 Stacking & Losses')

export interface UnitLoss {
  readonly unit: string
  readonly name: string
  readonly steps: number
  readonly eliminated: boolean
}
export interface LossAllocation {
  readonly losses: readonly UnitLoss[]
  /** Steps left over when every unit that could take them is gone. */
  readonly unapplied: number
  /** Who checks morale if one is owed: the unit that took the losses, or the next one when it was eliminated (5.4, 7.9). */
  readonly moraleCheckBy: SeriesUnit | null
}

/**
 * 5.4: "The step losses are applied to the top unit"; "If the top unit is completely eliminated … the remaining
 * losses are applied to the next combat unit, and so on. Then this next unit will execute the morale check."
 * `ignored` units take no losses here: guns on top fired on through the flank or rear (5.4), a top unit with a
 * zero melee value (5.4), artillery stacked with infantry attacked through its rear or flank (8.6).
 */
export function allocateLosses(stack: readonly SeriesUnit[], steps: number, ignored: (u: SeriesUnit) => boolean = () => false): LossAllocation {
  const order = stackOrder(stack)
  const takers = order.filter((u) => !ignored(u) && u.steps > 0)
  let left = steps
  const losses: UnitLoss[] = []
  for (const u of takers) {
    if (left === 0) break
    const lost = Math.min(left, u.steps)
    left -= lost
    losses.push({ unit: u.id, name: u.name, steps: lost, eliminated: lost === u.steps })
  }
  const gone = new Set(losses.filter((l) => l.eliminated).map((l) => l.unit))
  const survivor = takers.find((u) => !gone.has(u.id)) ?? order.find((u) => !gone.has(u.id) && u.steps > 0) ?? null
  return { losses, unapplied: left, moraleCheckBy: survivor }
}
