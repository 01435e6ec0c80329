import { moraleLeaderFor } from '@/engine/series/leaders'
import type { LossTableReading } from '@/engine/series/lossTable'
import type { DesperateReading, FatigueBeyondTwenty, MoraleInput, MoralePurpose, NoModifiersReading, Stronghold } from '@/engine/series/moraleInput'
import type { RallyInput } from '@/engine/series/rally'
import type { Direction } from '@/engine/series/units'
import type { BattleState, Unit } from '@/model/types'
import { armyMoraleOf } from './armyMorale'
import { ruling } from './battleRuling'
import { moraleTimePenalty } from './clockState'
import { ordersShown } from './commandState'
import { fatigueOf } from './fatigue'
import { seriesOptions } from './options'
import { currentTurn } from './turnState'
import { isRouted } from './unitRout'
import { combatState, leaderState, leadersWith, seriesLeaderOf } from './unitState'

/** The morale and rally calculators' input from the battle (10.4, 11.2): the unit's state, its leader, army, corps; the players' choices. */
export interface MoraleChoices {
  direction: Direction
  /** Null while the field is empty: not entered, the check waits for it. */
  failedAbove: number | null
  adjacentToEnemy: boolean
  squareAttackedByCavalryOnly: boolean
  /** 9.6: hexes from the charging cavalry when forming square; null until the players say. */
  chargerDistance: number | null
  /** Optional rule 16.6: the unit is in a town, fortified farm or castle; read only when the rule is in force. */
  stronghold: Stronghold | null
}
export const NO_MORALE_CHOICES: MoraleChoices = { direction: 'front', failedAbove: 0, adjacentToEnemy: false, squareAttackedByCavalryOnly: false, chargerDistance: null, stronghold: null }

/** 17.7: the initiative penalty of the unit's corps commander this turn, as the morale input words it (known to every phone: the check is rolled openly). */
function initiativeLastTurn(state: BattleState, u: Unit): MoraleInput['initiativeLastTurn'] {
  const turn = currentTurn(state).number
  const corps = combatState(u).corps
  for (const [id, s] of Object.entries(ordersShown(state))) {
    const l = state.units[id]
    if (!l || l.side !== u.side || leaderState(l).corps !== corps || s.moralePenalty?.turn !== turn) continue
    return s.moralePenalty.value <= -2 ? 'failure' : 'success'
  }
  return undefined
}

const SIX_FRONTS: readonly string[] = ['general-order', 'square', 'disorganized']

export function moraleInputFor(state: BattleState, u: Unit, purpose: MoralePurpose, c: MoraleChoices): MoraleInput {
  const s = combatState(u)
  const leader = moraleLeaderFor(leadersWith(state, u).map(seriesLeaderOf), s.corps)
  const opts = seriesOptions(state.setup)
  return {
    morale: s.morale, purpose, disorganized: s.formation === 'disorganized' || purpose === 'rally' || undefined,
    steps: { original: s.originalSteps, current: s.steps }, armyMorale: armyMoraleOf(state, u.side).level,
    ...(leader ? { leader } : {}),
    ...(c.direction !== 'front' ? { direction: c.direction } : {}),
    // 4.3, 4.4, 4.5, 4.9, 4.10: general order, square, disorganized infantry or cavalry have no flank and no rear.
    ...(SIX_FRONTS.includes(s.formation) && s.type !== 'artillery' ? { sixFrontHexes: true } : {}),
    ...(c.failedAbove !== null && c.failedAbove > 0 ? { failedAbove: c.failedAbove } : {}),
    ...(c.adjacentToEnemy ? { adjacentToEnemy: true } : {}),
    ...(c.squareAttackedByCavalryOnly && s.formation === 'square' ? { squareAttackedByCavalryOnly: true } : {}),
    ...(initiativeLastTurn(state, u) ? { initiativeLastTurn: initiativeLastTurn(state, u) } : {}),
    ...(opts.advanced.rout ? { routRule: true } : {}),
    // 16.5: a routed unit (its rout marker still on it) checks at −3.
    ...(opts.advanced.rout && isRouted(state, u) ? { routed: true } : {}),
    // 19.2: the army's (or corps') time penalty this game turn, when the time limits are in force.
    ...(opts.advanced.timeLimits && moraleTimePenalty(state, u) < 0 ? { timePenalty: moraleTimePenalty(state, u) } : {}),
    ...(opts.advanced.moraleInTown && c.stronghold ? { stronghold: c.stronghold } : {}),
    ...(opts.advanced.fatigue ? { fatiguePoints: fatigueOf(state, u.side, s.corps) } : {}),
    ...(purpose === 'form-square' && c.chargerDistance !== null ? { chargerDistance: c.chargerDistance } : {}),
    rulings: { lossTable: ruling(state, 'lossTable') as LossTableReading, noModifiers: ruling(state, 'noModifiers') as NoModifiersReading,
      desperate: ruling(state, 'desperate') as DesperateReading, fatigueBeyondTwenty: ruling(state, 'fatigueBeyondTwenty') as FatigueBeyondTwenty },
  }
}

/**
 * A failed check of this kind sends the unit back (10.2, 9.6, 11.4, 16.5), so the screen shows the army's line of
 * communication (15.0); a failed countercharge or reintegration check moves nothing.
 */
export const failureRetreats = (purpose: MoralePurpose): boolean => purpose !== 'countercharge' && purpose !== 'reintegration'

/** 11.1–11.2: the rally check of a disorganized unit, with its marker's turn and the current turn. */
export function rallyInputFor(state: BattleState, u: Unit, c: MoraleChoices): RallyInput {
  const { purpose: _p, ...rest } = moraleInputFor(state, u, 'rally', c)
  return { ...rest, markerTurn: combatState(u).disorganizedAtTurn ?? 0, currentTurn: currentTurn(state).number }
}
