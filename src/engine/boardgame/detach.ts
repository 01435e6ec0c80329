import { check, type WorkingLine } from '../core'
import { rule000 } from './refs'
import { unitType, type UnitType } from './units'
import type { Flag } from './whiteDie'

export interface DetachingUnit {
  readonly type: UnitType
  readonly nation: Flag
  readonly elements: number
}

const infantry = (u: DetachingUnit) => {
  const t = unitType(u.type)
  check(t.arm === 'infantry', 'not-allowed-together', 'type', `${t.name}: only infantry detaches skirmishers or garrisons (6.1).`)
  check(Number.isInteger(u.elements) && u.elements >= 1 && u.elements <= t.elements, 'out-of-range', 'elements', `elements: 1–${t.elements}, got ${String(u.elements).slice(0, 100)}.`)
}

/**
 * seed 000, 6.1 Skirmishers: "French infantry, English infantry, and élite infantry in other armies can deploy 1 skirmisher
 * unit … Remove 1 chip from the infantry unit … (A lone infantry unit cannot deploy skirmishers.)" — read as a stand-up
 * counter with no chip left. It replaces moving or firing for the order.
 */
export function deploySkirmisher(u: DetachingUnit): { elements: number; working: readonly WorkingLine[] } {
  infantry(u)
  check(u.nation === 'French' || u.nation === 'English' || u.type === 'elite-infantry', 'not-allowed-together', 'nation',
    `${u.nation} line infantry cannot deploy skirmishers: only French and English infantry, and élite infantry of other armies (6.1).`)
  check(u.elements > 1, 'not-allowed-together', 'elements', 'A lone infantry unit (no chip left) cannot deploy skirmishers (6.1).')
  return { elements: u.elements - 1, working: [
    { label: 'one chip becomes a skirmisher in an adjacent hex; it may fire at once', value: -1, rule: rule000('6.1 Movement: Skirmishers') }] }
}

/** seed 000, 6.1 Garrisons: "A normal infantry unit may leave behind a garrison by removing a disk in any hex that contains buildings." */
export function leaveGarrison(u: DetachingUnit, inBuildings: boolean): { elements: number; working: readonly WorkingLine[] } {
  infantry(u)
  check(inBuildings, 'not-allowed-together', 'inBuildings', 'A garrison is left only in a hex that contains buildings (6.1).')
  check(u.elements > 1, 'not-allowed-together', 'elements', 'No disk left to remove: the unit is its stand-up counter alone.')
  return { elements: u.elements - 1, working: [
    { label: 'one disk stays behind as a garrison in the buildings', value: -1, rule: rule000('6.1 Movement: Garrisons') }] }
}
