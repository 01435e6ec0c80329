import { RulesInputError } from '@/engine/core'
import { rulingValue } from '@/engine/ruleset'
import { meleeStrengths } from '@/engine/series/meleeStrength'
import { oddsLabel } from '@/engine/series/meleeTable'
import { wholeNumberOdds } from '@/engine/series/odds'
import { SERIES_RULINGS } from '@/engine/series/allRulings'
import type { CombinedBatteries, FireInput } from '@/engine/series/fireValue'
import type { FireKind } from '@/engine/series/firepower'
import type { FireTable } from '@/engine/series/fireTable'
import { moraleLeaderFor } from '@/engine/series/leaders'
import type { MeleeInput } from '@/engine/series/meleeInput'
import type { MeleeTable } from '@/engine/series/meleeTable'
import type { OddsRounding } from '@/engine/series/odds'
import type { LossTableReading } from '@/engine/series/lossTable'
import type { DesperateReading, FatigueBeyondTwenty, MoraleInput, MoralePurpose, NoModifiersReading, Stronghold } from '@/engine/series/moraleInput'
import type { RallyInput } from '@/engine/series/rally'
import type { Direction } from '@/engine/series/units'
import type { BattleState, Unit } from '@/model/types'
import { armyMoraleOf } from './armyMorale'
import { fatigueOf } from './fatigue'
import { commandStates } from './commandState'
import { seriesOptions } from './options'
import { currentTurn } from './turnState'
import { combatState, leaderState, leadersWith, seriesLeaderOf, seriesUnitOf, stackOf } from './unitState'

/**
 * The calculators' inputs from the battle as it stands: printed values and steps from the units, the stack of
 * the target hex (5.0), the leader stacked with a unit (14.0), the army's morale level (12), the corps'
 * initiative penalty (17.7), the rulings the battle chose. What the players see on the map comes in `choices`.
 */
const ruling = (state: BattleState, id: string): string => rulingValue(SERIES_RULINGS.find((r) => r.id === id)!, state.setup.rulings)

export interface FireChoices {
  kind: FireKind
  /** Hexes from each firer to the target, by firer id (1 = adjacent). */
  distances: Record<string, number>
  direction: Direction
  targetInTownOrCastle: boolean
  enteredResult: string
}

export function fireInputFor(state: BattleState, firers: readonly Unit[], target: Unit, c: FireChoices, table: FireTable | undefined): FireInput {
  return {
    kind: c.kind, direction: c.direction, targetInTownOrCastle: c.targetInTownOrCastle || undefined,
    firers: firers.map((u) => ({ unit: seriesUnitOf(u), distance: c.distances[u.id] ?? 1 })),
    target: stackOf(state, target).map((u) => seriesUnitOf(u, leadersWith(state, u)[0]?.id)),
    ...(table ? { fireTable: table } : c.enteredResult.trim() ? { enteredResult: c.enteredResult.trim() } : {}),
    rulings: { combinedBatteries: ruling(state, 'combinedBatteries') as CombinedBatteries },
  }
}

export interface MeleeChoices {
  direction: Direction
  charge: '' | 'charge' | 'countercharge'
  attackerLeader: string | null
  defenderLeader: string | null
  enteredResult: string
}

/** Leaders of one side stacked with any of these units (14.3: "if the player uses him"). */
export function leadersAt(state: BattleState, units: readonly Unit[]): Unit[] {
  const ids = new Set<string>()
  return units.flatMap((u) => leadersWith(state, u)).filter((l) => !ids.has(l.id) && ids.add(l.id) !== undefined)
}

export function meleeInputFor(state: BattleState, attackers: readonly Unit[], defender: Unit, c: MeleeChoices, table: MeleeTable | undefined): MeleeInput {
  const bonus = (id: string | null) => (id && state.units[id] ? leaderState(state.units[id]).combatBonus : undefined)
  return {
    attackers: attackers.map((u, i) => ({ ...seriesUnitOf(u), stackPosition: i })),
    defenders: stackOf(state, defender).map((u) => seriesUnitOf(u)),
    direction: c.direction, ...(c.charge ? { charge: c.charge } : {}),
    attackerLeaderBonus: bonus(c.attackerLeader), defenderLeaderBonus: bonus(c.defenderLeader),
    ...(table ? { meleeTable: table } : c.enteredResult.trim() ? { enteredResult: c.enteredResult.trim() } : {}),
    rulings: { meleeOdds: ruling(state, 'meleeOdds') as OddsRounding },
  }
}

export interface MoraleChoices {
  direction: Direction
  failedAbove: number
  adjacentToEnemy: boolean
  squareAttackedByCavalryOnly: boolean
  /** 9.6: hexes from the charging cavalry when forming square; null until the players say. */
  chargerDistance: number | null
  /** Optional rule 16.6: the unit is in a town, fortified farm or castle; read only when the rule is in force. */
  stronghold: Stronghold | null
}
export const NO_MORALE_CHOICES: MoraleChoices = { direction: 'front', failedAbove: 0, adjacentToEnemy: false, squareAttackedByCavalryOnly: false, chargerDistance: null, stronghold: null }

/** 17.7: the initiative penalty of the unit's corps commander this turn, as the morale input words it. */
function initiativeLastTurn(state: BattleState, u: Unit): MoraleInput['initiativeLastTurn'] {
  const turn = currentTurn(state).number
  const corps = combatState(u).corps
  for (const [id, s] of Object.entries(commandStates(state))) {
    const l = state.units[id]
    if (!l || l.side !== u.side || leaderState(l).corps !== corps || s.moralePenalty?.turn !== turn) continue
    return s.moralePenalty.value <= -2 ? 'failure' : 'success'
  }
  return undefined
}

export function moraleInputFor(state: BattleState, u: Unit, purpose: MoralePurpose, c: MoraleChoices): MoraleInput {
  const s = combatState(u)
  const leader = moraleLeaderFor(leadersWith(state, u).map(seriesLeaderOf), s.corps)
  const opts = seriesOptions(state.setup)
  return {
    morale: s.morale, purpose, disorganized: s.formation === 'disorganized' || purpose === 'rally' || undefined,
    steps: { original: s.originalSteps, current: s.steps }, armyMorale: armyMoraleOf(state, u.side).level,
    ...(leader ? { leader } : {}),
    ...(c.direction !== 'front' ? { direction: c.direction } : {}),
    ...(c.failedAbove > 0 ? { failedAbove: c.failedAbove } : {}),
    ...(c.adjacentToEnemy ? { adjacentToEnemy: true } : {}),
    ...(c.squareAttackedByCavalryOnly && s.formation === 'square' ? { squareAttackedByCavalryOnly: true } : {}),
    ...(initiativeLastTurn(state, u) ? { initiativeLastTurn: initiativeLastTurn(state, u) } : {}),
    ...(opts.advanced.rout ? { routRule: true } : {}),
    ...(opts.advanced.moraleInTown && c.stronghold ? { stronghold: c.stronghold } : {}),
    ...(opts.advanced.fatigue ? { fatiguePoints: fatigueOf(state, u.side, s.corps) } : {}),
    ...(purpose === 'form-square' && c.chargerDistance !== null ? { chargerDistance: c.chargerDistance } : {}),
    rulings: { lossTable: ruling(state, 'lossTable') as LossTableReading, noModifiers: ruling(state, 'noModifiers') as NoModifiersReading,
      desperate: ruling(state, 'desperate') as DesperateReading, fatigueBeyondTwenty: ruling(state, 'fatigueBeyondTwenty') as FatigueBeyondTwenty },
  }
}

/** 11.1–11.2: the rally check of a disorganized unit, with its marker's turn and the current turn. */
export function rallyInputFor(state: BattleState, u: Unit, c: MoraleChoices): RallyInput {
  const { purpose: _p, ...rest } = moraleInputFor(state, u, 'rally', c)
  return { ...rest, markerTurn: combatState(u).disorganizedAtTurn ?? 0, currentTurn: currentTurn(state).number }
}

/** "21:5 → 4:1": the strengths (8.4) and the whole-number odds rounded for the defender (8.8, ruling 38); null when not computable. */
export function meleeOddsText(input: MeleeInput | null): string | null {
  if (!input) return null
  try {
    const s = meleeStrengths(input)
    return s.defender > 0 ? `${s.attacker}:${s.defender} → ${oddsLabel(wholeNumberOdds(s.attacker, s.defender))}` : null
  } catch (e) {
    if (e instanceof RulesInputError) return null
    throw e
  }
}
