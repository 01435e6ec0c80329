import { SCENARIOS, type Scenario } from '@/engine/boardgame/cards/deck'
import type { RandomSource } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState } from '@/model/types'
import { decksDraft, scenarioName } from '@/rulesets/boardgame/cards/cardOps'
import type { CardState } from '@/rulesets/boardgame/cards/cardState'

/** The scenario the battle plays (seed 000, 13.x), or null before one is chosen. */
export function scenarioOf(state: BattleState): Scenario | null {
  const s = state.battle['scenario']
  return typeof s === 'string' && (SCENARIOS as readonly string[]).includes(s) ? (s as Scenario) : null
}

/**
 * Choosing the scenario is ONE undoable action: it names the battle's scenario (victory conditions, 13.x) and makes
 * both players' 36-card decks as the Reference Sheet deals them for it (4.1). The order of battle is the players'
 * to build: the text says "as shown in the Italian rules".
 */
export function scenarioDraft(state: BattleState, scenario: Scenario, mode: CardState['mode'], rng: RandomSource): ActionDraft {
  const decks = decksDraft(state, scenario, 0, mode, rng)
  return { kind: 'scenario', by: 'umpire', label: `Scenario: ${scenarioName(scenario)} — ${decks.label}`, ops: [...decks.ops, { op: 'battle.patch', patch: { scenario } }] }
}
