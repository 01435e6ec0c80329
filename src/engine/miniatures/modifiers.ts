import { mini } from './refs'

/** One printed fire-value modifier. `id` is what the fire calculator applies. */
export interface FireValueModifier {
  readonly id: string
  readonly list: 'all' | 'infantry' | 'cavalry' | 'artillery'
  /** As printed, e.g. 'Fire on square/flank/rear: +4 (only when close range to enemy)'. */
  readonly text: string
  readonly value: number
}
export const FIRE_MODIFIERS_RULE = mini('Fire Value Modifiers (9.2)')

// seed 003, Reference Sheet: Fire Value Modifiers (9.2) — every line as printed.
export const FIRE_VALUE_MODIFIERS: readonly FireValueModifier[] = [
  { id: 'disorder-point', list: 'all', text: 'For each "disorder point": -1', value: -1 },
  { id: 'general-attached', list: 'all', text: 'General attached to Infantry or Cavalry unit: +2 (only when in contact to enemy)', value: 2 },
  { id: 'inf-on-square-flank-rear', list: 'infantry', text: 'Fire on square/flank/rear: +4 (only when close range to enemy)', value: 4 },
  { id: 'inf-from-square', list: 'infantry', text: 'Firing from square: -6', value: -6 },
  { id: 'inf-on-artillery-medium', list: 'infantry', text: 'Fire on artillery at medium range: -4', value: -4 },
  { id: 'inf-on-cavalry', list: 'infantry', text: 'Fire on cavalry unit: -2', value: -2 },
  { id: 'cav-flank-rear', list: 'cavalry', text: 'Charging unit on flank/rear: +8', value: 8 },
  { id: 'cav-infantry-open', list: 'cavalry', text: 'Charging infantry NOT in square in open or hill: +8', value: 8 },
  { id: 'cav-infantry-square', list: 'cavalry', text: 'Charging infantry in square: -10', value: -10 },
  { id: 'cav-artillery', list: 'cavalry', text: 'Charging artillery: +8', value: 8 },
  { id: 'art-on-square', list: 'artillery', text: 'Fire on infantry in square: +4', value: 4 },
  { id: 'art-flank-rear', list: 'artillery', text: 'Fire on flank/rear: +4 (only when close range to enemy)', value: 4 },
  { id: 'art-on-artillery', list: 'artillery', text: 'Fire on artillery: -2', value: -2 },
  { id: 'art-on-cavalry', list: 'artillery', text: 'Fire on cavalry unit: -2', value: -2 },
]

export function modifier(id: string): FireValueModifier {
  const m = FIRE_VALUE_MODIFIERS.find((x) => x.id === id)
  if (!m) throw new Error(`internal: no fire value modifier ${id}`)
  return m
}
