import type { WorkingLine } from '@/engine/core'
import { OTHER_MODIFIER_RULE } from '@/engine/core/otherModifier'

const isOther = (l: WorkingLine) => l.rule.seed === OTHER_MODIFIER_RULE.seed && l.rule.section === OTHER_MODIFIER_RULE.section
const signed = (v: number | string) => (typeof v === 'number' && v > 0 ? `+${v}` : typeof v === 'number' ? `−${-v}` : v)

/**
 * The "other ±N" lines of a result's working, for its log line: " (other: umpire: fog +2)"; '' when none.
 * `say` puts the battle's names in a line's label (a unit for "attacker", an army for "Side A").
 */
export function otherNote(working: readonly WorkingLine[], say: (label: string) => string = (t) => t): string {
  const words = otherWords(working, say)
  return words.length ? ` (${words.join('; ')})` : ''
}

/** Each "other ±N" line of a working in words: "Side B other: late −2". */
export const otherWords = (working: readonly WorkingLine[], say: (label: string) => string = (t) => t): string[] =>
  working.filter(isOther).map((l) => `${say(l.label)} ${signed(l.value)}`)
