import { check, type RuleRef } from '../core'
import { PER_THREE_RANKS } from './tables/fireModifiers'

export const RANKS_RULE: RuleRef = { seed: '004', section: 'Firing: Modifiers, note 3 and note 1' }

export type TargetKind = 'infantry' | 'cavalry' | 'artillery'
/** seed 004, Firing note 1: "an infantry base has 2 ranks and a cavalry base has 1. Artillery do not have ranks." */
export const RANKS_PER_BASE: Readonly<Record<TargetKind, number>> = { infantry: 2, cavalry: 1, artillery: 0 }

/** RULES.md ruling 3: 'down' = +1 per whole 3 ranks (default); 'nearest' rounds 2 ranks up to a third. */
export type RankRounding = 'down' | 'nearest'

/** Either the ranks directly, or the kind of target and its bases (one behind another) within penetration. */
export type TargetRanksInput = { readonly ranks: number } | { readonly kind: TargetKind; readonly basesWithinPenetration: number }

export function targetRanks(input: TargetRanksInput): number {
  if ('ranks' in input) {
    check(Number.isInteger(input.ranks) && input.ranks >= 0, 'out-of-range', 'ranks', `ranks must be a whole number of 0 or more, got ${input.ranks}.`)
    return input.ranks
  }
  check(input.kind in RANKS_PER_BASE, 'unknown-value', 'kind', `Unknown target kind "${input.kind}" (infantry, cavalry or artillery).`)
  const n = input.basesWithinPenetration
  check(Number.isInteger(n) && n >= 0, 'out-of-range', 'basesWithinPenetration', `basesWithinPenetration must be a whole number of 0 or more, got ${n}.`)
  return RANKS_PER_BASE[input.kind] * n
}

/** "For every 3 ranks of target +1" (seed 004, Firing: Target). */
export function ranksModifier(ranks: number, rounding: RankRounding = 'down'): number {
  const thirds = rounding === 'nearest' ? Math.round(ranks / 3) : Math.floor(ranks / 3)
  // Stryker disable next-line ArithmeticOperator: the printed step is +1, so × and ÷ agree.
  return thirds * PER_THREE_RANKS
}
