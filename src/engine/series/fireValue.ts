import { check, type WorkingLine } from '../core'
import { FIRE_KINDS, firerValue, type FireKind, type Firer } from './firepower'
import type { FireTable } from './fireTable'
import { seriesRef } from './refs'
import { stackOrder } from './stacking'
import type { Direction, SeriesUnit } from './units'

/** Ruling 35's options: each battery counts max(0, value − hexes between) (default), or the signed values are summed. */
export type CombinedBatteries = 'each-at-least-0' | 'signed-sum'

/** A fire-value modifier the players read off the battle's Terrain Effects Chart or another rule (7.1, 7.7). */
export interface FireValueModifier {
  readonly label: string
  readonly value: number
}

export interface FireInput {
  readonly kind: FireKind
  readonly firers: readonly Firer[]
  /** The target hex's stack: "The target of the fire is an hex, not a unit from a pile" (7.3). */
  readonly target: readonly SeriesUnit[]
  /** Fired upon through a flank or rear hexside (8.6); a protected flank or mixed order counts as front. */
  readonly direction?: Direction
  /** "a unit in a town or castle hex does not check morale when fired upon" (7.3). */
  readonly targetInTownOrCastle?: boolean
  /** A disorganized unit fired upon during its retreat: no morale check (7.5, 10.1). */
  readonly targetRetreating?: boolean
  /** Terrain and other fire-value modifiers (e.g. the LOS example #3: "the fire value will decrease 2"). */
  readonly fireValueModifiers?: readonly FireValueModifier[]
  /** The owner-entered Fire Table; without it the players enter the result. */
  readonly fireTable?: FireTable
  /** The Fire Table result the players read: "-", "*", "1", "2"… */
  readonly enteredResult?: string
  readonly rulings?: { readonly combinedBatteries?: CombinedBatteries }
}

export const FIRE_RULE = seriesRef('7.3 Fire')
export const SQUARE_FIRE_RULE = seriesRef('7.10 Fire Against a Square')

export interface FireValue {
  readonly fireValue: number
  readonly dieModifier: number
  /** The artillery's part of the fire value (4.12, ruling 35), 0 when no gun fires: 16.2's "half the total fire value or more". */
  readonly artilleryValue: number
  readonly working: readonly WorkingLine[]
}

/** The combined fire value and the die modifier, with the working, before any table (7.1–7.3, 4.6, 4.12, 7.10). */
export function fireValue(input: FireInput): FireValue {
  check(FIRE_KINDS.includes(input.kind), 'unknown-value', 'kind', `Fire is defensive, offensive or opportunity, not "${String(input.kind).slice(0, 30)}".`)
  check(input.firers.length > 0, 'out-of-range', 'firers', 'Choose at least one firing unit.')
  const stack = stackOrder(input.target, 'target')
  const top = stack[0]!
  if (input.targetRetreating) {
    const i = input.firers.findIndex((f) => f.inMeleeThisPhase)
    check(i < 0, 'not-allowed-together', `firers[${i}].inMeleeThisPhase`,
      `${input.firers[i]?.unit.name.slice(0, 40)}: took part in a melee this phase, so it cannot fire on a retreating unit (7.5, 8.9).`)
  }
  const parts = input.firers.map((f, i) => firerValue(f, input.kind, i, top.type === 'cavalry'))
  const working: WorkingLine[] = parts.flatMap((p) => p.working)
  const infantry = parts.filter((p) => !p.artillery).reduce((s, p) => s + p.value, 0)
  const guns = parts.filter((p) => p.artillery)
  let total = infantry
  let artilleryValue = 0
  if (guns.length > 0) {
    const signed = input.rulings?.combinedBatteries === 'signed-sum'
    const raw = guns.reduce((s, p) => s + (signed ? p.value : Math.max(0, p.value)), 0)
    const combined = Math.max(1, raw)
    const said = guns.reduce((n, p) => n + p.value, 0)
    // The clamps of ruling 35 as a modifier, so the lines above still add up to the fire value on screen.
    if (combined !== said) working.push({ label: 'artillery: raised to the minimum of ruling 35', value: combined - said, rule: seriesRef('4.12 Unlimbered Artillery: range dependent fire value'), kind: 'modifier' })
    working.push({ label: `artillery ${guns.length === 1 ? 'value' : 'combined'}${signed ? ' (signed values summed)' : ', each at least 0'}, final minimum 1 (ruling 35)`, value: combined, rule: seriesRef('4.12 Unlimbered Artillery: range dependent fire value'), kind: 'rating' })
    total += combined
    artilleryValue = combined
  }
  for (const [i, m] of (input.fireValueModifiers ?? []).entries()) {
    check(Number.isInteger(m.value), 'out-of-range', `fireValueModifiers[${i}].value`, `Fire value modifier "${m.label.slice(0, 40)}" must be a whole number.`)
    working.push({ label: m.label, value: m.value, rule: seriesRef('7.1 Firepower: modified by the formation and the surrounding terrain'), kind: 'modifier' })
    total += m.value
  }
  working.push({ label: 'fire value', value: total, rule: FIRE_RULE, kind: 'total' })
  check(total > 0, 'out-of-range', 'fireValueModifiers', `The fire value is ${total}: "it can even be reduced to 0, and the unit therefore cannot fire" (7.1).`)
  let dieModifier = 0
  if (stack.some((u) => u.formation === 'square')) {
    dieModifier += 1
    working.push({ label: 'target in square: die +1', value: 1, rule: SQUARE_FIRE_RULE, kind: 'modifier' })
  }
  if (top.formation === 'tirailleurs') {
    dieModifier -= 1
    working.push({ label: 'target in tirailleurs: die −1', value: -1, rule: seriesRef('4.6 Tirailleurs'), kind: 'modifier' })
  }
  return { fireValue: total, dieModifier, artilleryValue, working }
}
