import { AVERAGE_DIE, check, checkFace, facesOf, map, ordered, type Calculator, type CalculatorResult, type NamedDie } from '../core'
import { otherModifierLines, otherModifierValue, type OtherModifier } from '../core/otherModifier'
import { SEASON_MODIFIER, WEATHER_BANDS, WEATHER_ROLL_AGAIN_AFTER_TURNS, WEATHER_RULE as rule, type Season, type Weather } from './tables/weatherTables'

export interface WeatherInput {
  readonly season: Season
  /** "Other ±N": umpire's judgement or a house rule, added to the weather score. */
  readonly otherModifier?: OtherModifier | null
}

export interface WeatherResult extends CalculatorResult<Weather> {
  readonly score: number
  /** Turns until the next weather roll; null when fine (seed 004, Weather). */
  readonly rollAgainAfterTurns: number | null
}

const DICE: readonly NamedDie[] = [{ role: 'weather die', die: AVERAGE_DIE }]
const ORDER: readonly Weather[] = WEATHER_BANDS.map((b) => b.weather)

function resolve(input: WeatherInput, faces: readonly (number | string)[]): WeatherResult {
  check(input.season in SEASON_MODIFIER, 'unknown-value', 'season', `Unknown season "${input.season}" (winter, spring, summer, autumn).`)
  const face = checkFace(AVERAGE_DIE, faces[0], 'weather die')
  const season = SEASON_MODIFIER[input.season]
  const score = face + season + otherModifierValue(input.otherModifier)
  const weather = [...WEATHER_BANDS].reverse().find((b) => score >= b.min)!.weather
  return {
    outcome: weather,
    score,
    rollAgainAfterTurns: weather === 'fine' ? null : WEATHER_ROLL_AGAIN_AFTER_TURNS,
    working: [
      { label: `Average die ${face}`, value: face, rule },
      { label: `Season: ${input.season}`, value: season, rule },
      ...otherModifierLines(input.otherModifier),
    ],
  }
}

export const weather: Calculator<WeatherInput, Weather, WeatherResult> = {
  id: 'wargaming.weather',
  title: 'Weather',
  rule,
  example: { season: 'summer' },
  dice: () => DICE,
  resolve,
  distribution: (input) => ordered(map(facesOf([AVERAGE_DIE]), (f) => resolve(input, f).outcome), ORDER),
  outcomes: () => ORDER,
}
