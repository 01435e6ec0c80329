import { check } from '../core'
import { seriesRule } from './commandRefs'
import type { MoraleLeader } from './moraleInput'

export const LEADER_VALUES_RULE = seriesRule('14.2 Values')
export const COMBAT_VALUE_RULE = seriesRule('14.3 Combat Value Effects')

/** seed 001, 14.1: corps commanders, wing leaders (intermediate level) and army commanders, highest last. */
export type LeaderRank = 'corps' | 'wing' | 'army'
const RANK_ORDER: readonly LeaderRank[] = ['corps', 'wing', 'army']

/** seed 001, 3.2 / 14.2: a leader counter (front: combat, morale, movement; back: initiative, obedience). */
export interface SeriesLeader {
  readonly name: string
  readonly rank: LeaderRank
  /** The corps he commands (for a corps commander). */
  readonly corps?: string
  readonly combatBonus: number
  readonly moraleBonus: number
  readonly movementAllowance: number
  readonly initiative?: number
  readonly obedience?: number
}

/**
 * seed 001, 14.3: the leader's combat bonus on the melee die: added when he attacks, subtracted from the
 * attacker's roll when he defends (Oudinot +1: attack +1, defence −1; the King of Prussia −1: attack −1, defence +1).
 */
export function leaderCombatModifier(combatBonus: number, side: 'attacker' | 'defender'): number {
  check(Number.isInteger(combatBonus) && combatBonus >= -6 && combatBonus <= 6, 'out-of-range', 'combatBonus', `A combat bonus is a whole number, got ${combatBonus}.`)
  check(side === 'attacker' || side === 'defender', 'unknown-value', 'side', `The leader attacks or defends, not "${String(side).slice(0, 100)}".`)
  return side === 'attacker' ? combatBonus : 0 - combatBonus
}

/**
 * seed 001, 14.1 and 14.4: the leader whose morale bonus a unit uses, from the leaders stacked with it: the
 * highest rank; a corps commander with another corps' unit is capped at +1 (the morale check applies the cap).
 */
export function moraleLeaderFor(stacked: readonly SeriesLeader[], unitCorps: string): MoraleLeader | undefined {
  if (stacked.length === 0) return undefined
  const top = [...stacked].sort((a, b) => RANK_ORDER.indexOf(b.rank) - RANK_ORDER.indexOf(a.rank))[0]!
  check(RANK_ORDER.includes(top.rank), 'unknown-value', 'rank', `A leader's rank is corps, wing or army, not "${String(top.rank).slice(0, 100)}".`)
  if (top.rank === 'army') return { moraleBonus: top.moraleBonus, command: 'army commander' }
  return { moraleBonus: top.moraleBonus, command: top.corps === unitCorps || top.rank === 'wing' ? 'own corps' : 'other corps' }
}
