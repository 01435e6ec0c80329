import type { BadgeContext, UnitBadge } from '@/rulesets/manifest'
import { owedFor, type OwedTest } from '@/rulesets/owed'
import type { Unit } from '@/model/types'
import { orderedThisRound } from './orders'
import { bgState } from './unitState'

/**
 * Unit badges and where owed items open (no engine import: the manifest reads this). A retreat (seed 000, 10.0)
 * opens the Combat tab's retreat panel, where the players say what each hex of the path holds.
 */
export const openOwed = (test: OwedTest) => (test.kind === 'retreat' ? { tab: 'combat', query: { retreat: test.id } } : null)

export function unitBadges(unit: Unit, ctx: BadgeContext): UnitBadge[] {
  const s = bgState(unit)
  const out: UnitBadge[] = []
  if (s.status !== 'active') out.push({ label: s.status, tone: 'bad' })
  else if (s.type === 'general') out.push({ label: 'alone in his hex', tone: 'info' })
  else out.push({ label: `${s.elements}/${s.startingElements}`, tone: 'info' })
  if (s.general) out.push({ label: s.general, tone: 'info' })
  if (s.inSquare) out.push({ label: 'square', tone: 'info' })
  if (orderedThisRound(ctx.actions).has(unit.id)) out.push({ label: 'ordered', tone: 'info' })
  const owed = owedFor(ctx.owed, unit.id)
  if (owed.length) out.push({ label: owed.map((t) => `${t.kind} owed`).join(', '), tone: 'warn' })
  return out
}
