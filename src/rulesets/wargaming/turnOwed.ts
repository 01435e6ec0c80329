import type { BadgeContext, UnitBadge } from '@/rulesets/manifest'
import { owedFor, type OwedSpec, type OwedTest } from '@/rulesets/owed'
import type { JsonRecord, Unit } from '@/model/types'
import { firedThisTurn, lastMorale } from './turnLog'
import { isLeader, unitState } from './turnState'

/**
 * The tests a `wargaming` result leaves owed (seed 004: morale after losses or a lost mêlée, control
 * after a won one, leaders near units with casualties on the Officer Casualties card), where each is
 * done, and the unit badges the roster and pickers show. No engine import: the manifest reads this.
 */
export type OwedKind = 'morale' | 'control' | 'officer casualties'

export const moraleOwed = (u: Unit, reason: string, prefill: JsonRecord): OwedSpec =>
  ({ kind: 'morale', unitIds: [u.id], label: `${u.name}: morale test`, reason, prefill })

export const controlOwed = (u: Unit, reason: string, prefill: JsonRecord): OwedSpec =>
  ({ kind: 'control', unitIds: [u.id], label: `${u.name}: control test`, reason, prefill })

export const officerOwed = (u: Unit, steps: number): OwedSpec =>
  ({ kind: 'officer casualties', unitIds: [u.id], label: `Leaders near ${u.name}: officer casualties`, reason: `${steps} ${steps === 1 ? 'step' : 'steps'} lost this turn`, prefill: {} })

/**
 * Morale and control are done on the Combat tab, officer casualties on the Turn tab; `owed` names the test.
 * Moves (retire, retreat, rout), counter-charges and replacement leaders are done on the table: null = "Done".
 */
export function openOwed(test: OwedTest): { tab: string; query: Record<string, string> } | null {
  if (test.kind === 'officer casualties') return { tab: 'turn', query: { owed: test.id } }
  return test.kind === 'morale' || test.kind === 'control' ? { tab: 'combat', query: { owed: test.id } } : null
}

const MORALE_BADGE: Record<string, UnitBadge> = {
  Rout: { label: 'routing', tone: 'bad' },
  Retreat: { label: 'retreating', tone: 'warn' },
  Retire: { label: 'retiring', tone: 'warn' },
  Shaken: { label: 'shaken', tone: 'warn' },
}

/** Routing / retiring / disordered / fired this turn / tests owed, at a glance. */
export function unitBadges(unit: Unit, ctx: BadgeContext): UnitBadge[] {
  if (isLeader(unit)) return []
  const s = unitState(unit)
  const out: UnitBadge[] = []
  if (s.status !== 'active') out.push({ label: s.status, tone: 'bad' })
  const m = lastMorale(ctx.actions, unit.id)
  // A rout lasts until the unit tests again (seed 004, Morale: Rout); a retire or retreat is this turn's move.
  const shown = m && MORALE_BADGE[m.outcome]
  if (shown && s.status === 'active' && (m.outcome === 'Rout' || m.thisTurn)) out.push(shown)
  if (s.order !== 'formed') out.push({ label: s.order, tone: s.order === 'disordered' ? 'bad' : 'warn' })
  if (firedThisTurn(ctx.actions, unit.id)) out.push({ label: 'fired', tone: 'info' })
  const owed = owedFor(ctx.owed, unit.id)
  if (owed.length) out.push({ label: owed.map((t) => `${t.kind} owed`).join(', '), tone: 'warn' })
  return out
}
