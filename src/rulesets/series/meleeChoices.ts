import { RulesInputError } from '@/engine/core'
import type { MeleeInput } from '@/engine/series/meleeInput'
import type { DieModifier } from '@/engine/series/meleeInput'
import { attackDirection, meleeStrengths } from '@/engine/series/meleeStrength'
import { cavalryMeleeModifier, type CavalryClass } from '@/engine/series/optional/cavalry'
import { oddsLabel, type MeleeTable } from '@/engine/series/meleeTable'
import { wholeNumberOdds, type OddsRounding } from '@/engine/series/odds'
import type { Direction, Formation } from '@/engine/series/units'
import type { BattleState, Unit } from '@/model/types'
import { ruling } from './battleRuling'
import { classOf } from './chargeChoices'
import { combatState, leaderState, leadersWith, seriesUnitOf, stackOf } from './unitState'
import { isRouted, usesRout } from './unitRout'

/** The melee calculator's input from the battle (8.0–8.10): attackers as chosen, the defending hex's stack, leaders' bonuses (14.3). */
export interface MeleeChoices {
  /** Where an attacker comes from when it has no entry in `directions`. */
  direction: Direction
  /** Each attacking unit's own hex: front, flank or rear of the defender (8.1, 8.6), by unit id. */
  directions?: Record<string, Direction>
  charge: '' | 'charge' | 'countercharge'
  attackerLeader: string | null
  defenderLeader: string | null
  enteredResult: string
}

/** A melee opened from a charge or a countercharge (9.3, 9.7): who attacks whom, and how. */
export interface MeleePrefill {
  readonly attackerIds: readonly string[]
  readonly defenderId: string
  readonly charge: 'charge' | 'countercharge'
  /** 9.7: each countercharging cavalry's formation before its countercharge, to revert to after the combat. */
  readonly formationsBefore?: Readonly<Record<string, Formation>>
}

/** Leaders of one side stacked with any of these units (14.3: "if the player uses him"). */
export function leadersAt(state: BattleState, units: readonly Unit[]): Unit[] {
  const ids = new Set<string>()
  return units.flatMap((u) => leadersWith(state, u)).filter((l) => !ids.has(l.id) && ids.add(l.id) !== undefined)
}

export function meleeInputFor(state: BattleState, attackers: readonly Unit[], defender: Unit, c: MeleeChoices, table: MeleeTable | undefined): MeleeInput {
  const cavalry = cavalryDieModifiers(state, attackers, stackOf(state, defender), c.charge)
  const bonus = (id: string | null) => (id && state.units[id] ? leaderState(state.units[id]).combatBonus : undefined)
  return {
    attackers: attackers.map((u, i) => ({ ...seriesUnitOf(u), stackPosition: i })),
    // 16.5: a routed defender's melee value is 0 (only with the rout rule in force).
    defenders: stackOf(state, defender).map((u) => (usesRout(state) && isRouted(state, u) ? { ...seriesUnitOf(u), routed: true } : seriesUnitOf(u))),
    direction: attackDirection(attackers.map((u) => c.directions?.[u.id] ?? c.direction)), ...(c.charge ? { charge: c.charge } : {}),
    attackerLeaderBonus: bonus(c.attackerLeader), defenderLeaderBonus: bonus(c.defenderLeader),
    ...(cavalry.length ? { otherDieModifiers: cavalry } : {}),
    // A result the players typed is used as typed, table or not (the screen offers the field where the table cannot answer).
    ...(c.enteredResult.trim() ? { enteredResult: c.enteredResult.trim() } : table ? { meleeTable: table } : {}),
    rulings: { meleeOdds: ruling(state, 'meleeOdds') as OddsRounding },
    ...(usesRout(state) ? { routRule: true } : {}),
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

/**
 * Optional rule 16.4 on the melee die: the first attacking cavalry's class modifier is added, the first defending
 * cavalry's is subtracted (the die is the attacker's, as with leaders, 14.3). A class is known from the movement
 * allowance the players entered on the charge; none when the rule is off.
 */
export function cavalryDieModifiers(state: BattleState, attackers: readonly Unit[], defenders: readonly Unit[], charge: MeleeChoices['charge']): DieModifier[] {
  const classes = (us: readonly Unit[]) => us.map((u) => classOf(state, u)).filter((k): k is CavalryClass => k !== null)
  const [mine] = classes(attackers)
  const [theirs] = classes(defenders)
  const out: DieModifier[] = []
  const disorganized = (us: readonly Unit[]) => us.some((u) => combatState(u).formation === 'disorganized')
  if (mine) {
    const m = cavalryMeleeModifier({ cavalry: mine, charging: charge === 'charge', enemyDisorganized: disorganized(defenders), againstLightCavalry: classes(defenders).includes('light'),
      counterchargedByLightCavalry: false, againstHeavyCavalry: classes(defenders).includes('heavy') })
    if (m.modifier) out.push({ label: `attacker: ${m.why}`, value: m.modifier, section: '16.4 Cavalry' })
  }
  if (theirs) {
    const m = cavalryMeleeModifier({ cavalry: theirs, charging: false, enemyDisorganized: disorganized(attackers), againstLightCavalry: classes(attackers).includes('light'),
      counterchargedByLightCavalry: charge === 'countercharge' && classes(attackers).includes('light'), againstHeavyCavalry: classes(attackers).includes('heavy') })
    if (m.modifier) out.push({ label: `defender: ${m.why}`, value: -m.modifier, section: '16.4 Cavalry' })
  }
  return out
}
