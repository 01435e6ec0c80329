import { check, type WorkingLine } from '../core'
import { attackerValue, defenderValue, type MeleeSituation, type UnitMeleeValue } from './meleeValue'
import type { MeleeInput } from './meleeInput'
import { seriesRef } from './refs'
import { stackOrder } from './stacking'
import { checkUnit, type Direction } from './units'

export const STRENGTH_RULE = seriesRef('8.4 Melee Strength')

export interface MeleeStrengths {
  readonly attackers: readonly UnitMeleeValue[]
  readonly defenders: readonly UnitMeleeValue[]
  readonly attacker: number
  readonly defender: number
  readonly working: readonly WorkingLine[]
}

const whole = (n: number | undefined, field: string) =>
  check(n === undefined || Number.isInteger(n), 'out-of-range', field, `${field} must be a whole number.`)

/**
 * 8.6 with several attacking hexes (8.1): "Even if only one unit attacks from the rear or the flank, the
 * modifiers are applied", so the melee is fought through the worst direction any attacker comes from: rear
 * (half value, morale −3) before flank (half value, −2) before front.
 */
export function attackDirection(directions: readonly Direction[]): Direction {
  directions.forEach((d, i) => check(['front', 'flank', 'rear'].includes(d), 'unknown-value', `directions[${i}]`, `directions[${i}]: front, flank or rear, not "${String(d).slice(0, 40)}".`))
  return directions.includes('rear') ? 'rear' : directions.includes('flank') ? 'flank' : 'front'
}

/** Unlimbered artillery stacked with infantry, attacked through its rear or flank: "it does not participate" (8.6). */
export const gunsSitOut = (input: MeleeInput): boolean =>
  input.direction !== 'front' && input.defenders.some((u) => u.type === 'infantry')

/**
 * 8.4: "multiplying each unit's modified melee value by the unit's current number of steps, and adding
 * together the results". Refuses an attack the rules forbid (8.7, 9.1) and the disorganized artillery of 4.13.
 */
export function meleeStrengths(input: MeleeInput): MeleeStrengths {
  check(['front', 'flank', 'rear'].includes(input.direction), 'unknown-value', 'direction', 'direction: front, flank or rear.')
  check(input.attackers.length > 0, 'out-of-range', 'attackers', 'Choose at least one attacking unit.')
  whole(input.attackerTerrainModifier, 'attackerTerrainModifier')
  whole(input.defenderTerrainModifier, 'defenderTerrainModifier')
  input.attackers.forEach((u, i) => checkUnit(u, `attackers[${i}]`))
  const defenders = stackOrder(input.defenders, 'defenders')
  check(!defenders.every((u) => u.type === 'artillery' && u.formation === 'disorganized'), 'not-allowed-together', 'defenders',
    'Disorganized artillery attacked in melee is "automatically eliminated" unless stacked with disorganized infantry (4.13): no roll.')
  const base = {
    cavalryCharge: input.charge !== undefined,
    infantryAttacks: input.attackers.some((u) => u.type === 'infantry'),
    defenderSquare: defenders.some((u) => u.formation === 'square'),
    cavalryRoughTerrain: input.cavalryRoughTerrain ?? false,
    direction: input.direction,
  }
  const atk: MeleeSituation = { ...base, terrainModifier: input.attackerTerrainModifier ?? 0 }
  const def: MeleeSituation = { ...base, terrainModifier: input.defenderTerrainModifier ?? 0 }
  const attackers = input.attackers.map((u, i) => attackerValue(u, atk, `attackers[${i}]`))
  const sitOut = gunsSitOut(input)
  const defendersV = defenders.map((u, i) => defenderValue(u, def, sitOut && u.type === 'artillery' && u.formation === 'unlimbered', `defenders[${i}]`))
  const attacker = attackers.reduce((s, a) => s + a.strength, 0)
  const defender = defendersV.reduce((s, d) => s + d.strength, 0)
  check(attacker > 0, 'out-of-range', 'attackers', 'The attackers\' melee strength is 0: "this unit does not take part in the melee" (8.3), so there is no attack.')
  const working: WorkingLine[] = [
    ...attackers.flatMap((a) => a.working),
    { label: 'attacker melee strength', value: attacker, rule: STRENGTH_RULE, kind: 'count' },
    ...defendersV.flatMap((d) => d.working),
    { label: 'defender melee strength', value: defender, rule: STRENGTH_RULE, kind: 'count' },
  ]
  return { attackers, defenders: defendersV, attacker, defender, working }
}
