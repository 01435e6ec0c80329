import type { WorkingLine } from '@/engine/core'

/** "+1", "−2", "0", or the value as written when it is not a number ("×½"). */
export function signed(value: number | string): string {
  if (typeof value !== 'number') return value
  if (value > 0) return `+${value}`
  if (value < 0) return `−${Math.abs(value)}`
  return '0'
}

/** The working as the umpire would say it: "fire factor 3, range −2, first fire +1 = 2, + dice −3…+3 → score −1…5". */
export function sayWorking(lines: readonly WorkingLine[], tail?: string): string {
  const parts = lines.map((l, i) => (i === 0 && typeof l.value === 'number' ? `${l.label} ${l.value}` : `${l.label} ${signed(l.value)}`))
  return tail ? `${parts.join(', ')} ${tail}` : parts.join(', ')
}
