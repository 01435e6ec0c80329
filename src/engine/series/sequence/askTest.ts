import { ALLOWED, type OwedRef, type Verdict } from '../../core/sequence'
import { no } from './rules'

/** Tests that apply to the units: they wait for the leaders' casualty checks (14.5). */
const UNIT_TESTS = ['morale', 'retreat', 'square']

/** An owed test done now: a unit's test waits while a leader casualty check is owed (14.5). */
export function askTest(kind: string, owed: readonly OwedRef[]): Verdict {
  if (UNIT_TESTS.includes(kind) && owed.some((o) => o.kind === 'leader casualty')) return no('leaderFirst')
  return ALLOWED
}

/** The owed items in the text's order: leader casualty checks before the units' tests (14.5), else as owed. */
export function inTextOrder<T extends { readonly kind: string }>(items: readonly T[]): T[] {
  const leaders = items.filter((i) => i.kind === 'leader casualty')
  return [...leaders, ...items.filter((i) => i.kind !== 'leader casualty')]
}
