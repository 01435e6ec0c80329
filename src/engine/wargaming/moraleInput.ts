import type { OtherModifier } from '../core/otherModifier'
import { check } from '../core'
import { forbid } from '../core/errors'
import type { StrengthBoundary, StrengthSteps } from './moraleBands'
import { FORMATION_MODIFIERS, MORALE_SITUATIONS, type MoraleFormation, type MoraleSituation, type StrengthBand } from './tables/moraleTables'

export type FlankStatus = 'secure' | 'neither' | 'threatened'
export type SupportStatus = 'supported' | 'neither' | 'unsupported'

export interface MoraleLeader {
  readonly moraleFactor: number
  /** seed 004, Morale: Leadership — a dead or seriously wounded leader subtracts his morale factor. */
  readonly deadOrSeriouslyWounded?: boolean
}

export interface MoraleInput {
  /** "Other ±N" (umpire or house rule), one more line of the score. */
  readonly otherModifier?: OtherModifier | null
  readonly moraleFactor: number
  readonly strength: StrengthSteps | { readonly band: StrengthBand }
  readonly lossesThisPhasePercent: number
  readonly formation: MoraleFormation
  readonly tired?: boolean
  readonly exhausted?: boolean
  readonly support: SupportStatus
  readonly flanks: readonly [FlankStatus, FlankStatus]
  readonly threatToRear?: boolean
  readonly underFireFromSkirmishers?: boolean
  readonly veteran?: boolean
  readonly friendsForcedBack?: boolean
  readonly unitOnFlankRetreats?: boolean
  readonly wonMelee?: boolean
  readonly lostMelee?: boolean
  /** Score of the unit's last morale test; null = first time tested. */
  readonly previousMoraleScore: number | null
  /** Every leader within 50 yards (seed 004, Definitions: Command Radius note). */
  readonly leaders?: readonly MoraleLeader[]
  readonly situation: MoraleSituation
  /** Infantry in square: two secure flanks, always (seed 004, Definitions: Secure Flank). */
  readonly square?: boolean
  readonly rulings?: {
    /** RULES.md ruling 4: 'signed' (−3..+3, default) or 'unsigned' (the difference is always added, 0..3). */
    readonly randomFactor?: 'signed' | 'unsigned'
    readonly strengthBoundary?: StrengthBoundary
  }
}

/** Throws a RulesInputError naming the field for input the morale table cannot take. */
export function checkInput(i: MoraleInput) {
  const int = (v: number, field: string, min: number, max: number) =>
    check(Number.isInteger(v) && v >= min && v <= max, 'out-of-range', field, `${field} must be a whole number ${min}–${max}, got ${v}.`)
  int(i.moraleFactor, 'moraleFactor', 1, 10) // seed 004, Unit Factors: 1 (worst) to 10 (best)
  check(MORALE_SITUATIONS.includes(i.situation), 'unknown-value', 'situation', `Unknown situation "${i.situation}".`)
  check(i.formation in FORMATION_MODIFIERS, 'unknown-value', 'formation', `Unknown formation "${i.formation}".`)
  check(['supported', 'neither', 'unsupported'].includes(i.support), 'unknown-value', 'support', `Unknown support "${i.support}".`)
  check(i.flanks.length === 2 && i.flanks.every((f) => ['secure', 'neither', 'threatened'].includes(f)), 'unknown-value', 'flanks', 'flanks needs two of secure / neither / threatened.')
  check(!(i.tired && i.exhausted), 'not-allowed-together', 'exhausted', 'A unit is tired or exhausted, not both.')
  forbid(!i.square || i.flanks.every((f) => f === 'secure'), 'flanks', 'seed 004, Definitions: Secure Flank', 'Infantry in square automatically have two secure flanks')
  if (i.previousMoraleScore !== null) check(Number.isInteger(i.previousMoraleScore), 'out-of-range', 'previousMoraleScore', 'previousMoraleScore must be a whole number or null (first test).')
  ;(i.leaders ?? []).forEach((l, n) => int(l.moraleFactor, `leaders[${n}].moraleFactor`, 0, 6))
}
