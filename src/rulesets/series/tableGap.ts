import { RulesInputError } from '@/engine/core'

/**
 * Why the owner's play-aid table cannot answer every roll of this input (no column for the fire value or the odds,
 * no row for a modified die), or null when it can. The screen then offers the field for the result read on the
 * play aid (issue 21: the message said "or enter the result" with no field to enter it).
 */
export function tableGap<I>(calc: { distribution(input: I): unknown }, input: I | null): string | null {
  if (!input) return null
  try {
    calc.distribution(input)
    return null
  } catch (e) {
    if (e instanceof RulesInputError && e.code === 'missing-table') return e.message
    return null
  }
}
