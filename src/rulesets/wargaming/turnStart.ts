import { withFlow } from '@/rulesets/flow'
import type { ActionDraft } from '@/model/actionDraft'
import type { WeatherResult } from '@/engine/wargaming/weather'
import { WEATHER_ROLL_AGAIN_AFTER_TURNS } from '@/engine/wargaming/tables/weatherTables'
import type { WindSpeed, WindDirection } from '@/engine/wargaming/tables/weatherTables'
import type { BattleState, DiceRecord, SideId } from '@/model/types'
import { otherWords } from './otherNote'
import { sideName, turnState } from './turnState'

type Weather = 'fine' | 'rain' | 'snow'

/** seed 004, Weather: rolled (with the die) or entered for a historical battle; the turn it began is kept for "second turn of rain". */
export function weatherDraft(state: BattleState, weather: Weather, roll?: { result: WeatherResult; dice: DiceRecord; season: string }): ActionDraft {
  const turn = turnState(state).turn
  const how = roll ? ` (${[`average die ${String(roll.result.working[0]?.value)}, ${roll.season}: ${roll.result.score}`, ...otherWords(roll.result.working)].join('; ')})` : ' (entered)'
  const again = weather === 'fine' ? '' : `; roll again after turn ${turn + 1}`
  return { kind: 'weather', label: `Weather: ${weather}${how}${again}`, ops: [{ op: 'battle.patch', patch: { weather, weatherSinceTurn: turn } }], by: 'umpire', ...(roll ? { dice: roll.dice } : {}) }
}

/** seed 004, Wind: direction (D10) and, if any, speed (average die). */
export function windDraft(direction: WindDirection, speed: WindSpeed | null, dice?: DiceRecord): ActionDraft {
  const label = direction === 'none' ? 'Wind: none' : `Wind from the ${direction}${speed ? `, ${speed}` : ''}`
  return { kind: 'wind', label, ops: [{ op: 'battle.patch', patch: { windDirection: direction, windSpeed: direction === 'none' ? null : speed } }], by: 'umpire', ...(dice ? { dice } : {}) }
}

/** seed 004, Determining Initiative: "Usually the player commanding the army that is attacking has the initiative". */
export function attackerDraft(state: BattleState, side: SideId): ActionDraft {
  return withFlow({ kind: 'initiative.given', label: `${sideName(state, side)} attacks and holds the initiative`, ops: [{ op: 'battle.patch', patch: { initiative: side } }], by: side }, [{ e: 'initiative', side, how: 'attacker' }])
}

/** Ruling 10: the battle's year, asked when a side is Austrian or Prussian. */
export function yearDraft(state: BattleState, year: number): ActionDraft {
  return { kind: 'setup.year', label: `Battle year: ${year}`, ops: [{ op: 'setup.patch', patch: { options: { ...state.setup.options, year } } }], by: 'umpire' }
}

/** seed 004, Weather: "For results other than fine, roll again after two turns" — true once two turns have passed. */
export function weatherRollDue(state: BattleState): boolean {
  const ts = turnState(state)
  const since = typeof state.battle.weatherSinceTurn === 'number' ? state.battle.weatherSinceTurn : ts.turn
  return (ts.weather === 'rain' || ts.weather === 'snow') && ts.turn >= since + WEATHER_ROLL_AGAIN_AFTER_TURNS
}

/** Clears the weather so the battle-start weather step asks for the new roll. */
export function weatherAgainDraft(): ActionDraft {
  return { kind: 'weather.again', label: 'Weather to be rolled again (rules: Weather)', ops: [{ op: 'battle.patch', patch: { weather: null } }], by: 'umpire' }
}
