import type { BadgeContext, UnitBadge } from '@/rulesets/manifest'
import { owedFor, type OwedSpec, type OwedTest } from '@/rulesets/owed'
import { effectiveActions } from '@/model/fold'
import type { Action, Unit } from '@/model/types'
import { miniState } from './unitState'

/**
 * What a `miniatures` result leaves owed and the unit badges (no engine import: the manifest reads this).
 * seed 003, 10.0 Retreats: the defender moves the retreat; "a unit forced to retreat cannot be activated
 * for the rest of the round". 9.3: a unit that succeeded in a special action cannot be activated either.
 */
export const retreatOwed = (u: Unit, segments: number): OwedSpec => ({
  kind: 'retreat', unitIds: [u.id], label: `${u.name}: retreat ${segments} segment${segments === 1 ? '' : 's'}`,
  reason: 'seed 003, 10.0 Retreats: the defender moves it', prefill: { segments },
})

/** A retreat is moved on the table, not calculated: the list offers "Done". */
export const openOwed = (_test: OwedTest): null => null

/** Actions since the last card played (a round's activation, seed 003) or hour dealt. */
function thisRound(actions: readonly Action[]): Action[] {
  const eff = effectiveActions(actions)
  let start = 0
  eff.forEach((a, i) => { if (a.kind === 'cards.play' || a.kind === 'cards.deal') start = i + 1 })
  return eff.slice(start)
}

export function unitBadges(unit: Unit, ctx: BadgeContext): UnitBadge[] {
  const s = miniState(unit)
  const out: UnitBadge[] = []
  if (s.status !== 'active') out.push({ label: s.status, tone: 'bad' })
  if (s.disorderPoints > 0) out.push({ label: `${s.disorderPoints} DP`, tone: 'warn' })
  const round = thisRound(ctx.actions)
  if (round.some((a) => (a.kind === 'fire.applied' || a.kind === 'fire.removed') && a.detail?.firerId === unit.id)) out.push({ label: 'fired', tone: 'info' })
  const retreated = round.some((a) => a.detail?.targetId === unit.id && typeof a.detail.retreat === 'number' && a.detail.retreat > 0)
  const special = round.some((a) => a.kind === 'special-action' && a.detail?.unitId === unit.id && a.detail.outcome === 'success')
  if (retreated || special) out.push({ label: 'no activation this round', tone: 'warn' })
  const owed = owedFor(ctx.owed, unit.id)
  if (owed.length) out.push({ label: owed.map((t) => `${t.kind} owed`).join(', '), tone: 'warn' })
  return out
}
