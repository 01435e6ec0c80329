import { check } from '../core'
import { mini } from './refs'

export interface EffectCell {
  readonly disorder: number
  readonly retreat: number
}
/** Columns: 1 hit, 2 hits, 3 or + hits. */
export type HitsColumn = 1 | 2 | 3
export const HITS_COLUMNS: readonly { readonly column: HitsColumn; readonly label: string }[] = [
  { column: 1, label: '1 hit' },
  { column: 2, label: '2 hits' },
  { column: 3, label: '3 or + hits' },
]
export const COMBAT_EFFECTS_RULE = mini('Combat Effects (9.1)')

const c = (disorder: number, retreat: number): EffectCell => ({ disorder, retreat })
// seed 003, Reference Sheet: Combat Effects (9.1) — die roll 1–6 × (1 hit | 2 hits | 3 or + hits) → disorder, retreat.
export const COMBAT_EFFECTS: readonly (readonly [EffectCell, EffectCell, EffectCell])[] = [
  [c(0, 1), c(1, 1), c(2, 1)], // 1
  [c(0, 1), c(1, 2), c(2, 2)], // 2
  [c(1, 0), c(2, 0), c(3, 1)], // 3
  [c(1, 0), c(2, 0), c(3, 1)], // 4
  [c(1, 1), c(2, 1), c(3, 2)], // 5
  [c(1, 2), c(2, 2), c(3, 2)], // 6
]

export function hitsColumn(hits: number): HitsColumn {
  check(Number.isInteger(hits) && hits >= 1, 'out-of-range', 'hits',
    `hits must be a whole number 1 or more for the combat effects table, got ${hits}.`)
  return Math.min(hits, 3) as HitsColumn
}

export function combatEffect(hits: number, dieRoll: number): EffectCell {
  const column = hitsColumn(hits)
  check(Number.isInteger(dieRoll) && dieRoll >= 1 && dieRoll <= 6, 'bad-face', 'die roll',
    `die roll: a D6 cannot show ${dieRoll}.`)
  return COMBAT_EFFECTS[dieRoll - 1]![column - 1]!
}
