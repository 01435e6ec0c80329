/** The input as plain JSON for an action's `detail.input` (no table, which has its own record and version). */
export function plainInput(input: object | null, drop: readonly string[]): Record<string, never> | { [k: string]: import('@/model/types').Json } {
  if (!input) return {}
  const copy = Object.fromEntries(Object.entries(input).filter(([k]) => !drop.includes(k)))
  return JSON.parse(JSON.stringify(copy)) as { [k: string]: import('@/model/types').Json }
}
