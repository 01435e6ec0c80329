import * as v from 'valibot'
import { fullElements } from '@/engine/boardgame/bounds'
import { SCENARIOS } from '@/engine/boardgame/cards/deck'
import { UNIT_TYPES } from '@/engine/boardgame/units'
import { FLAGS } from '@/engine/boardgame/whiteDie'
import { quote, shortValue } from '@/model/issues'
import type { BattleState, Unit } from '@/model/types'
import type { UnitStateSpec } from '@/rulesets/manifest'
import { cardsProblem } from './cardsSchema'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** The `boardgame` unit state (unitState.ts) as checked when a battle is read or imported. */
export const BgUnitStateSchema = v.object({
  type: v.picklist([...UNIT_TYPES.map((u) => u.type), 'general' as const]),
  nation: v.picklist(FLAGS),
  elements: count,
  startingElements: v.pipe(count, v.minValue(1)),
  general: v.pipe(v.string(), v.maxLength(60)),
  inSquare: v.boolean(),
  status: v.picklist(['active', 'eliminated', 'absorbed']),
  parent: v.optional(v.pipe(v.string(), v.maxLength(200))),
  sector: v.optional(v.picklist(['left', 'centre', 'right'])),
})

const KINDS = new Set<string>([...UNIT_TYPES.map((u) => u.type), 'general'])

type BgState = v.InferOutput<typeof BgUnitStateSchema>

/** What one field cannot say: the unit's kind is its type, it holds no more than it started with, its parent is on the map. */
function unitProblem(state: BattleState, unit: Unit): string | null {
  const s = unit.state as BgState
  const at = `units.${quote(unit.id)}`
  if (unit.kind !== s.type) return `${at}.kind: "${quote(unit.kind)}" disagrees with its state's type "${s.type}"`
  const full = fullElements(s.type) ?? 1
  if (s.startingElements > full) return `${at}.state.startingElements: a ${s.type} has 1–${full} elements (seed 000, 1.1), got ${s.startingElements}`
  if (s.elements > s.startingElements) return `${at}.state.elements: at most the ${s.startingElements} it started with (seed 000, 6.31.4), got ${s.elements}`
  if (s.parent !== undefined && !Object.hasOwn(state.units, s.parent)) return `${at}.state.parent: no unit "${quote(s.parent)}" in this battle`
  return null
}

/** The battle state: the scenario set up is one of the text's (13.1–13.4), and the cards keep seed 000's bounds. */
function battleProblem(state: BattleState): string | null {
  const scenario = state.battle.scenario
  if (scenario !== undefined && !(SCENARIOS as readonly unknown[]).includes(scenario))
    return `battle.scenario: expected one of ${SCENARIOS.map((x) => `"${x}"`).join(' | ')}, got ${shortValue(scenario)}`
  return cardsProblem(state)
}

/** Unit kind = seed 000 unit type (1.1), or 'general' for a lone general (6.31). */
export const BOARDGAME_UNIT_STATE: UnitStateSpec = {
  version: 1,
  schemaFor: (kind) => (KINDS.has(kind) ? BgUnitStateSchema : null),
  checkBattle: (state, unit) => (unit ? unitProblem(state, unit) : battleProblem(state)),
}
