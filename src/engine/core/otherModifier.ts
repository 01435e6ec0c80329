import { check } from './errors'
import type { RuleRef, WorkingLine } from './calculator'

/**
 * "Other ±N": a modifier no table prints — the umpire's judgement or a house rule — with its reason.
 * A calculator with a score may take it in its input and adds it to the score as one working line, so
 * the odds, the result and the log all show it.
 */
export interface OtherModifier {
  readonly value: number
  readonly reason: string
}

/** The largest "other ±N" taken (a judgement, not a rule: no printed modifier comes near it). */
export const OTHER_MODIFIER_LIMIT = 99

/** Not from the rule text: the players' own decision for this test. */
export const OTHER_MODIFIER_RULE: RuleRef = { seed: 'players', section: "Other modifier (umpire's judgement or house rule)" }

/** The working line for an other modifier; none when absent or 0. Refuses a value that is not a whole number. */
export function otherModifierLines(m: OtherModifier | null | undefined): WorkingLine[] {
  if (!m || m.value === 0) return []
  check(Number.isInteger(m.value) && Math.abs(m.value) <= OTHER_MODIFIER_LIMIT, 'out-of-range', 'otherModifier.value', `Other modifier must be a whole number from −${OTHER_MODIFIER_LIMIT} to ${OTHER_MODIFIER_LIMIT}, not ${String(m.value).slice(0, 20)}.`)
  const reason = m.reason.trim().slice(0, 100)
  return [{ label: `other: ${reason || 'no reason given'}`, value: m.value, rule: OTHER_MODIFIER_RULE }]
}

/** The sum an other modifier adds (0 when absent). */
export const otherModifierValue = (m: OtherModifier | null | undefined): number => otherModifierLines(m).reduce((n, l) => n + (l.value as number), 0)
