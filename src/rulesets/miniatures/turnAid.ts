import type { BadgeContext, UnitBadge } from '@/rulesets/manifest'
import { owedFor, type OwedSpec, type OwedTest } from '@/rulesets/owed'
import type { Action, BattleState, Unit } from '@/model/types'
import type { MiniState } from '@/engine/miniatures/sequence'
import { foldMini } from './sequence'
import { miniState } from './unitState'
import { disorderPoints } from '@/engine/miniatures/words'

/**
 * What a `miniatures` result leaves owed and the unit badges (read with the open battle, not by the manifest).
 * seed 003, 10.0 Retreats: the defender moves the retreat; "a unit forced to retreat cannot be activated
 * for the rest of the round". 9.3: a unit that succeeded in a special action cannot be activated either.
 */
export const retreatOwed = (u: Unit, segments: number): OwedSpec => ({
  kind: 'retreat', unitIds: [u.id], label: `${u.name}: retreat ${segments} segment${segments === 1 ? '' : 's'}`,
  reason: 'seed 003, 10.0 Retreats: the defender moves it', prefill: { segments },
})

/** A retreat is moved on the table, not calculated: the list offers "Done". */
export const openOwed = (_test: OwedTest): null => null

const folded = new WeakMap<readonly Action[], MiniState>()
/** The sequence state for this log, folded once per log array (the badges of every unit read the same one). */
export function sequenceOf(state: BattleState, actions: readonly Action[]): MiniState {
  let s = folded.get(actions)
  if (!s) { s = foldMini(state, actions); folded.set(actions, s) }
  return s
}

/** What the unit has done this round, from the sequence: its order, its fire, and the locks of 10.0 rule 8 and 9.3. */
export function unitBadges(unit: Unit, ctx: BadgeContext): UnitBadge[] {
  const s = miniState(unit)
  const out: UnitBadge[] = []
  if (s.status !== 'active') out.push({ label: s.status, tone: 'bad' })
  if (s.disorderPoints > 0) out.push({ label: disorderPoints(s.disorderPoints), tone: 'warn' })
  const act = sequenceOf(ctx.state, ctx.actions).acts[unit.id]
  if (act?.orders.length) out.push({ label: act.orders.map((o) => (o === 'move' ? `moved ${act.segments}` : o)).join(', '), tone: 'info' })
  if (act?.fired) out.push({ label: act.fired > 1 ? `fired ×${act.fired}` : 'fired', tone: 'info' })
  if (act?.retreated || act?.special) out.push({ label: 'no activation this round', tone: 'warn' })
  const owed = owedFor(ctx.owed, unit.id)
  if (owed.length) out.push({ label: owed.map((t) => `${t.kind} owed`).join(', '), tone: 'warn' })
  return out
}
