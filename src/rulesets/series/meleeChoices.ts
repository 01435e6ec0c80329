import { RulesInputError } from '@/engine/core'
import type { MeleeInput } from '@/engine/series/meleeInput'
import { meleeStrengths } from '@/engine/series/meleeStrength'
import { oddsLabel, type MeleeTable } from '@/engine/series/meleeTable'
import { wholeNumberOdds, type OddsRounding } from '@/engine/series/odds'
import type { Direction } from '@/engine/series/units'
import type { BattleState, Unit } from '@/model/types'
import { ruling } from './battleRuling'
import { leaderState, leadersWith, seriesUnitOf, stackOf } from './unitState'

/** The melee calculator's input from the battle (8.0–8.10): attackers as chosen, the defending hex's stack, leaders' bonuses (14.3). */
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
