import { effectiveActions } from '@/model/fold'
import type { Action, BattleState } from '@/model/types'

/**
 * Facts of the current turn and phase read from the log, so a test pre-fills what has already
 * happened (steps lost this phase, mêlée rounds won this turn, who fired) and the roster can say it.
 * A phase begins with each card turned (seed 004, The Turn: each card is a phase of play) and a turn
 * with each `turn.end`.
 */

/** The effective actions since the last action of one of `kinds` (all of them when none). */
function since(actions: readonly Action[], kinds: readonly string[]): Action[] {
  const eff = effectiveActions(actions)
  let start = 0
  eff.forEach((a, i) => { if (kinds.includes(a.kind)) start = i + 1 })
  return eff.slice(start)
}

export const thisTurn = (actions: readonly Action[]) => since(actions, ['turn.end'])
export const thisPhase = (actions: readonly Action[]) => since(actions, ['turn.end', 'deck.draw'])

/** The value of a unit's `casualtiesThisTurn` after `actions` (0 when never patched; the turn end patches it to 0). */
function casualtiesAfter(actions: readonly Action[], unitId: string): number {
  let n = 0
  for (const a of actions) for (const op of a.ops) {
    if (op.op === 'unit.patch' && op.id === unitId && typeof op.state?.casualtiesThisTurn === 'number') n = op.state.casualtiesThisTurn
  }
  return n
}

/** Steps the unit lost since the phase began (any action: fire, mêlée, a roster tap), from its casualty counter. */
export function stepsLostThisPhase(state: BattleState, actions: readonly Action[], unitId: string): number {
  const eff = effectiveActions(actions)
  const phase = thisPhase(actions)
  const atStart = casualtiesAfter(eff.slice(0, eff.length - phase.length), unitId)
  const now = state.units[unitId]?.state.casualtiesThisTurn
  return Math.max(0, (typeof now === 'number' ? now : 0) - atStart)
}

/** Mêlée rounds the unit has won this turn (`melee.applied` naming it the winner). */
export function meleeRoundsWon(actions: readonly Action[], unitId: string): number {
  return thisTurn(actions).filter((a) => a.kind === 'melee.applied' && a.detail?.winnerId === unitId).length
}

/** The unit won or lost a mêlée this phase (for the morale test's "Previously" lines). */
export function meleeThisPhase(actions: readonly Action[], unitId: string): { won: boolean; lost: boolean } {
  const m = thisPhase(actions).filter((a) => a.kind === 'melee.applied')
  return { won: m.some((a) => a.detail?.winnerId === unitId), lost: m.some((a) => a.detail?.loserId === unitId) }
}

/** The unit fired this turn. */
export function firedThisTurn(actions: readonly Action[], unitId: string): boolean {
  return thisTurn(actions).some((a) => a.kind === 'fire.applied' && a.detail?.firerId === unitId)
}

/** The unit's last morale result ('Rout', 'Retire'…) and whether it came this turn; null when never tested. */
export function lastMorale(actions: readonly Action[], unitId: string): { outcome: string; thisTurn: boolean } | null {
  const eff = effectiveActions(actions)
  let i = -1
  eff.forEach((a, j) => { if (a.kind === 'morale.applied' && a.detail?.unitId === unitId) i = j })
  if (i < 0) return null
  return { outcome: String(eff[i]!.detail?.outcome ?? ''), thisTurn: !eff.slice(i + 1).some((a) => a.kind === 'turn.end') }
}
