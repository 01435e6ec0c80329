import { BASES_PER_UNIT } from '@/engine/wargaming/data/basing'
import type { Arm } from './unitState'

/** A count's limits and where they come from: the book's words, or "not a rule" for an input bound only. */
export interface CountLimit {
  readonly min: number
  readonly max: number
  /** Why these limits, in player words; says plainly when the book gives none. */
  readonly why: string
}

const { infantryBattalion: inf, cavalryRegiment: cav } = BASES_PER_UNIT

/**
 * Bases per unit (Scale and Equipment: Basing): infantry "three bases for smaller battalions … six bases for
 * larger"; cavalry "from one to six bases, although larger regiments may have eight to ten". The book gives
 * artillery no limit (two bases are a six-gun battery): 1–12 is only an input bound, not a rule.
 */
export const BASES_LIMITS: Readonly<Record<Arm, CountLimit>> = {
  infantry: { min: inf.small, max: inf.large, why: `a battalion has ${inf.small} to ${inf.large} bases (rules: Basing)` },
  cavalry: { min: cav.usualMin, max: cav.largeMax, why: `a regiment has ${cav.usualMin} to ${cav.largeMax} bases (rules: Basing)` },
  artillery: { min: 1, max: 12, why: 'a battery has 1 to 12 bases (the rules give no limit; this is only the form’s bound)' },
}

/**
 * Unit factors (fire, mêlée, morale, control). The book prints values from 0 to 11 in its troop tables and no
 * limit: 0–20 is only an input bound, not a rule.
 */
export const FACTOR_LIMIT: CountLimit = { min: 0, max: 20, why: 'from 0 to 20 (the rules give no limit; this is only the form’s bound)' }

/** Leader ratings (Definitions: Leaders): each from 0 to 6. */
export const RATING_LIMIT: CountLimit = { min: 0, max: 6, why: 'from 0 to 6 (rules: Leaders)' }

/**
 * What is wrong with a typed count, in player words ("Bases: a battalion has 3 to 6 bases (rules: Basing)"),
 * or null when it is a whole number inside the limits. `value` is what the input holds: '' or NaN when empty.
 */
export function countProblem(what: string, value: number | string | null, limit: CountLimit): string | null {
  if (value === '' || value === null || (typeof value === 'number' && Number.isNaN(value))) return `${what}: enter a number ${limit.why}`
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isInteger(n)) return `${what}: enter a whole number ${limit.why}`
  if (n < limit.min || n > limit.max) return `${what}: ${n} is not allowed, ${limit.why}`
  return null
}
