import type { WorkingKind, WorkingLine } from '@/engine/core'
import { kindsOf } from './workingSum'

/** "+1", "−2", "0", or the value as written when it is not a number ("×½"). */
export function signed(value: number | string): string {
  if (typeof value !== 'number') return value
  if (value > 0) return `+${value}`
  if (value < 0) return `−${Math.abs(value)}`
  return '0'
}

/** A number as written for people: "12", "−1". */
export function plain(value: number | string): string {
  return typeof value === 'number' && value < 0 ? `−${Math.abs(value)}` : String(value)
}

/**
 * A line's value said as what it is: modifier "+2", base "12", count "3", threshold "needs 4", rating "2",
 * total "= 12", multiplier "×2" (a text such as "×½" as written). A text value is said as written.
 */
export function sayValue(value: number | string, kind: WorkingKind | undefined): string {
  if (typeof value !== 'number') return kind === 'total' && !value.startsWith('=') ? `= ${value}` : value
  switch (kind) {
    case 'modifier': return signed(value)
    case 'threshold': return `needs ${plain(value)}`
    case 'total': return `= ${plain(value)}`
    case 'multiplier': return `×${plain(value)}`
    case undefined: return signed(value)
    default: return plain(value)
  }
}

/** Each line's value as the screen shows it. */
export function sayValues(lines: readonly WorkingLine[]): string[] {
  const kinds = kindsOf(lines)
  return lines.map((l, i) => sayValue(l.value, kinds[i]))
}

/** The working as the umpire would say it: "fire factor 3, range −2, first fire +1 = 2, + dice −3…+3 → score −1…5". */
export function sayWorking(lines: readonly WorkingLine[], tail?: string): string {
  const values = sayValues(lines)
  const parts = lines.map((l, i) => `${l.label} ${values[i]}`)
  return tail ? `${parts.join(', ')} ${tail}` : parts.join(', ')
}
