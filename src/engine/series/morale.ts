import { certain, check, checkFace, combine, D6, fromDie, map, ordered, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { seriesRule } from './commandRefs'
import { effectRuleOf, moraleEffect, type MoraleEffect } from './moraleEffect'
import type { MoraleInput } from './moraleInput'
import { moraleModifierLines } from './moraleModifiers'
import { MORALE_RULE } from './moraleTable'
import { AUTOMATIC_FAILURE, AUTOMATIC_RULE, AUTOMATIC_SUCCESS, MORALE_DICE, moralePasses } from './twoDice'

export type MoraleOutcome = 'success' | 'failure'
export const MORALE_OUTCOMES: readonly MoraleOutcome[] = ['success', 'failure']

export interface MoraleCheckResult extends CalculatorResult<MoraleOutcome> {
  readonly modifiedMorale: number
  readonly effect: MoraleEffect
  /** The two dice added; absent when no dice are rolled (6.7 automatic disorganization). */
  readonly score?: number
}

const CHECK_RULE = seriesRule('10.2 Morale Check')
const ROAD_RULE = seriesRule('6.7 Road')

/** The morale value with every modifier, and the working that leads to it (the sum is the last line). */
export function modifiedMorale(i: MoraleInput): { value: number; working: WorkingLine[] } {
  const mods = moraleModifierLines(i)
  const value = mods.reduce((s, l) => s + (typeof l.value === 'number' ? l.value : 0), i.morale)
  // The printed morale is the base, each change a modifier, summed on screen to the modified morale the dice are read against.
  return { value, working: [{ label: 'Morale', value: i.morale, rule: CHECK_RULE, kind: 'base' }, ...mods.map((l): WorkingLine => (typeof l.value === 'number' ? { ...l, kind: 'modifier' } : l)),
    { label: 'Modified morale', value, rule: MORALE_RULE, kind: 'total' }] }
}

function dice(i: MoraleInput): readonly NamedDie[] {
  modifiedMorale(i)
  return i.onRoadInCover ? [] : MORALE_DICE
}

function resolve(i: MoraleInput, faces: readonly (number | string)[]): MoraleCheckResult {
  const { value, working } = modifiedMorale(i)
  if (i.onRoadInCover) {
    const effect = moraleEffect(i, false)
    return { outcome: 'failure', modifiedMorale: value, effect, working: [...working,
      { label: 'On a road in town, brush or wood: automatically disorganized, no roll', value: 'failure', rule: ROAD_RULE },
      { label: 'Effect', value: effect, rule: effectRuleOf(effect) }] }
  }
  check(faces.length === 2, 'out-of-range', 'faces', `A morale check rolls two dice, got ${faces.length}.`)
  const a = checkFace(D6, faces[0], 'first die')
  const b = checkFace(D6, faces[1], 'second die')
  const sum = a + b
  const passed = moralePasses(sum, value)
  const outcome: MoraleOutcome = passed ? 'success' : 'failure'
  const natural = sum === AUTOMATIC_SUCCESS || sum === AUTOMATIC_FAILURE
  const roll: WorkingLine = natural
    ? { label: `Two dice ${a} + ${b} = natural ${sum}: always a ${outcome}`, value: outcome, rule: AUTOMATIC_RULE }
    : { label: `Two dice ${a} + ${b} = ${sum} ${passed ? '≤' : '>'} ${value}`, value: outcome, rule: CHECK_RULE }
  const effect = moraleEffect(i, passed)
  return { outcome, score: sum, modifiedMorale: value, effect, working: [...working, roll, { label: 'Effect', value: effect, rule: effectRuleOf(effect) }] }
}

/** Exact: the 36 sums of two dice against the modified morale, 2 always passing and 12 always failing. */
function distribution(i: MoraleInput): Distribution<MoraleOutcome> {
  const { value } = modifiedMorale(i)
  if (i.onRoadInCover) return certain<MoraleOutcome>('failure')
  const sums = combine(fromDie(D6), fromDie(D6), (x, y) => x + y)
  return ordered(map(sums, (s): MoraleOutcome => (moralePasses(s, value) ? 'success' : 'failure')), MORALE_OUTCOMES)
}

/** seed 001, 10: a morale check, 2D6 against the modified morale. */
export const seriesMorale: Calculator<MoraleInput, MoraleOutcome, MoraleCheckResult> = {
  id: 'series.morale',
  title: 'Morale check',
  rule: CHECK_RULE,
  example: {
    morale: 8,
    purpose: 'fire',
    direction: 'flank',
    leader: { moraleBonus: 2, command: 'own corps' },
    steps: { original: 9, current: 5 },
    armyMorale: 'demoralized',
  },
  dice,
  resolve,
  distribution,
  outcomes: () => MORALE_OUTCOMES,
}
