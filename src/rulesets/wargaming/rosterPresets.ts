import { BASES_PER_UNIT } from '@/engine/wargaming/data/basing'
import type { TroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import type { Arm, Formation, Provenance, WargamingUnitState } from './unitState'

/** The factors a troop type gives a unit: a printed row, or an owner's house-rule row for a nation the tables lack. */
export type TroopFactors = Omit<TroopType, 'nation'> & { readonly nation: string }

export const armOf = (t: Pick<TroopFactors, 'arm'>): Arm => t.arm.toLowerCase() as Arm

/**
 * Bases a new unit starts with (seed 004, Scale and Equipment: Basing): infantry "four bases represents
 * a 'standard' battalion"; artillery "a six-gun battery would be composed of two bases"; cavalry
 * "regiments would generally comprise from one to six bases" — the app starts at 4 inside that range
 * (an editable starting value, not a rules number).
 */
export function defaultBases(arm: Arm): number {
  if (arm === 'infantry') return BASES_PER_UNIT.infantryBattalion.standard
  if (arm === 'artillery') return BASES_PER_UNIT.artillery.basesPerSixGunBattery
  return 4
}

/**
 * Weapon or calibre, a row of the Range table (seed 004, Firing: Range). "Infantry, unlimbered artillery
 * and cavalry armed with carbines may fire": infantry Musket, cavalry that can fire Carbine, cavalry that
 * cannot ('-') none; artillery starts at 6/7 pdr (the owner picks the battery's calibre).
 */
export function defaultWeapon(arm: Arm, fireFactor: number | null): string {
  if (arm === 'infantry') return 'Musket'
  if (arm === 'cavalry') return fireFactor === null ? '' : 'Carbine'
  return '6/7 pdr'
}

/**
 * Formations a unit may take (seed 004, Movement tables; Skirmishers: "see National Characteristics").
 * Artillery is limbered or unlimbered; square is an infantry formation.
 */
export function formationsFor(arm: Arm, skirmish: boolean): Formation[] {
  if (arm === 'artillery') return ['limbered', 'unlimbered']
  const base: Formation[] = arm === 'infantry' ? ['line', 'column', 'square', 'road column'] : ['line', 'column', 'road column']
  return skirmish ? [...base, 'skirmish'] : base
}

/** A fresh unit's state from a troop type; every field stays editable afterwards. */
export function presetState(t: TroopFactors, provenance: Provenance): WargamingUnitState {
  const arm = armOf(t)
  return {
    nation: t.nation,
    arm,
    troopType: t.troopType,
    provenance,
    fireFactor: t.fireFactor,
    meleeFactor: t.meleeFactor,
    moraleFactor: t.moraleFactor,
    controlFactor: t.controlFactor,
    skirmish: t.skirmish,
    weapon: defaultWeapon(arm, t.fireFactor),
    quality: 'regular',
    formation: arm === 'artillery' ? 'limbered' : 'line',
    order: 'formed',
    fatigue: 'fresh',
    bases: defaultBases(arm),
    damagedBases: 0,
    lostBases: 0,
    casualtiesThisTurn: 0,
    status: 'active',
    commandId: null,
    hasFired: false,
    lastMoraleScore: null,
    note: '',
  }
}

/** A side's nationality as typed ("British") → the nation of the troop tables ("British/KGL"), if any. */
export function troopNationFor(nationality: string, nations: readonly string[]): string | null {
  const n = nationality.trim().toLowerCase()
  if (!n) return null
  return nations.find((x) => x.toLowerCase() === n) ?? nations.find((x) => x.toLowerCase().startsWith(n)) ?? null
}
