import type { MeleeSide } from '@/engine/wargaming/meleeFactor'
import type { MeleeInput } from '@/engine/wargaming/melee'
import type { BattleSetup, Unit } from '@/model/types'
import { stepsOf } from './moraleInput'
import { unitState } from './turnState'

/** What the players say about one side of the mêlée; the rest comes from the unit's state. */
export interface MeleeSideSwitches {
  charging?: boolean
  followingUp?: boolean
  uphill?: boolean
  /** Null while the field is empty (not entered): the screen waits for it. */
  overlapBases?: number | null
  freshSquadrons?: boolean
  defendingCover?: 'soft' | 'hard' | null
  lancers?: boolean
  cossacks?: boolean
  /** Morale factor of a leader within 50 yards. */
  leaderMorale?: number | null
}

/** seed 004, Mêlée: Modifiers — one side from the unit's state (formation, order, fatigue, bases, casualties). */
export function meleeSideFrom(u: Unit, sw: MeleeSideSwitches): MeleeSide {
  const s = unitState(u)
  const formation = s.formation === 'line' || s.formation === 'square' ? s.formation : s.formation === 'column' || s.formation === 'road column' ? 'column' : undefined
  const basesLeft = Math.ceil(stepsOf(u).stepsNow / 2)
  return {
    meleeFactor: s.meleeFactor,
    troop: s.arm,
    ...(s.arm === 'infantry' && formation ? { formation } : {}),
    ...(s.arm === 'infantry' ? { bases: Math.max(1, basesLeft) } : {}),
    unformed: s.order === 'unformed',
    disordered: s.order === 'disordered',
    tired: s.fatigue === 'tired',
    exhausted: s.fatigue === 'exhausted',
    charging: !!sw.charging,
    followingUp: !!sw.followingUp,
    uphill: !!sw.uphill,
    overlapBases: sw.overlapBases ?? 0,
    ...(s.arm === 'cavalry' ? { freshSquadrons: !!sw.freshSquadrons, lancers: !!sw.lancers || /lancer/i.test(s.troopType ?? ''), cossacks: !!sw.cossacks || /cossack/i.test(s.troopType ?? '') } : {}),
    ...(sw.defendingCover ? { defendingCover: sw.defendingCover } : {}),
    ...(typeof sw.leaderMorale === 'number' ? { leaderMorale: sw.leaderMorale } : {}),
    damagedBases: s.damagedBases,
    lostBases: s.lostBases,
    // seed 004, Skirmishers: a unit in skirmish formation may not enter a mêlée (the calculator refuses it).
    ...(s.formation === 'skirmish' ? { skirmish: true } : {}),
  }
}

export function meleeInputFrom(attacker: Unit, defender: Unit, a: MeleeSideSwitches, d: MeleeSideSwitches, round: number, rulings: BattleSetup['rulings'] = {}): MeleeInput {
  return {
    attacker: meleeSideFrom(attacker, round > 1 ? { ...a, charging: false } : a),
    defender: meleeSideFrom(defender, round > 1 ? { ...d, charging: false } : d),
    round,
    ...(rulings.winnerBy === 'removed-bases' ? { winnerBy: 'removed-bases' as const } : {}),
  }
}
