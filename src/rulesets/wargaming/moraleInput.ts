import { casualtySteps } from '@/engine/wargaming/casualties'
import { lossesPercent } from '@/engine/wargaming/moraleBands'
import type { FlankStatus, MoraleInput, MoraleLeader, SupportStatus } from '@/engine/wargaming/moraleModifiers'
import type { MoraleSituation } from '@/engine/wargaming/tables/moraleTables'
import type { BattleSetup, Unit } from '@/model/types'
import { unitState } from './turnState'

/** Steps a unit holds: two per base at the start, less a step per damaged base and two per lost base (ruling 6). */
export function stepsOf(u: Unit): { stepsNow: number; stepsAtStart: number } {
  const s = unitState(u)
  const stepsAtStart = 2 * s.bases
  return { stepsAtStart, stepsNow: Math.max(0, stepsAtStart - casualtySteps({ damagedBases: s.damagedBases, lostBases: s.lostBases })) }
}

/** What the players say about the unit's surroundings; everything else comes from its state. */
export interface MoraleSituationInput {
  situation: MoraleSituation
  support: SupportStatus
  flanks: [FlankStatus, FlankStatus]
  /** Steps the unit lost this phase, and held when the phase began (ruling 6). */
  stepsLostThisPhase: number
  leaders: MoraleLeader[]
  threatToRear?: boolean
  underFireFromSkirmishers?: boolean
  friendsForcedBack?: boolean
  unitOnFlankRetreats?: boolean
  wonMelee?: boolean
  lostMelee?: boolean
}

export function defaultMoraleSituation(): MoraleSituationInput {
  return { situation: 'standing', support: 'neither', flanks: ['neither', 'neither'], stepsLostThisPhase: 0, leaders: [] }
}

/** The morale calculator's input for a unit as it stands now (seed 004, Morale). */
export function moraleInputFrom(u: Unit, sit: MoraleSituationInput, rulings: BattleSetup['rulings'] = {}): MoraleInput {
  const s = unitState(u)
  const steps = stepsOf(u)
  const atPhaseStart = Math.min(steps.stepsAtStart, steps.stepsNow + sit.stepsLostThisPhase)
  return {
    moraleFactor: s.moraleFactor,
    strength: steps,
    lossesThisPhasePercent: atPhaseStart > 0 ? lossesPercent(Math.min(sit.stepsLostThisPhase, atPhaseStart), atPhaseStart) : 0,
    formation: s.order,
    // seed 004, Definitions: Secure Flank — a square has two secure flanks (the calculator refuses anything else).
    ...(s.formation === 'square' ? { square: true } : {}),
    tired: s.fatigue === 'tired',
    exhausted: s.fatigue === 'exhausted',
    veteran: s.quality === 'veteran',
    support: sit.support,
    flanks: sit.flanks,
    threatToRear: !!sit.threatToRear,
    underFireFromSkirmishers: !!sit.underFireFromSkirmishers,
    friendsForcedBack: !!sit.friendsForcedBack,
    unitOnFlankRetreats: !!sit.unitOnFlankRetreats,
    wonMelee: !!sit.wonMelee,
    lostMelee: !!sit.lostMelee,
    previousMoraleScore: typeof s.lastMoraleScore === 'number' ? s.lastMoraleScore : null,
    leaders: sit.leaders,
    situation: sit.situation,
    rulings: {
      ...(rulings.moraleRandomFactor === 'unsigned' ? { randomFactor: 'unsigned' as const } : {}),
      ...(rulings.strengthBoundary === 'lower band' ? { strengthBoundary: 'lower band' as const } : {}),
    },
  }
}
