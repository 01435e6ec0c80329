import type { BadgeContext, UnitBadge } from '@/rulesets/manifest'
import { owedFor } from '@/rulesets/owed'
import type { Action, Unit } from '@/model/types'
import { wlState } from './unitState'

/** seed 002, A-2a step track in a word (no engine import: the manifest reads this). */
const TRACK = ['', 'Shaken', 'Disrupted', 'Battleworn', 'Battleworn + Shaken', 'Battleworn + Disrupted']

export function unitBadges(unit: Unit, ctx: BadgeContext): UnitBadge[] {
  const s = wlState(unit)
  const out: UnitBadge[] = []
  if (s.eliminated) out.push({ label: 'eliminated', tone: 'bad' })
  else if (s.stepLosses > 0) out.push({ label: TRACK[Math.min(5, s.stepLosses)]!, tone: s.stepLosses >= 3 ? 'bad' : 'warn' })
  const owed = owedFor(ctx.owed, unit.id)
  if (owed.length) out.push({ label: owed.map((t) => `${t.kind} owed`).join(', '), tone: 'warn' })
  return out
}

/** seed 002, C: a new Game Turn starts at the battle's first turn and at each End Phase. */
export function waterlooLogTurn(action: Action): string | null {
  if (!['wl.setup', 'wl.rain', 'cup.endTurn'].includes(action.kind)) return null
  const t = action.detail?.gameTurn
  return typeof t === 'number' ? `Game Turn ${t}` : null
}
