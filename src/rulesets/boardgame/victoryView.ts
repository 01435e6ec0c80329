import { HOURS, ROUNDS_PER_HOUR } from '@/engine/boardgame/cards/deck'
import { boardgameRulings } from '@/engine/boardgame/rulings'
import { BOARDGAME_SCENARIOS } from '@/engine/boardgame/scenarios'
import { unitType } from '@/engine/boardgame/units'
import { victory, type VictoryInput, type VictoryResult } from '@/engine/boardgame/victory'
import type { BattleState, SideId, Unit } from '@/model/types'
import { cardState } from '@/rulesets/boardgame/cards/cardState'
import { frenchSideOf } from '@/rulesets/boardgame/cards/deckView'
import { emptySectorOf } from './mapOps'
import { scenarioOf } from './scenarioOps'
import { bgState, bgUnits, isLoneGeneral } from './unitState'

/**
 * Whether a lost unit counts toward victory: garrisons and skirmishers do not (seed 000, 6.1, "unless otherwise noted
 * in the scenario"), nor the types a scenario excludes (13.x).
 */
function counts(state: BattleState, u: Unit): boolean {
  const s = bgState(u)
  if (s.type === 'general') return true
  const arm = unitType(s.type).arm
  if (arm === 'garrison' || arm === 'skirmisher') return false
  const sc = scenarioOf(state)
  return !(sc && BOARDGAME_SCENARIOS[sc].notCounted.includes(s.type))
}

/** The victory input from the units on the battle: lost by each army's flag, strengths, the end of the 36 cards. */
export function victoryInputOf(state: BattleState): VictoryInput {
  const all = bgUnits(state)
  const lost = { french: 0, english: 0, prussian: 0 }
  for (const u of all) {
    const s = bgState(u)
    if (s.status === 'active' || !counts(state, u)) continue
    lost[s.nation === 'French' ? 'french' : s.nation === 'English' ? 'english' : 'prussian']++
  }
  const frenchSide = frenchSideOf(state)
  const sideOf = (side: SideId) => (side === frenchSide ? 'french' : 'allied')
  const units = { french: 0, allied: 0 }
  const elementsOnMap = { french: 0, allied: 0 }
  // A killed general counts as an eliminated unit (9.52); the units each army started with are its units, not its generals.
  for (const u of all) {
    if (!counts(state, u) || isLoneGeneral(u)) continue
    units[sideOf(u.side)]++
    if (bgState(u).status === 'active') elementsOnMap[sideOf(u.side)] += bgState(u).elements
  }
  const c = cardState(state)
  const sc = scenarioOf(state)
  return {
    ...(sc ? { scenario: sc } : {}), lost, units, elementsOnMap, emptySector: emptySectorOf(state),
    battleOver: !!c && c.hour >= HOURS && c.round > ROUNDS_PER_HOUR,
    rulings: boardgameRulings(state.setup.rulings),
  }
}

/** The victory counter, live: losses per army and who has won, if anyone (4.2, 12.1, 13.x). */
export function victoryView(state: BattleState): { readonly input: VictoryInput; readonly result: VictoryResult } {
  const input = victoryInputOf(state)
  return { input, result: victory(input) }
}

/** A victory's kind in the text's words (4.2, 12.0, 13.x). */
export const VICTORY_KIND = { immediate: 'Immediate victory', marginal: 'Marginal victory', decisive: 'Decisive victory', draw: 'Draw' } as const
