import { check } from '../core'
import { DEMORALIZED_RULE, DESPERATE_RULE } from './armyMoraleLevels'
import type { ArmyMoraleLevel } from './moraleInput'

/**
 * RULES.md ruling 36: "half the possible losses" is reached when losses × 2 ≥ possible (45 → 23);
 * the option reads half rounded down (45 → 22).
 */
export type HalfReading = 'losses × 2 ≥ possible' | 'half rounded down'
export const HALF_READINGS: readonly HalfReading[] = ['losses × 2 ≥ possible', 'half rounded down']

const whole = (v: number, field: string, what: string) =>
  check(Number.isInteger(v) && v >= 0, 'out-of-range', field, `${what} must be a whole number, 0 or more, got ${v}.`)

/** seed 001, 12.1: the demoralization threshold, half of the army's (or corps') total possible losses. */
export function demoralizationThreshold(possibleLosses: number, reading: HalfReading = 'losses × 2 ≥ possible'): number {
  whole(possibleLosses, 'possibleLosses', 'Possible losses')
  check(HALF_READINGS.includes(reading), 'unknown-value', 'rulings.half', `Unknown reading "${reading}".`)
  return reading === 'half rounded down' ? Math.floor(possibleLosses / 2) : Math.ceil(possibleLosses / 2)
}

/** seed 001, 12: "the players add the number of losses taken and the number of disorganized units". */
export function armyMoraleTotal(stepLosses: number, disorganizedUnits: number): number {
  whole(stepLosses, 'stepLosses', 'Step losses')
  whole(disorganizedUnits, 'disorganizedUnits', 'Disorganized units')
  return stepLosses + disorganizedUnits
}

/** The scenario's thresholds (12: "given in the special rules for the battle"); desperate is optional in a scenario. */
export interface ArmyMoraleThresholds {
  readonly demoralization: number
  readonly desperate?: number
}

/** The level for a total: a threshold is reached when the total is equal to it or more. */
export function armyMoraleLevel(total: number, t: ArmyMoraleThresholds): ArmyMoraleLevel {
  whole(total, 'total', 'The army total')
  whole(t.demoralization, 'demoralization', 'The demoralization level')
  if (t.desperate !== undefined) {
    whole(t.desperate, 'desperate', 'The desperate level')
    check(t.desperate > t.demoralization, 'out-of-range', 'desperate', `The desperate level (${t.desperate}) must be above the demoralization level (${t.demoralization}).`)
    if (total >= t.desperate) return 'desperate'
  }
  return total >= t.demoralization ? 'demoralized' : 'good'
}

/**
 * seed 001, 16.8 (optional): once rolled, the modulated threshold (level − 5 + 2D6) replaces the demoralization
 * level; the desperate level stays. A modulated threshold at or above the desperate level means the army goes
 * from good straight to desperate (the text is silent; reported as a proposed reading).
 */
export function modulatedArmyMoraleLevel(total: number, t: ArmyMoraleThresholds, modulatedThreshold: number): ArmyMoraleLevel {
  whole(modulatedThreshold, 'modulatedThreshold', 'The modulated demoralization threshold')
  if (armyMoraleLevel(total, t) === 'desperate') return 'desperate'
  return total >= modulatedThreshold ? 'demoralized' : 'good'
}

/** What the army (or corps) remembers: its level and whether each one-time check has been made. */
export interface ArmyMoraleState {
  readonly level: ArmyMoraleLevel
  readonly demoralizationCheckDone: boolean
  readonly desperateCheckDone: boolean
}
export const INITIAL_ARMY_MORALE: ArmyMoraleState = { level: 'good', demoralizationCheckDone: false, desperateCheckDone: false }

/** A one-time check the level owes at once (12.1, 12.2). */
export interface OwedArmyCheck {
  readonly level: 'demoralized' | 'desperate'
  readonly who: string
  readonly modifier: number
  readonly rule: { readonly seed: string; readonly section: string }
}
const DEMORALIZATION_CHECK: OwedArmyCheck = { level: 'demoralized', who: 'each unit in good order with at least one step loss', modifier: -1, rule: DEMORALIZED_RULE }
const DESPERATE_CHECK: OwedArmyCheck = { level: 'desperate', who: 'each unit in good order, even with no loss', modifier: -2, rule: DESPERATE_RULE }

/**
 * Each turn's comparison (12): the new level, and the one-time checks it owes. A level reached again after
 * a recovery owes no check, only its modifier. Reaching desperate straight from good owes the desperate
 * check only (every good-order unit checks once, at −2) and counts the demoralization check as made.
 */
export function armyMoraleTurn(state: ArmyMoraleState, total: number, t: ArmyMoraleThresholds, modulatedThreshold?: number): { state: ArmyMoraleState; owed: OwedArmyCheck[] } {
  const level = modulatedThreshold === undefined ? armyMoraleLevel(total, t) : modulatedArmyMoraleLevel(total, t, modulatedThreshold)
  if (level === 'desperate') {
    const owed = state.desperateCheckDone ? [] : [DESPERATE_CHECK]
    return { state: { level, demoralizationCheckDone: true, desperateCheckDone: true }, owed }
  }
  if (level === 'demoralized') {
    const owed = state.demoralizationCheckDone ? [] : [DEMORALIZATION_CHECK]
    return { state: { ...state, level, demoralizationCheckDone: true }, owed }
  }
  return { state: { ...state, level }, owed: [] }
}

/**
 * seed 001, 12.2: when a unit of a desperate corps is disorganized, every adjacent good-order unit of a
 * desperate corps (and those adjacent to its 2 hex retreat path) checks at once, except during the level's
 * own mandatory check.
 */
export function chainReaction(level: ArmyMoraleLevel, duringLevelCheck: boolean): boolean {
  return level === 'desperate' && !duringLevelCheck
}
