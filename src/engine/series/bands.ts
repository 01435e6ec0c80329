import { check } from '../core'

/**
 * An inclusive band of whole numbers as the owner enters a play-aid heading: 4 (4–4), 4–5, "10+" (max null),
 * "0 or less" (min null). Used for fire-value columns and modified-die rows of the owner-entered tables.
 */
export interface Band {
  readonly min: number | null
  readonly max: number | null
}

export const inBand = (b: Band, n: number): boolean => (b.min === null || n >= b.min) && (b.max === null || n <= b.max)

/** How a heading reads: "4", "4–5", "10+", "0−", "any". */
export function bandLabel(b: Band): string {
  if (b.min === null) return b.max === null ? 'any' : `${b.max}−`
  if (b.max === null) return `${b.min}+`
  return b.min === b.max ? `${b.min}` : `${b.min}–${b.max}`
}

const bound = (n: number | null) => n === null || Number.isInteger(n)

/** Refuses bands that are not whole numbers, run backwards or overlap one another. */
export function checkBands(bands: readonly Band[], field: string, what: string): void {
  bands.forEach((b, i) => {
    check(bound(b.min) && bound(b.max) && (b.min === null || b.max === null || b.min <= b.max), 'out-of-range', `${field}[${i}]`,
      `${what} ${i + 1}: whole numbers, from ≤ to.`)
    const other = bands.findIndex((o, j) => j < i && (o.min === null || b.max === null || o.min <= b.max) && (b.min === null || o.max === null || b.min <= o.max))
    check(other < 0, 'out-of-range', `${field}[${i}]`, `${what} ${i + 1} (${bandLabel(b)}) overlaps ${what.toLowerCase()} ${other + 1}.`)
  })
}
