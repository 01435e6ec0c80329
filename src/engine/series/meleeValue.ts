import { check, type WorkingLine } from '../core'
import { halfUp } from './firepower'
import { formationOf } from './formations'
import { ROUT_RULE } from './optional/routEffects'
import { seriesRef } from './refs'
import type { Direction, SeriesUnit } from './units'

export const MELEE_VALUE_RULE = seriesRef('8.3 Melee Value')
export const FLANK_RULE = seriesRef('8.6 Flank/Rear Attack')

/** What the value of one unit depends on besides its counter. */
export interface MeleeSituation {
  /** The attack includes charging or countercharging cavalry (9.1, 9.7). */
  readonly cavalryCharge: boolean
  /** Some attacking unit is infantry (4.4: a square halves against infantry). */
  readonly infantryAttacks: boolean
  /** The defending hex holds an infantry square (4.4, 4.7). */
  readonly defenderSquare: boolean
  /** Cavalry attacking into or out of brush, a town or a wood (4.7, 9.2). */
  readonly cavalryRoughTerrain: boolean
  /** Where the defenders are attacked from (8.6); a protected flank or mixed order counts as front. */
  readonly direction: Direction
  /** Modifier of the defender's terrain from the battle's Terrain Effects Chart (8.3), whole number. */
  readonly terrainModifier: number
}

export interface UnitMeleeValue {
  readonly unit: SeriesUnit
  /** Modified melee value, never below 0 ("a unit's modified melee value is 0", 8.3). */
  readonly value: number
  readonly strength: number
  readonly working: readonly WorkingLine[]
}

const withTerrain = (value: number, s: MeleeSituation, who: string, working: WorkingLine[]): number => {
  if (s.terrainModifier === 0) return value
  working.push({ label: `${who}: defender's terrain`, value: s.terrainModifier, rule: MELEE_VALUE_RULE })
  return value + s.terrainModifier
}

/**
 * Closes a unit's working: the printed value is the base and each change a modifier, summed on screen to the
 * modified melee value (a line of its own when anything changed it; a value nothing changes is said as a rating);
 * the unit's strength, value × steps (8.4), is a count.
 */
const done = (unit: SeriesUnit, raw: number, lines: WorkingLine[]): UnitMeleeValue => {
  const value = Math.max(0, raw)
  if (raw < 0) lines.push({ label: `${unit.name}: modified to 0`, value: -raw, rule: MELEE_VALUE_RULE })
  const working: WorkingLine[] = lines.map((l, i) => ({ ...l, kind: lines.length === 1 ? 'rating' : i === 0 ? 'base' : 'modifier' }))
  if (lines.length > 1) working.push({ label: `${unit.name}: modified melee value`, value, rule: MELEE_VALUE_RULE, kind: 'total' })
  working.push({ label: `${unit.name}: ${value} × ${unit.steps} step${unit.steps === 1 ? '' : 's'}`, value: value * unit.steps, rule: seriesRef('8.4 Melee Strength'), kind: 'count' })
  return { unit, value, strength: value * unit.steps, working }
}

/** An attacking unit's modified melee value (chapter 4, 8.3, 8.5, 8.7, 9.1); refuses units that may not attack. */
export function attackerValue(unit: SeriesUnit, s: MeleeSituation, field: string): UnitMeleeValue {
  const form = formationOf(unit, field)
  const who = unit.name.slice(0, 40)
  check(form.meleeAttack !== 'none', 'not-allowed-together', field, `${who}: cannot attack in melee while ${form.name.toLowerCase()} (8.7).`)
  check(unit.type !== 'cavalry' || s.cavalryCharge, 'not-allowed-together', field, `${who}: "To attack, cavalry must charge" (9.1).`)
  const working: WorkingLine[] = [{ label: `${who}: printed melee value`, value: unit.meleeValue, rule: MELEE_VALUE_RULE }]
  if (unit.type === 'cavalry' && (s.defenderSquare || s.cavalryRoughTerrain)) {
    working.push({ label: `${who}: cavalry ${s.defenderSquare ? 'attacking a square' : 'attacking into or from brush, town or wood'}: reduced to 1`, value: 1 - unit.meleeValue, rule: form.rule })
    return done(unit, 1, working)
  }
  let value = unit.meleeValue
  if (form.meleeAttack === 'half') {
    value = halfUp(value)
    working.push({ label: `${who}: tirailleurs, halved (round up)`, value: value - unit.meleeValue, rule: form.rule })
  }
  if (form.meleeAttack === 'printed+1') {
    value += 1
    working.push({ label: `${who}: column attacking`, value: 1, rule: form.rule })
  }
  return done(unit, withTerrain(value, s, who, working), working)
}

/** A defending unit's modified melee value (chapter 4, 8.3, 8.6); disorganized artillery with infantry is ignored (4.13). */
export function defenderValue(unit: SeriesUnit, s: MeleeSituation, ignoredGuns: boolean, field: string): UnitMeleeValue {
  const form = formationOf(unit, field)
  const who = unit.name.slice(0, 40)
  if (form.meleeDefence === 'ignored' || ignoredGuns) {
    const why = ignoredGuns ? 'artillery stacked with infantry, attacked through its rear or flank: does not participate' : 'disorganized artillery with disorganized infantry: ignored for the melee'
    return done(unit, 0, [{ label: `${who}: ${why}`, value: 0, rule: ignoredGuns ? FLANK_RULE : form.rule }])
  }
  const working: WorkingLine[] = [{ label: `${who}: printed melee value`, value: unit.meleeValue, rule: MELEE_VALUE_RULE }]
  if (unit.routed === true) {
    working.push({ label: `${who}: routed, melee value 0`, value: -unit.meleeValue, rule: ROUT_RULE })
    return done(unit, 0, working)
  }
  if (form.meleeDefence === 'one') {
    working.push({ label: `${who}: ${form.name.toLowerCase()}, melee value 1`, value: 1 - unit.meleeValue, rule: form.rule })
    return done(unit, 1, working)
  }
  let value = unit.meleeValue
  const halve = (label: string, rule = form.rule) => {
    const h = halfUp(value)
    working.push({ label: `${who}: ${label}, halved (round up)`, value: h - value, rule })
    value = h
  }
  if (form.meleeDefence === 'half') halve('tirailleurs')
  if (unit.formation === 'square' && s.infantryAttacks) halve('square defending against infantry')
  if (form.hasFlanks && s.direction !== 'front') halve(`attacked from a ${s.direction} hex`, FLANK_RULE)
  return done(unit, withTerrain(value, s, who, working), working)
}
