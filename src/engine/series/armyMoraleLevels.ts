import { check } from '../core'
import { seriesRule } from './commandRefs'
import type { ArmyMoraleLevel, DesperateReading } from './moraleInput'

export const DEMORALIZED_RULE = seriesRule('12.1 Demoralization Threshold and Effects')
export const DESPERATE_RULE = seriesRule('12.2 Desperate Threshold and Effects')

/** seed 001, 12.1: "each unit has its morale modified by -1"; 12.2: "permanently modified by -2". */
export const DEMORALIZED_MODIFIER = -1
export const DESPERATE_MODIFIER = -2
export const ARMY_MORALE_LEVELS: readonly ArmyMoraleLevel[] = ['good', 'demoralized', 'desperate']

/** The army-morale modifier; ruling 37: desperate −2 replaces demoralized −1 ('replaces'), or they add (−3). */
export function armyMoraleModifier(level: ArmyMoraleLevel, reading: DesperateReading = 'replaces'): number {
  check(ARMY_MORALE_LEVELS.includes(level), 'unknown-value', 'armyMorale', `Army morale is good, demoralized or desperate, not "${level}".`)
  check(reading === 'replaces' || reading === 'adds', 'unknown-value', 'rulings.desperate', `Unknown reading "${reading}" (replaces or adds).`)
  if (level === 'demoralized') return DEMORALIZED_MODIFIER
  if (level === 'desperate') return reading === 'adds' ? DEMORALIZED_MODIFIER + DESPERATE_MODIFIER : DESPERATE_MODIFIER
  return 0
}
