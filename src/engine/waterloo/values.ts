import { check, type RuleRef, type WorkingLine } from '../core'
import { wl } from './refs'
import { waterlooRuling } from './rulings'
import { stepCondition } from './stepTrack'

const MARKERS = wl('A-2b Marker Information')

/** A change to a unit's Elan Rating for one test or combat: the marker, Form Square ±2, artillery −1. */
export interface ErChange {
  readonly label: string
  readonly value: number
  readonly rule: RuleRef
}

export function checkRating(value: number, field: string, min: number, max: number): number {
  check(Number.isInteger(value) && value >= min && value <= max, 'out-of-range', field,
    `${field}: a whole number ${min}–${max}, not ${String(value).slice(0, 20)}.`)
  return value
}

/** The marker's ER change: Shaken −1, Disrupted −1 (seed 002, A-2b). */
export function markerErChanges(losses: number): ErChange[] {
  const { marker } = stepCondition(losses)
  return marker === 'none' ? [] : [{ label: `${marker} marker`, value: -1, rule: MARKERS }]
}

/**
 * seed 002, A-2a: "A unit's ER is never modified higher than 6 nor lower than 1". Ruling 15: the changes are
 * summed, then clamped once ('sum then clamp'), or clamped after each ('clamp each').
 */
export function modifiedElan(printed: number, changes: readonly ErChange[], rulings: Readonly<Record<string, unknown>> = {}): number {
  const clamp = (x: number) => Math.min(6, Math.max(1, x))
  if (waterlooRuling('erClamp', rulings) === 'clamp each') return changes.reduce((er, c) => clamp(er + c.value), printed)
  return clamp(printed + changes.reduce((s, c) => s + c.value, 0))
}

/** Working lines for an ER: printed, each change, the ER that applies. */
export function elanWorking(printed: number, changes: readonly ErChange[], er: number, who = 'ER'): WorkingLine[] {
  // The printed ER is the base and each change a modifier; where the 1–6 limit (A-2a) cuts the sum, that cut is its own line, so the lines add up on screen.
  const raw = changes.reduce((n, c) => n + c.value, printed)
  return [
    { label: `${who} printed`, value: printed, rule: wl('A-2a Elan Rating'), kind: 'base' },
    ...changes.map((c) => ({ label: c.label, value: c.value, rule: c.rule, kind: 'modifier' as const })),
    ...(raw !== er ? [{ label: `${who} ${er > raw ? 'never lower than "1"' : 'never higher than "6"'}`, value: er - raw, rule: wl('A-2a Elan Rating'), kind: 'modifier' as const }] : []),
    ...(changes.length ? [{ label: `${who} (never above 6 nor below 1)`, value: er, rule: wl('A-2a Elan Rating'), kind: 'total' as const }] : []),
  ]
}

/**
 * seed 002, A-2b: Disrupted reduces SP and AF by one, never lower than 1; ruling 40: the floor never raises a
 * printed 0 (an AF of 0 stays 0).
 */
export function disruptedFactor(printed: number, losses: number): number {
  if (stepCondition(losses).marker !== 'Disrupted' || printed === 0) return printed
  return Math.max(1, printed - 1)
}
