import { check } from '../core'
import { seriesRule } from './commandRefs'

export const TIME_PENALTY_RULE = seriesRule('19.2 Penalty')
export const DESPERATE_TIME_RULE = seriesRule('19.3 Desperate Army')
/** seed 001, 19.2: −1 morale for each 30 seconds of excess time (round up). */
export const PENALTY_STEP_SECONDS = 30
/** seed 001, 19.3: a desperate army or corps has 15 seconds only, and −1 for each 15 seconds of excess. */
export const DESPERATE_ALLOWED_SECONDS = 15
export const DESPERATE_STEP_SECONDS = 15

export interface TimeLimitInput {
  /** The battle's time limit for the movement phase (19.1), in seconds. */
  readonly allowedSeconds: number
  /** Time used, reactions (opportunity fire, countercharge, square) not counted. */
  readonly usedSeconds: number
  readonly desperate?: boolean
}

/**
 * seed 001, 19.2–19.3: the morale penalty for every unit of the corps until the start of the next game turn:
 * −⌈excess / 30 s⌉, or for a desperate army −⌈(used − 15 s) / 15 s⌉ whatever the battle's limit.
 */
export function timePenalty(i: TimeLimitInput): { penalty: number; allowedSeconds: number; excessSeconds: number } {
  check(Number.isFinite(i.allowedSeconds) && i.allowedSeconds >= 0, 'out-of-range', 'allowedSeconds', `The time limit must be 0 seconds or more, got ${i.allowedSeconds}.`)
  check(Number.isFinite(i.usedSeconds) && i.usedSeconds >= 0, 'out-of-range', 'usedSeconds', `The time used must be 0 seconds or more, got ${i.usedSeconds}.`)
  const allowedSeconds = i.desperate ? DESPERATE_ALLOWED_SECONDS : i.allowedSeconds
  const step = i.desperate ? DESPERATE_STEP_SECONDS : PENALTY_STEP_SECONDS
  const excessSeconds = Math.max(0, i.usedSeconds - allowedSeconds)
  return { penalty: 0 - Math.ceil(excessSeconds / step), allowedSeconds, excessSeconds }
}
