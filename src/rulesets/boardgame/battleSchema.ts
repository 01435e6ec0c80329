import type * as v from 'valibot'
import { fullElements } from '@/engine/boardgame/bounds'
import { SCENARIOS } from '@/engine/boardgame/cards/deck'
import { quote, shortValue } from '@/model/issues'
import type { BattleState, Unit } from '@/model/types'
import type { BattleCheck } from '@/rulesets/battleCheck'
import { cardsProblem } from './cardsSchema'
import type { BgUnitStateSchema } from './unitSchema'

/**
 * A `boardgame` battle against seed 000's bounds, beyond each field's shape (unitSchema.ts): found by
 * src/rulesets/foldedStates.ts, so the manifest does not carry it.
 */
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

export const BATTLE_CHECK: BattleCheck = {
  ruleset: 'boardgame',
  check: (state, unit) => (unit ? unitProblem(state, unit) : battleProblem(state)),
}
