import type { OtherModifier } from '../core/otherModifier'
import { check, type RuleRef, type WorkingLine } from '../core'
import { forbid } from '../core/errors'
import { casualtyModifierLines } from './casualties'
import { ranksModifier, targetRanks, type RankRounding, type TargetKind } from './ranks'
import { FIRE_MODIFIERS_RULE, FIRER_MODIFIERS, SECOND_TURN_OF_RAIN_OR_SNOW, TARGET_MODIFIERS, type FirerModifier, type TargetModifier } from './tables/fireModifiers'
import { penetrationYards, RANGE_RULE, rangeBand, weaponRow, type RangeLookup } from './tables/rangeModifiers'

/** RULES.md ruling 2: how a halved modified fire factor is rounded. */
export type HalfRounding = 'toward-zero' | 'down' | 'up'

export interface FireInput {
  /** "Other ±N" (umpire or house rule), added to the modified fire factor before any halving. */
  readonly otherModifier?: OtherModifier | null
  /** The troop type's fire factor; '-' or null = the troop cannot fire. */
  readonly fireFactor: number | null | '-'
  readonly weapon: string
  readonly distanceYards: number
  /** Ranks of the target within the weapon's penetration, or the data to count them (note 1, ruling 3). */
  readonly targetRanksWithinPenetration: number | { readonly kind: TargetKind; readonly basesWithinPenetration: number }
  readonly target?: Partial<Record<TargetModifier, boolean>>
  readonly firer?: Partial<Record<FirerModifier, boolean>>
  readonly damagedBases?: number
  readonly lostBases?: number
  readonly secondTurnOfRainOrSnow?: boolean
  /** "The modified fire factor … is halved during rain" (seed 004, Effect of Weather). */
  readonly rain?: boolean
  /** Defenders' fire at chargers uses half the modified fire factor (seed 004, Charges & Mêlées). */
  readonly chargeDefensiveFire?: boolean
  readonly rankRounding?: RankRounding
  readonly rainRounding?: HalfRounding
  /** Who fires and how it stands: what decides whether the text lets it fire at all (seed 004, Firing). */
  readonly firerArm?: 'infantry' | 'cavalry' | 'artillery'
  readonly limbered?: boolean
  /** The target is in dead ground from the firer (seed 004, Visibility). */
  readonly targetInDeadGround?: boolean
}

const WHO_FIRES = 'Infantry, unlimbered artillery and cavalry armed with carbines may fire'

/** seed 004, Firing; Visibility: limbered artillery, cavalry without carbines and targets in dead ground are refused. */
export function fireForbidden(input: FireInput): void {
  forbid(!(input.firerArm === 'artillery' && input.limbered), 'limbered', 'seed 004, Firing', WHO_FIRES)
  forbid(!(input.firerArm === 'cavalry' && input.weapon !== 'Carbine'), 'weapon', 'seed 004, Firing', WHO_FIRES)
  forbid(!input.targetInDeadGround, 'targetInDeadGround', 'seed 004, Visibility', 'Units in dead ground may not be fired upon')
}

export const WEATHER_RULE: RuleRef = { seed: '004', section: 'Firing: Effect of Weather' }
export const CHARGE_FIRE_RULE: RuleRef = { seed: '004', section: 'Charges & Mêlées' }
const FACTOR_RULE: RuleRef = { seed: '004', section: 'Firing: Procedure' }

export interface FireBase {
  readonly range: RangeLookup
  /** Lines before the dice: factor, range, target, firer, weather. */
  readonly lines: readonly WorkingLine[]
  readonly total: number
}

function notTogether(a: boolean | undefined, b: boolean | undefined, field: string, message: string) {
  check(!(a && b), 'not-allowed-together', field, message)
}

/** Everything in the modified fire factor except the random factor and the halvings. */
export function fireBase(input: FireInput): FireBase {
  fireForbidden(input)
  const f = input.fireFactor
  check(f !== null && f !== '-', 'out-of-range', 'fireFactor', `This troop type has no fire factor ('-'): it cannot fire.`)
  check(typeof f === 'number' && Number.isInteger(f) && f >= 0, 'out-of-range', 'fireFactor', `fireFactor must be a whole number of 0 or more, got ${String(f)}.`)
  const row = weaponRow(input.weapon)
  const t = input.target ?? {}
  const u = input.firer ?? {}
  check(!(t.armoured && !row.smallArms), 'not-allowed-together', 'target.armoured', `armoured (cuirassiers) −1 applies to small arms only, not to ${row.weapon}.`)
  notTogether(t.softCover, t.hardCover, 'target.hardCover', 'A target is behind soft cover or hard cover, not both.')
  notTogether(u.unformed, u.disordered, 'firer.disordered', 'A firing unit is unformed or disordered, not both.')
  notTogether(u.inColumn, u.inSquare, 'firer.inSquare', 'A firing unit is in column or in square, not both.')
  const range = rangeBand(input.weapon, input.distanceYards)
  const lines: WorkingLine[] = [{ label: 'fire factor', value: f, rule: FACTOR_RULE }]
  if (range.inRange) lines.push({ label: `range ${range.band} yd (${row.weapon})`, value: range.modifier, rule: RANGE_RULE })
  const ranksIn = input.targetRanksWithinPenetration
  const ranks = targetRanks(typeof ranksIn === 'number' ? { ranks: ranksIn } : ranksIn)
  const rankMod = ranksModifier(ranks, input.rankRounding ?? 'down')
  const pen = penetrationYards(row.weapon, input.secondTurnOfRainOrSnow)
  if (rankMod !== 0) lines.push({ label: `${ranks} target ranks within ${pen} yd penetration`, value: rankMod, rule: FIRE_MODIFIERS_RULE })
  for (const [k, m] of Object.entries(TARGET_MODIFIERS)) if (t[k as TargetModifier]) lines.push({ label: `target ${m.label}`, value: m.value, rule: FIRE_MODIFIERS_RULE })
  for (const [k, m] of Object.entries(FIRER_MODIFIERS)) if (u[k as FirerModifier]) lines.push({ label: `firing unit ${m.label}`, value: m.value, rule: FIRE_MODIFIERS_RULE })
  lines.push(...casualtyModifierLines({ damagedBases: input.damagedBases ?? 0, lostBases: input.lostBases ?? 0 }, FIRE_MODIFIERS_RULE))
  if (input.secondTurnOfRainOrSnow) lines.push({ label: 'second or subsequent turn of rain or snow', value: SECOND_TURN_OF_RAIN_OR_SNOW, rule: FIRE_MODIFIERS_RULE })
  // Stryker disable next-line ConditionalExpression: every line before the dice has a numeric value.
  const total = lines.reduce((s, l) => s + (typeof l.value === 'number' ? l.value : 0), 0)
  return { range, lines, total }
}

export function halve(x: number, rounding: HalfRounding = 'toward-zero'): number {
  check(['toward-zero', 'down', 'up'].includes(rounding), 'unknown-value', 'rainRounding', `Unknown rounding "${rounding}" (toward-zero, down or up).`)
  const half = rounding === 'down' ? Math.floor(x / 2) : rounding === 'up' ? Math.ceil(x / 2) : Math.trunc(x / 2)
  return half === 0 ? 0 : half // no −0 on screen
}
