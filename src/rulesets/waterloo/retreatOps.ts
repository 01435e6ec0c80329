import { retreatLosses, type RetreatInput } from '@/engine/waterloo/retreat'
import type { ActionDraft } from '@/model/actionDraft'
import type { Unit } from '@/model/types'
import { withOwes, withSettles } from '@/rulesets/owed'
import { lossEffects } from './stepOps'
import { asJson, wlState } from './unitState'

/** What the players say of a Retreat they moved on the map (seed 002, J). */
export interface RetreatChoices {
  hexesRetreated: number | null
  passedAdjacentToEnemy: boolean
  offMap: boolean
}
export const FULL_RETREAT: RetreatChoices = { hexesRetreated: null, passedAdjacentToEnemy: false, offMap: false }

export function retreatInput(unit: Unit, hexesDue: number, c: RetreatChoices): RetreatInput | null {
  if (c.hexesRetreated === null && !c.offMap) return null
  const s = wlState(unit)
  return { army: s.army, stepLosses: s.stepLosses, hexesDue, hexesRetreated: c.offMap ? 0 : c.hexesRetreated ?? 0, passedAdjacentToEnemy: c.passedAdjacentToEnemy, offMap: c.offMap }
}

/**
 * seed 002, J-3–J-8: the Retreat as moved, and its Step Losses (one per hex not Retreated, one for moving adjacent
 * to the enemy, eliminated off the map or at a 6th loss from a blocked Retreat): one action, settling the owed Retreat.
 */
export function retreatDraft(unit: Unit, input: RetreatInput, detachment: boolean, rulings: Readonly<Record<string, unknown>>, settles: readonly string[]): ActionDraft {
  const r = retreatLosses(input)
  const e = r.stepLosses > 0 ? lossEffects(unit, r.stepLosses, rulings, detachment) : null
  const ops = r.eliminated
    ? [{ op: 'unit.patch' as const, id: unit.id, state: asJson({ eliminated: true, ...(e ? { stepLosses: e.after } : {}) }) }]
    : e ? [e.op] : []
  const what = r.eliminated ? 'eliminated' : r.stepLosses ? `${r.stepLosses} Step Loss${r.stepLosses === 1 ? '' : 'es'} — ${e!.words}` : 'no Step Loss'
  const owes = r.eliminated ? [] : (e?.owes ?? []).filter((o) => o.kind === 'panic')
  return withSettles(withOwes({
    kind: 'wl.retreat', by: unit.side, label: `${unit.name} Retreats ${input.offMap ? 'off the map' : `${input.hexesRetreated} of ${input.hexesDue} hexes`}: ${what}`,
    ops, detail: { unitId: unit.id, hexesDue: input.hexesDue, hexesRetreated: input.hexesRetreated, stepLosses: r.stepLosses, eliminated: r.eliminated },
  }, owes), settles)
}
