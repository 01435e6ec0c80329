import type { BadgeContext, UnitBadge } from '@/rulesets/manifest'
import { owedFor, type OwedTest } from '@/rulesets/owed'
import type { Unit } from '@/model/types'
import { moraleTimePenalty } from './clockState'
import { waitingTurn } from './reinforcementState'
import { commandBadges } from './commandBadges'

/**
 * Where each owed test is done and the unit badges (no engine import: the manifest reads this). Morale and
 * rally checks and a leader's casualty check (14.5) are on the Combat tab; obedience and delay checks on the Turn tab.
 */
export function openOwed(test: OwedTest): { tab: string; query: Record<string, string> } | null {
  if (test.kind === 'morale') return { tab: 'combat', query: { owed: test.id, mode: 'morale' } }
  if (test.kind === 'leader casualty') return { tab: 'combat', query: { owed: test.id, mode: 'leader' } }
  if (test.kind === 'obedience' || test.kind === 'delay') return { tab: 'turn', query: { owed: test.id } }
  if (test.kind === 'reinforcement') return { tab: 'turn', query: { owed: test.id } }
  if (test.kind === 'retreat') return { tab: 'units', query: { owed: test.id } }
  if (test.kind === 'charge') return { tab: 'combat', query: { owed: test.id } }
  return null
}

export function unitBadges(unit: Unit, ctx: BadgeContext): UnitBadge[] {
  const s = unit.state
  const out: UnitBadge[] = []
  if (s.status !== 'active') out.push({ label: String(s.status), tone: 'bad' })
  out.push(...commandBadges(ctx.state, unit))
  if (unit.kind !== 'leader') {
    if (s.formation === 'disorganized') out.push({ label: `disorganized (${String(s.disorganizedAtTurn)})`, tone: 'bad' })
    const arrives = waitingTurn(ctx.state, unit.id)
    if (arrives !== null) out.push({ label: `reinforcement, turn ${arrives}`, tone: 'info' })
    const time = moraleTimePenalty(ctx.state, unit)
    if (time < 0) out.push({ label: `time penalty: morale ${time} (19.2)`, tone: 'warn' })
    if (typeof s.steps === 'number' && typeof s.originalSteps === 'number' && s.status === 'active') out.push({ label: `${s.steps}/${s.originalSteps} steps`, tone: s.steps < s.originalSteps ? 'warn' : 'info' })
    if (s.halfLoss === true && s.status === 'active') out.push({ label: 'half-loss bar (16.2 A)', tone: 'warn' })
  }
  const owed = owedFor(ctx.owed, unit.id)
  if (owed.length) out.push({ label: owed.map((t) => `${t.kind} owed`).join(', '), tone: 'warn' })
  return out
}
