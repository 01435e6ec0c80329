import type { WorkingLine } from '@/engine/core'
import { OTHER_MODIFIER_RULE } from '@/engine/core/otherModifier'
import type { JsonRecord } from '@/model/types'

const isOther = (w: WorkingLine) => w.rule.seed === OTHER_MODIFIER_RULE.seed && w.rule.section === OTHER_MODIFIER_RULE.section && typeof w.value === 'number' && w.label.startsWith('other: ')

/**
 * "Other ±N" in the log (issue 12): the label says it ("… (other −1: smoke)") and the detail keeps it with the whole
 * working, so a reader of the log sees every modifier the players added.
 */
export function otherInLog(working: readonly WorkingLine[] | undefined): { suffix: string; detail: JsonRecord } {
  if (!working) return { suffix: '', detail: {} }
  const other = working.filter(isOther)
  const said = other.map((w) => `${(w.value as number) > 0 ? '+' : '−'}${Math.abs(w.value as number)} ${w.label}`)
  return {
    suffix: said.length ? ` (${said.join(', ')})` : '',
    detail: { working: working.map((w) => `${w.label}: ${w.value}`), ...(other.length ? { other: other.map((w) => ({ value: w.value, reason: w.label.replace(/^other: /, '') })) } : {}) },
  }
}
