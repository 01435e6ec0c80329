import type { ReferenceTable, RuleRef } from '../../core'

export const WEATHER_RULE: RuleRef = { seed: '004', section: 'Weather and Wind: Weather' }
export const WIND_RULE: RuleRef = { seed: '004', section: 'Weather and Wind: Wind' }

export type Season = 'winter' | 'spring' | 'summer' | 'autumn'
export type Weather = 'snow' | 'rain' | 'fine'

// seed 004, Weather: "modify for season (winter -1, autumn/spring 0, summer +1)"
export const SEASON_MODIFIER: Readonly<Record<Season, number>> = { winter: -1, spring: 0, summer: 1, autumn: 0 }

// seed 004, Weather: "less than 2 it is snowing, 2 or 3 it is raining, above 3 fine weather"
export const WEATHER_BANDS: readonly { readonly scores: string; readonly min: number; readonly weather: Weather }[] = [
  { scores: 'less than 2', min: Number.NEGATIVE_INFINITY, weather: 'snow' },
  { scores: '2 or 3', min: 2, weather: 'rain' },
  { scores: 'above 3', min: 4, weather: 'fine' },
]
/** seed 004, Weather: "For results other than fine, roll again after two turns". */
export const WEATHER_ROLL_AGAIN_AFTER_TURNS = 2

export type WindDirection = 'none' | 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW'
// seed 004, Wind: D10 reading 0–9 → "0 or 1 … no wind; 2 … north; … 9 … north-west" (wind from).
export const WIND_DIRECTIONS: readonly WindDirection[] = ['none', 'none', 'N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']

export type WindSpeed = 'light' | 'medium' | 'strong' | 'occasional light airs'
// seed 004, Wind: average die "2 … light; 3 a medium, 4 a strong and 5 occasional light airs"
export const WIND_SPEEDS: Readonly<Record<number, WindSpeed>> = { 2: 'light', 3: 'medium', 4: 'strong', 5: 'occasional light airs' }

// seed 004, Wind: smoke blown yards per phase and dispersed after turns.
export const SMOKE: Readonly<Partial<Record<WindSpeed, { readonly yardsPerPhase: number; readonly dispersesAfterTurns: number }>>> = {
  strong: { yardsPerPhase: 50, dispersesAfterTurns: 1 },
  medium: { yardsPerPhase: 20, dispersesAfterTurns: 2 },
  light: { yardsPerPhase: 10, dispersesAfterTurns: 3 },
}

export const WEATHER_REFERENCE: ReferenceTable = {
  id: 'wargaming.weather',
  title: 'Weather (average die + season)',
  rule: WEATHER_RULE,
  columns: ['Score', 'Weather'],
  rows: WEATHER_BANDS.map((b) => [b.scores, b.weather]),
  notes: ['Season: winter −1, autumn/spring 0, summer +1. For results other than fine, roll again after two turns.'],
}

export const WIND_REFERENCE: ReferenceTable = {
  id: 'wargaming.wind',
  title: 'Wind: direction (D10), speed (average die) and smoke',
  rule: WIND_RULE,
  columns: ['Roll', 'Result', 'Smoke yards per phase', 'Disperses after turns'],
  rows: [
    ...WIND_DIRECTIONS.map((d, n) => [`D10 ${n}`, d === 'none' ? 'no wind' : `from ${d}`, '', '']),
    ...Object.entries(WIND_SPEEDS).map(([n, s]) => [`average die ${n}`, s, SMOKE[s]?.yardsPerPhase ?? '-', SMOKE[s]?.dispersesAfterTurns ?? '-']),
  ],
  notes: ['Ruling 11: occasional light airs (5) give no smoke drift.'],
}
