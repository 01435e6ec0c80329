import { check, type WorkingLine } from '../core'
import { lossesBand, strengthBand } from './moraleBands'
import { checkInput, type FlankStatus, type MoraleInput } from './moraleInput'
import {
  FORMATION_MODIFIERS,
  LOSSES_MODIFIERS,
  MORALE_RULE as rule,
  PREVIOUS_GOOD_FROM,
  PREVIOUS_POOR_UP_TO,
  PREVIOUSLY_MODIFIERS as P,
  SITUATION_MODIFIERS as S,
  STRENGTH_MODIFIERS,
} from './tables/moraleTables'

export type { FlankStatus, MoraleInput, MoraleLeader, SupportStatus } from './moraleInput'

const line = (label: string, value: number): WorkingLine => ({ label, value, rule })

function flankLines([a, b]: readonly [FlankStatus, FlankStatus]): WorkingLine[] {
  const secure = [a, b].filter((f) => f === 'secure').length
  const neither = [a, b].filter((f) => f === 'neither').length
  const threatened = [a, b].filter((f) => f === 'threatened').length
  const out: WorkingLine[] = []
  if (secure === 2) out.push(line(S.twoSecureFlanks.label, S.twoSecureFlanks.modifier))
  if (secure === 1) out.push(line(S.oneSecureFlank.label, S.oneSecureFlank.modifier))
  if (neither === 2) out.push(line(S.bothFlanksNeither.label, S.bothFlanksNeither.modifier))
  if (neither === 1) out.push(line(S.oneFlankNeither.label, S.oneFlankNeither.modifier))
  // Stryker disable next-line ArithmeticOperator: the printed modifier is −1, so × and ÷ agree.
  if (threatened > 0) out.push(line(`${S.eachThreatenedFlank.label} ×${threatened}`, threatened * S.eachThreatenedFlank.modifier))
  return out
}

/** Every modifier line that does not depend on the dice, in the printed order (seed 004, Morale). */
export function moraleModifiers(i: MoraleInput): WorkingLine[] {
  checkInput(i)
  const band = 'band' in i.strength ? i.strength.band : strengthBand(i.strength, i.rulings?.strengthBoundary)
  const s = STRENGTH_MODIFIERS.find((m) => m.band === band)
  check(s !== undefined, 'unknown-value', 'strength', `Unknown strength band "${band}".`)
  const l = LOSSES_MODIFIERS.find((m) => m.band === lossesBand(i.lossesThisPhasePercent))!
  const out = [line(`Strength ${s.band}`, s.modifier), line(`Losses this phase ${l.band}`, l.modifier)]
  out.push(line(`Formation: ${i.formation}`, FORMATION_MODIFIERS[i.formation]))
  if (i.tired) out.push(line(S.tired.label, S.tired.modifier))
  if (i.exhausted) out.push(line(S.exhausted.label, S.exhausted.modifier))
  out.push(line(S[i.support].label, S[i.support].modifier), ...flankLines(i.flanks))
  if (i.threatToRear) out.push(line(S.threatToRear.label, S.threatToRear.modifier))
  if (i.underFireFromSkirmishers) out.push(i.veteran ? line('Under fire from skirmishers: veterans exempt', 0) : line(S.underFireFromSkirmishers.label, S.underFireFromSkirmishers.modifier))
  if (i.friendsForcedBack) out.push(line(S.friendsForcedBack.label, S.friendsForcedBack.modifier))
  if (i.unitOnFlankRetreats) out.push(line(S.unitOnFlankRetreats.label, S.unitOnFlankRetreats.modifier))
  if (i.wonMelee) out.push(line(P.wonMelee.label, P.wonMelee.modifier))
  if (i.lostMelee) out.push(line(P.lostMelee.label, P.lostMelee.modifier))
  const prev = i.previousMoraleScore
  if (prev === null || prev >= PREVIOUS_GOOD_FROM) out.push(line(prev === null ? 'First morale test' : `Previous morale good (${prev})`, P.previousGood.modifier))
  else if (prev <= PREVIOUS_POOR_UP_TO) out.push(line(`Previous morale poor (${prev})`, P.previousPoor.modifier))
  for (const ld of i.leaders ?? [])
    out.push(ld.deadOrSeriouslyWounded ? line('Leader dead or seriously wounded: − morale factor', -ld.moraleFactor) : line('Leader within 50 yards: + morale factor', ld.moraleFactor))
  return out
}
