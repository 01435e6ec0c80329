import type { WorkingLine } from '@/engine/core'

/** "+1", "−2", "0", or the value as written when it is not a number ("×½"). */
export function signed(value: number | string): string {
  if (typeof value !== 'number') return value
  if (value > 0) return `+${value}`
  if (value < 0) return `−${Math.abs(value)}`
  return '0'
}

/** The working as the umpire would say it: "Fire 5, range +1 (0–50 yd), first volley +1 → 7 + dice". */
export function sayWorking(lines: readonly WorkingLine[], tail?: string): string {
  const parts = lines.map((l, i) => (i === 0 && typeof l.value === 'number' ? `${l.label} ${l.value}` : `${l.label} ${signed(l.value)}`))
  return tail ? `${parts.join(', ')} → ${tail}` : parts.join(', ')
}
