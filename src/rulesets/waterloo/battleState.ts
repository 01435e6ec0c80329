import * as v from 'valibot'
import type { CupState } from '@/engine/waterloo/cup'
import type { ScenarioOptions } from '@/engine/waterloo/scenarios'
import type { BattleState, JsonRecord } from '@/model/types'

/**
 * What a `waterloo` battle keeps in its battle state: the scenario chosen (seed 002, L–Q), the Rainy Start
 * still being rolled (the Game Turn of the next roll), and the activation cup and Game Turn Track (C–I).
 * Read back through valibot, so a hand-edited import cannot feed the cup functions a bad shape.
 */
const MarkerList = v.array(v.string())
const CupSchema = v.object({
  gameTurn: v.number(), cup: MarkerList, used: MarkerList, drawn: v.nullable(v.string()), heldCorps: v.nullable(v.string()),
  heldNapoleon: MarkerList, track: v.record(v.string(), v.number()), thielemannUnderZiethen: v.boolean(), arrived: MarkerList,
  turnsPlayed: v.number(), reverseSlope: v.boolean(), gameOver: v.boolean(), prussianTrackFixed: v.boolean(),
})
const ScenarioSchema = v.object({
  start: v.picklist(['rainy start', 'no rain', 'historical start', 'merde']),
  whereIsGrouchy: v.boolean(), newWaterloo: v.boolean(), twoPlayer: v.boolean(), historicalPrussianArrival: v.boolean(),
})

/** The cup, or null before the battle has begun (not set up, or still raining). */
export function cupOf(state: BattleState): CupState | null {
  const p = v.safeParse(CupSchema, state.battle.cup)
  // The schema checks the shape; marker ids are the engine's own (written only by cupOps).
  return p.success ? (p.output as CupState) : null
}

export function scenarioOf(state: BattleState): ScenarioOptions | null {
  const p = v.safeParse(ScenarioSchema, state.battle.scenario)
  return p.success ? p.output : null
}

/** The Game Turn of the next Rainy Start roll, or null when no roll is due. */
export function rainTurnOf(state: BattleState): number | null {
  const r = state.battle.rain
  return typeof r === 'number' ? r : null
}

export const cupJson = (s: CupState): JsonRecord => JSON.parse(JSON.stringify(s)) as JsonRecord
