import type { BadgeContext, UnitBadge } from '@/rulesets/manifest'
import { owedFor, type OwedTest } from '@/rulesets/owed'
import type { Action, BattleState, Unit } from '@/model/types'
import type { BgState } from '@/engine/boardgame/sequence'
import { actedWords } from './orders'
import { foldBg } from './sequence'
import { bgState, SECTOR_NAME } from './unitState'

/**
 * Unit badges and where owed items open. A retreat (seed 000, 10.0) opens the Combat tab's retreat panel, where the
 * players say what each hex of the path holds; a reaction's fire (9.41) opens the fire panel with the unit as firer.
 */
export function openOwed(test: OwedTest): { tab: string; query: Record<string, string> } | null {
  if (test.kind === 'retreat') return { tab: 'combat', query: { retreat: test.id } }
  return test.kind === 'reaction' ? { tab: 'combat', query: { reaction: test.id } } : null
}

// One fold per log for all of a screen's badges.
const folds = new WeakMap<readonly Action[], BgState>()
export function foldedFor(state: BattleState, actions: readonly Action[]): BgState {
  let s = folds.get(actions)
  if (!s) { s = foldBg(state, actions); folds.set(actions, s) }
  return s
}

export function unitBadges(unit: Unit, ctx: BadgeContext): UnitBadge[] {
  const s = bgState(unit)
  const out: UnitBadge[] = []
  if (s.status !== 'active') out.push({ label: s.status, tone: 'bad' })
  else if (s.type === 'general') out.push({ label: 'alone in his hex', tone: 'info' })
  else out.push({ label: `${s.elements}/${s.startingElements}`, tone: 'info' })
  if (s.sector) out.push({ label: SECTOR_NAME[s.sector], tone: 'info' })
  if (s.general) out.push({ label: s.general, tone: 'info' })
  if (s.inSquare) out.push({ label: 'square', tone: 'info' })
  const acted = actedWords(foldedFor(ctx.state, ctx.actions), unit.id)
  if (acted) out.push({ label: `this round: ${acted}`, tone: 'info' })
  const owed = owedFor(ctx.owed, unit.id)
  if (owed.length) out.push({ label: owed.map((t) => `${t.kind} owed`).join(', '), tone: 'warn' })
  return out
}
