import { withFlow } from '@/rulesets/flow'
import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Op, Unit } from '@/model/types'
import { asJson, bgState, bgUnits, isActive, type BgUnitState } from './unitState'

/** The parent's skirmisher still on the map, if any (6.1: one skirmisher unit per infantry unit). */
export const skirmisherOf = (state: BattleState, parent: Unit) =>
  bgUnits(state, parent.side).find((u) => isActive(u) && bgState(u).parent === parent.id)

/**
 * Why this unit may not release a skirmisher now, or null (seed 000, 6.1: "French infantry, English infantry, and élite
 * infantry in other armies can deploy 1 skirmisher unit … Remove 1 chip from the infantry unit").
 */
export function cannotRelease(state: BattleState, parent: Unit): string | null {
  const s = bgState(parent)
  if (s.type !== 'line-infantry' && s.type !== 'elite-infantry') return 'Only infantry releases skirmishers (6.1).'
  if (s.type === 'line-infantry' && s.nation !== 'French' && s.nation !== 'English') return 'Only French and English line infantry, or élite infantry of other armies, release skirmishers (6.1).'
  if (s.elements < 2) return `${parent.name} has no chip left to release a skirmisher (6.1).`
  if (skirmisherOf(state, parent)) return `${parent.name} has its skirmisher out already (6.1: 1 skirmisher unit).`
  return null
}

/** One action: a chip off the parent, a skirmisher counter beside it (the Quatre Bras placement rule uses the same). */
export function releaseDraft(state: BattleState, parent: Unit, id: string): ActionDraft {
  const why = cannotRelease(state, parent)
  check(why === null, 'not-allowed-together', 'parent', why ?? '')
  const p = bgState(parent)
  const s: BgUnitState = { type: 'skirmisher', nation: p.nation, elements: 1, startingElements: 1, general: '', inSquare: false, status: 'active', parent: parent.id, ...(p.sector ? { sector: p.sector } : {}) }
  const name = `${parent.name} skirmishers`
  // seed 000, 6.1: "This is done instead of moving or firing when the unit is given an order."
  return withFlow({
    kind: 'unit.skirmisher', by: parent.side, label: `${parent.name} releases a skirmisher (${p.elements - 1} elements left)`,
    ops: [{ op: 'unit.patch', id: parent.id, state: asJson({ elements: p.elements - 1 }) }, { op: 'unit.put', unit: { id, side: parent.side, name, kind: 'skirmisher', state: asJson(s) } }],
  }, [{ t: 'order', unit: parent.id, order: 'skirmisher' }])
}

/** The ops that put a skirmisher back into its parent (6.1 a–c): a chip back, never above the parent's start. */
export function reabsorbOps(state: BattleState, skirmisher: Unit): Op[] {
  const parent = state.units[bgState(skirmisher).parent ?? '']
  check(parent !== undefined && isActive(parent), 'not-allowed-together', 'parent', `${skirmisher.name}: its parent unit is no longer on the map.`)
  const p = bgState(parent)
  return [
    { op: 'unit.patch', id: skirmisher.id, state: asJson({ status: 'absorbed' }) },
    { op: 'unit.patch', id: parent.id, state: asJson({ elements: Math.min(p.startingElements, p.elements + 1) }) },
  ]
}

export function reabsorbDraft(state: BattleState, skirmisher: Unit): ActionDraft {
  check(bgState(skirmisher).type === 'skirmisher', 'not-allowed-together', 'unit', `${skirmisher.name} is not a skirmisher.`)
  const ops = reabsorbOps(state, skirmisher)
  const parent = state.units[bgState(skirmisher).parent!]!
  return { kind: 'unit.skirmisher', by: skirmisher.side, label: `${skirmisher.name} rejoin ${parent.name}`, ops }
}
