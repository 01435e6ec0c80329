import { AVERAGE_DIE, check, checkFace, D10, facesOf, map, ordered, type Calculator, type CalculatorResult, type NamedDie } from '../core'
import { SMOKE, WIND_DIRECTIONS, WIND_RULE as rule, WIND_SPEEDS, type WindDirection, type WindSpeed } from './tables/weatherTables'

/** A D10's "0" face: the core D10 reads it as 10, the wind table as 0. */
export const d10Reading = (face: number) => face % 10

export type WindDirectionInput = Record<string, never>

const DIRECTION_DIE: readonly NamedDie[] = [{ role: 'wind direction D10', die: D10 }]
const DIRECTIONS: readonly WindDirection[] = [...new Set(WIND_DIRECTIONS)]

/** seed 004, Wind: direction the wind blows from, on a D10 (0 or 1 = no wind). */
export const windDirection: Calculator<WindDirectionInput, WindDirection> = {
  id: 'wargaming.windDirection',
  title: 'Wind direction',
  rule,
  example: {},
  dice: () => DIRECTION_DIE,
  resolve(_input, faces) {
    const face = checkFace(D10, faces[0], 'wind direction D10')
    const reading = d10Reading(face)
    const outcome = WIND_DIRECTIONS[reading]!
    const label = outcome === 'none' ? `D10 reads ${reading}: no wind` : `D10 reads ${reading}: wind from the ${outcome}`
    return { outcome, working: [{ label, value: reading, rule }] }
  },
  distribution(input) {
    return ordered(map(facesOf([D10]), (f) => windDirection.resolve(input, f).outcome), DIRECTIONS)
  },
  outcomes: () => DIRECTIONS,
}

export interface WindSpeedInput {
  /** RULES.md ruling 11: occasional light airs give no smoke drift (default) or drift as a light wind. */
  readonly rulings?: { readonly airs?: 'no drift' | 'as light' }
}

export interface WindSpeedResult extends CalculatorResult<WindSpeed> {
  /** Smoke blown per phase in yards and turns until it disperses; null = no drift. */
  readonly smoke: { readonly yardsPerPhase: number; readonly dispersesAfterTurns: number } | null
}

/** Smoke for a wind speed (seed 004, Wind; ruling 11 for airs). */
export function smokeFor(speed: WindSpeed, airs: 'no drift' | 'as light' = 'no drift'): WindSpeedResult['smoke'] {
  check(Object.values(WIND_SPEEDS).includes(speed), 'unknown-value', 'speed', `Unknown wind speed "${speed}".`)
  return SMOKE[speed === 'occasional light airs' && airs === 'as light' ? 'light' : speed] ?? null
}

const SPEED_DIE: readonly NamedDie[] = [{ role: 'wind speed die', die: AVERAGE_DIE }]
const SPEEDS: readonly WindSpeed[] = Object.values(WIND_SPEEDS)

/** seed 004, Wind: "If there is wind, throw an average die to determine the wind speed." */
export const windSpeed: Calculator<WindSpeedInput, WindSpeed, WindSpeedResult> = {
  id: 'wargaming.windSpeed',
  title: 'Wind speed',
  rule,
  example: {},
  dice: () => SPEED_DIE,
  resolve(input, faces) {
    const face = checkFace(AVERAGE_DIE, faces[0], 'wind speed die')
    const outcome = WIND_SPEEDS[face]!
    const smoke = smokeFor(outcome, input.rulings?.airs)
    const drift = smoke ? `smoke ${smoke.yardsPerPhase} yd per phase, disperses after ${smoke.dispersesAfterTurns} turn(s)` : 'no smoke drift (ruling 11)'
    return { outcome, smoke, working: [{ label: `Average die ${face}: ${outcome}, ${drift}`, value: face, rule }] }
  },
  distribution(input) {
    return ordered(map(facesOf([AVERAGE_DIE]), (f) => windSpeed.resolve(input, f).outcome), SPEEDS)
  },
  outcomes: () => SPEEDS,
}
