import { check, type WorkingLine } from '../core'
import { formationOf } from './formations'
import { seriesRef } from './refs'
import { checkUnit, type SeriesUnit } from './units'

/** 7.4–7.5: the three occasions to fire. */
export type FireKind = 'defensive' | 'offensive' | 'opportunity'
export const FIRE_KINDS: readonly FireKind[] = ['defensive', 'offensive', 'opportunity']

/** One firing unit of a fire attack (7.3: "If several units fire into the same hex … combine their firepower"). */
export interface Firer {
  readonly unit: SeriesUnit
  /** Hexes from firer to target: 1 = adjacent. */
  readonly distance: number
  /** Already fired in this defensive or offensive fire phase ("Each unit can fire twice", 7.4). */
  readonly firedThisPhase?: boolean
  /** Took part in a melee this phase: may not fire on a unit retreating from it (7.5, 8.9). */
  readonly inMeleeThisPhase?: boolean
  /** Unlimbered artillery stacked on top of an infantry square, firing at cavalry: half its fire value (9.6). */
  readonly onTopOfSquare?: boolean
  /** A firepower the battle's special rules give (e.g. 3-step artillery, 7.1 note); replaces the computed one. */
  readonly specialRulesFirepower?: number
}

export const FIREPOWER_RULE = seriesRef('7.1 Firepower')
export const RANGE_RULE = seriesRef('7.2 Range')
export const ARTILLERY_VALUE_RULE = seriesRef('4.12 Unlimbered Artillery: range dependent fire value')

/** "Round up each half" (3.1): 5/2 = 2½ → 3. */
export const halfUp = (n: number): number => Math.ceil(n / 2)

/** 7.2: the range by occasion and formation. */
export function rangeOf(unit: SeriesUnit, kind: FireKind): number {
  if (unit.type === 'artillery') return kind === 'opportunity' ? 2 : unit.fireRange
  return kind !== 'opportunity' && unit.formation === 'tirailleurs' ? 2 : 1
}

export interface FirerValue {
  readonly artillery: boolean
  /** Infantry: its fire value; artillery: its value at this distance before the §4.12 minimum (ruling 35). */
  readonly value: number
  /** Artillery: the hexes between firer and target (4.12). */
  readonly between: number
  readonly working: readonly WorkingLine[]
}

/** One firer's value with its working: formation (chapter 4), losses (7.1), range (7.2), distance (4.12). */
export function firerValue(f: Firer, kind: FireKind, i: number, targetIsCavalry: boolean): FirerValue {
  const field = `firers[${i}]`
  const u = checkUnit(f.unit, `${field}.unit`)
  const form = formationOf(u, `${field}.unit`)
  const who = u.name.slice(0, 40)
  check(u.type !== 'cavalry', 'not-allowed-together', `${field}.unit`, `${who}: "Cavalry cannot fight by fire" (3.1).`)
  check(form.firepower !== 'none', 'not-allowed-together', `${field}.unit`, `${who}: no fire while ${form.name.toLowerCase()} (${form.rule.section}).`)
  check(u.stackPosition === 0, 'not-allowed-together', `${field}.unit`, `${who}: "Only the top unit can fire" (5.3).`)
  check(u.steps > 0, 'out-of-range', `${field}.unit.steps`, `${who}: an eliminated unit does not fire.`)
  check(!(kind !== 'opportunity' && f.firedThisPhase), 'not-allowed-together', `${field}.firedThisPhase`,
    `${who}: already fired this ${kind} fire phase ("once during the defensive fire phase … once during the offensive fire phase", 7.4).`)
  const range = rangeOf(u, kind)
  check(Number.isInteger(f.distance) && f.distance >= 1, 'out-of-range', `${field}.distance`, `${who}: the distance is a whole number of hexes, 1 or more.`)
  check(f.distance <= range, 'out-of-range', `${field}.distance`, `${who}: ${f.distance} hexes is beyond its ${kind} fire range of ${range} (7.2).`)
  const rangeLine: WorkingLine = { label: `${who}: ${kind} fire at ${f.distance} hex${f.distance === 1 ? '' : 'es'} (range ${range})`, value: 'in range', rule: RANGE_RULE, kind: 'rating' }
  if (f.specialRulesFirepower !== undefined) {
    check(Number.isInteger(f.specialRulesFirepower) && f.specialRulesFirepower >= 0, 'out-of-range', `${field}.specialRulesFirepower`, `${who}: the special rules' firepower is a whole number, 0 or more.`)
  }
  if (u.type === 'infantry') return { artillery: false, between: 0, ...infantryValue(u, form.firepower === 'one', f, rangeLine) }
  return artilleryValue(u, f, rangeLine, targetIsCavalry)
}

function infantryValue(u: SeriesUnit, one: boolean, f: Firer, rangeLine: WorkingLine): { value: number; working: WorkingLine[] } {
  const form = formationOf(u)
  const printed = f.specialRulesFirepower ?? u.firepower
  const base: WorkingLine = one
    ? { label: `${u.name}: firepower 1 in ${form.name.toLowerCase()}`, value: 1, rule: form.rule, kind: 'base' }
    : { label: `${u.name}: printed firepower${f.specialRulesFirepower === undefined ? '' : ' (special rules)'}, constant whatever its steps`, value: printed, rule: FIREPOWER_RULE, kind: 'base' }
  const value = one ? 1 : printed
  if (u.formation === 'tirailleurs' && f.distance === 2) {
    const at2 = Math.max(1, value - 2)
    return { value: at2, working: [rangeLine, base, { label: 'tirailleurs at 2 hexes: −2, minimum 1', value: at2 - value, rule: form.rule, kind: 'modifier' }] }
  }
  return { value, working: [rangeLine, base] }
}

function artilleryValue(u: SeriesUnit, f: Firer, rangeLine: WorkingLine, targetIsCavalry: boolean): FirerValue {
  const working: WorkingLine[] = [rangeLine]
  let value = u.firepower
  if (f.specialRulesFirepower !== undefined) {
    value = f.specialRulesFirepower
    working.push({ label: `${u.name}: firepower from the special rules`, value, rule: FIREPOWER_RULE, kind: 'base' })
  } else {
    check(u.originalSteps <= 2, 'missing-table', `firers.specialRulesFirepower`,
      `${u.name}: "some artilleries have 3 steps … a special rule" (7.1): enter its firepower from the battle's special rules.`)
    working.push({ label: `${u.name}: printed firepower`, value, rule: FIREPOWER_RULE, kind: 'base' })
    if (u.steps < u.originalSteps) {
      value = halfUp(value)
      working.push({ label: 'lost one of its two steps: halved, round up', value: value - u.firepower, rule: FIREPOWER_RULE, kind: 'modifier' })
    }
  }
  const between = f.distance - 1
  const atDistance = value - between
  working.push({ label: `${between} hex${between === 1 ? '' : 'es'} between firer and target`, value: -between, rule: ARTILLERY_VALUE_RULE, kind: 'modifier' })
  if (f.onTopOfSquare && targetIsCavalry) {
    const half = halfUp(Math.max(0, atDistance))
    working.push({ label: 'on top of a square, against cavalry: half its fire value, round up', value: half - atDistance, rule: seriesRef('9.6 Square: Artillery in the square'), kind: 'modifier' })
    return { artillery: true, value: half, between, working }
  }
  return { artillery: true, value: atDistance, between, working }
}
