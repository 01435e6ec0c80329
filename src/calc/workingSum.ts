import type { WorkingKind, WorkingLine } from '@/engine/core'

/**
 * The kind of each line as the screen reads it. A line without `kind` reads as it always has: the
 * first line with a number is the base, later number lines are modifiers, a text value is said as written.
 */
export function kindsOf(lines: readonly WorkingLine[]): (WorkingKind | undefined)[] {
  const firstNumber = lines.findIndex((l) => typeof l.value === 'number')
  return lines.map((l, i) => l.kind ?? (typeof l.value !== 'number' ? undefined : i === firstNumber ? 'base' : 'modifier'))
}

/** Only a base and its modifiers add up; counts, thresholds, ratings, totals and multipliers are said. */
export const sums = (kind: WorkingKind | undefined): boolean => kind === 'base' || kind === 'modifier'

/** The sum the screen shows: every base and modifier line with a number. */
export function workingSum(lines: readonly WorkingLine[]): number {
  const kinds = kindsOf(lines)
  return lines.reduce((n, l, i) => n + (sums(kinds[i]) && typeof l.value === 'number' ? l.value : 0), 0)
}

/** True when some line is a base or a modifier, so there is a sum to show. */
export function hasSum(lines: readonly WorkingLine[]): boolean {
  const kinds = kindsOf(lines)
  return lines.some((l, i) => sums(kinds[i]) && typeof l.value === 'number')
}

/**
 * Each 'total' line checked against the base and modifier lines since the previous total: the
 * totals it shows that are not the sum on screen. Empty when every total adds up.
 */
export function totalsThatDoNotAdd(lines: readonly WorkingLine[]): WorkingLine[] {
  const kinds = kindsOf(lines)
  const wrong: WorkingLine[] = []
  let group = 0
  lines.forEach((l, i) => {
    if (kinds[i] === 'total') {
      if (l.value !== group) wrong.push(l)
      group = 0
    } else if (sums(kinds[i]) && typeof l.value === 'number') group += l.value
  })
  return wrong
}
