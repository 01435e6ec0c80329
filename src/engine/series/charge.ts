import { check, type WorkingLine } from '../core'
import { formationOf } from './formations'
import type { MoraleCheckOwed } from './owed'
import { seriesRef } from './refs'
import { stackOrder } from './stacking'
import type { SeriesUnit } from './units'

export const SQUARE_RULE = seriesRef('9.6 Square')
export const COUNTERCHARGE_RULE = seriesRef('9.7 Countercharge')
export const WITHDRAWAL_RULE = seriesRef('6.8 Cavalry Withdrawal')

/** Either the owed checks (top unit first) or why the attempt is not allowed. */
export interface ReactionChecks {
  readonly allowed: boolean
  readonly why: string
  readonly checks: readonly MoraleCheckOwed[]
}

const refuse = (why: string): ReactionChecks => ({ allowed: false, why, checks: [] })

/** 5.5 as 9.6 and 9.7 use it: the top unit checks; if it fails, the next with −2, and so on. */
function sequence(units: readonly SeriesUnit[], base: Omit<MoraleCheckOwed, 'unit' | 'name' | 'failedAbove'>): MoraleCheckOwed[] {
  return units.map((u, i) => ({ ...base, unit: u.id, name: u.name, failedAbove: i }))
}

/**
 * 9.6: forming square against a charge is a morale check "with all the usual modifiers, except the -2 for being
 * attacked from a rear/flank hex", +1 when the cavalry is 3 hexes or more away, none at 2, impossible when
 * adjacent. `seenAt` is the distance in hexes at which the infantry sees the cavalry ("the last will be used").
 */
export function formSquareChecks(infantry: readonly SeriesUnit[], seenAt: number): ReactionChecks {
  const stack = stackOrder(infantry, 'infantry')
  check(Number.isInteger(seenAt) && seenAt >= 1, 'out-of-range', 'seenAt', 'seenAt: the distance to the charging cavalry, a whole number of hexes from 1.')
  stack.forEach((u, i) => formationOf(u, `infantry[${i}]`))
  const top = stack[0]!
  if (stack.some((u) => u.type !== 'infantry' && u.type !== 'artillery')) return refuse('only infantry (with any artillery in the stack) forms square')
  const foot = stack.filter((u) => u.type === 'infantry')
  if (foot.length === 0) return refuse('no infantry in the hex to form square')
  if (foot.every((u) => u.formation === 'square')) return refuse('already in square')
  if (top.formation === 'disorganized') return refuse('a disorganized infantry cannot form square (9.6)')
  if (foot.some((u) => u.formation === 'general-order')) return refuse('square is allowed only where there is no mandatory formation (4.4)')
  if (seenAt === 1) return refuse('the cavalry is adjacent: "no square attempt can be made, the infantry must stand the melee unchanged" (9.6)')
  const extra: WorkingLine[] = seenAt >= 3 ? [{ label: 'charging cavalry 3 hexes or more away', value: 1, rule: SQUARE_RULE }] : []
  return { allowed: true, why: seenAt >= 3 ? 'cavalry 3 hexes or more away: +1' : 'cavalry 2 hexes away: no modifier', checks: sequence(foot, {
    purpose: 'form-square', reason: 'forming square against a cavalry charge', rule: SQUARE_RULE, direction: 'front', ignoreDirection: true, extraModifiers: extra,
    onFailure: 'the infantry is disorganized, but does not retreat now. It will retreat when the charge combat is resolved',
  }) }
}

/**
 * 9.7: a cavalry an enemy enters the front of may countercharge after a successful morale check; "If the morale
 * check fails, nothing happens". A stack countercharges as one; "If the top unit fails its morale check, the
 * unit under will check at -2". `engaged`: already charged and chose not to countercharge.
 */
export function counterchargeChecks(cavalry: readonly SeriesUnit[], engaged = false): ReactionChecks {
  const stack = stackOrder(cavalry, 'cavalry')
  stack.forEach((u, i) => formationOf(u, `cavalry[${i}]`))
  if (stack.some((u) => u.type !== 'cavalry')) return refuse('only cavalry can countercharge (9.7)')
  if (stack.some((u) => u.formation === 'disorganized')) return refuse('disorganized cavalry cannot charge (4.10)')
  if (engaged) return refuse('already engaged with a charge it chose not to countercharge (9.7)')
  return { allowed: true, why: 'enemy entered a front hex', checks: sequence(stack, {
    purpose: 'countercharge', reason: 'attempting a countercharge', rule: COUNTERCHARGE_RULE, direction: 'front',
    onFailure: 'nothing happens and the countercharged unit may go on',
  }) }
}

/**
 * 6.8: good order cavalry not charging may withdraw 1 or 2 hexes when an enemy enters an adjacent hex; "check
 * morale first, with no modifiers" (ruling 34). Not when charged by enemy cavalry or disorganized; no check when
 * attacked again by the same unit in the same movement phase.
 */
export function withdrawalCheck(unit: SeriesUnit, opts: { charging?: boolean; chargedByCavalry?: boolean; againBySameUnit?: boolean } = {}): ReactionChecks {
  const [u] = stackOrder([unit], 'unit')
  formationOf(u!, 'unit')
  if (u!.type !== 'cavalry') return refuse('only cavalry withdraws (6.8)')
  if (u!.formation === 'disorganized') return refuse('disorganized cavalry cannot withdraw (6.8)')
  if (opts.charging) return refuse('a charging cavalry cannot withdraw (6.8)')
  if (opts.chargedByCavalry) return refuse('"It cannot retreat if charged by an enemy cavalry" (6.8)')
  if (opts.againBySameUnit) return { allowed: true, why: 'attacked again by the same unit: it can withdraw again, without checking morale', checks: [] }
  return { allowed: true, why: 'enemy entered an adjacent hex', checks: [{ purpose: 'withdrawal', unit: u!.id, name: u!.name, reason: 'cavalry withdrawal', rule: WITHDRAWAL_RULE, direction: 'front', noModifiers: true,
    onFailure: 'the cavalry is disorganized, with the usual results (see 8.9, including a 2 hex retreat)' }] }
}
