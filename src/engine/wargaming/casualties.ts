import { check, type RuleRef, type WorkingLine } from '../core'

export const CASUALTIES_RULE: RuleRef = { seed: '004', section: 'Casualties' }

/** A unit's losses as bases: damaged bases still on the table and bases removed. */
export interface UnitCasualties {
  readonly damagedBases: number
  readonly lostBases: number
}

/** A line of the combat results table, as bases. */
export interface BaseLosses {
  readonly basesRemoved: number
  readonly basesDamaged: number
}

function count(value: number, field: string): number {
  check(Number.isInteger(value) && value >= 0, 'out-of-range', field, `${field} must be a whole number of 0 or more, got ${value}.`)
  return value
}

export function checkCasualties(unit: UnitCasualties): UnitCasualties {
  return { damagedBases: count(unit.damagedBases, 'damagedBases'), lostBases: count(unit.lostBases, 'lostBases') }
}

/** Steps lost: a damaged base is 1 step, a removed base 2 (seed 004, Casualties; RULES.md ruling 5). */
export function casualtySteps(losses: BaseLosses | UnitCasualties): number {
  if ('basesRemoved' in losses) return count(losses.basesDamaged, 'basesDamaged') + 2 * count(losses.basesRemoved, 'basesRemoved')
  const u = checkCasualties(losses)
  return u.damagedBases + 2 * u.lostBases
}

/**
 * Applies a CRT result: "Two damaged bases are equivalent to the loss of one base of figures, so a
 * unit with a damaged base that receives another combat result of damaged should remove the damaged
 * base." With `bases` (the unit's starting bases), losses stop at the whole unit.
 */
export function applyCombatResult(unit: UnitCasualties, result: BaseLosses, bases?: number): UnitCasualties & { destroyed: boolean } {
  const steps = casualtySteps(unit) + casualtySteps(result)
  const lostBases = Math.floor(steps / 2)
  if (bases !== undefined && lostBases >= count(bases, 'bases')) return { lostBases: bases, damagedBases: 0, destroyed: true }
  return { lostBases, damagedBases: steps % 2, destroyed: false }
}

/**
 * The fire/mêlée modifier for a unit's own losses: each damaged base −1, each lost base −2
 * (seed 004, Firing note 4 and Mêlée footnote 1), as working lines.
 */
export function casualtyModifierLines(unit: UnitCasualties, rule: RuleRef): WorkingLine[] {
  const u = checkCasualties(unit)
  const lines: WorkingLine[] = []
  if (u.damagedBases > 0) lines.push({ label: `${u.damagedBases} damaged base${u.damagedBases > 1 ? 's' : ''} (−1 each)`, value: -u.damagedBases, rule })
  if (u.lostBases > 0) lines.push({ label: `${u.lostBases} base${u.lostBases > 1 ? 's' : ''} lost (−2 each)`, value: -2 * u.lostBases, rule })
  return lines
}

export function casualtyModifier(unit: UnitCasualties): number {
  return -casualtySteps(unit)
}
