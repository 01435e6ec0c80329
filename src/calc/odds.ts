import { ordered, percent, type Calculator, type CalculatorResult } from '@/engine/core'

export interface OddsBar {
  key: string
  label: string
  count: number
  total: number
  percent: string
  /** 0..1, for the bar's width. */
  share: number
}

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/**
 * A readable name for an outcome: strings as they are, objects by their `label` or `result`, else
 * their fields in words ("success, stopped 4 cm from the artillery, disorder 1"), never JSON.
 */
export function outcomeLabel(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>
    for (const k of ['label', 'result', 'name', 'outcome']) if (typeof o[k] === 'string') return o[k] as string
    const parts = Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'string' ? [v] : typeof v === 'number' ? [`${words(k)} ${v}`] : v === true ? [words(k)] : [])
    if (parts.length) return parts.join(', ')
  }
  return JSON.stringify(value)
}

export const outcomeKey = (value: unknown) => JSON.stringify(value)

/**
 * One bar per outcome in the printed table's order, exact counts kept beside the rounded
 * percentage. Outcomes the table lists but these dice cannot reach are shown at 0 %.
 */
export function oddsBars<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I): OddsBar[] {
  const order = calc.outcomes(input)
  const dist = ordered(calc.distribution(input), order)
  const counts = new Map(dist.outcomes.map((o) => [outcomeKey(o.value), o]))
  const all = [...order, ...dist.outcomes.map((o) => o.value).filter((v) => !order.some((x) => outcomeKey(x) === outcomeKey(v)))]
  return all.map((value) => {
    const count = counts.get(outcomeKey(value))?.count ?? 0
    return {
      key: outcomeKey(value),
      label: outcomeLabel(value),
      count,
      total: dist.total,
      percent: percent(count, dist.total),
      share: count / dist.total,
    }
  })
}
